// Ideal-gas lead term (IdealGasHelmholtzLead): α⁰ = ln δ + a1 + a2 τ,
// and the reference-state offset (IdealGasHelmholtzEnthalpyEntropyOffset): α⁰ = a1 + a2 τ,
// which shifts h by R T_r a2 and s by -R a1 (molar). Span, "Multiparameter Equations of State" (2000), ch. 3.
import type { HelmholtzDerivatives, IdealTerms } from '../types';
import type { IdealBuilder } from './ideal-builder';

export interface IdealLeadData {
  type: 'IdealGasHelmholtzLead';
  a1: number;
  a2: number;
}

export interface IdealOffsetData {
  type: 'IdealGasHelmholtzEnthalpyEntropyOffset';
  a1: number;
  a2: number;
  reference?: string;
}

export function collectLead(term: IdealLeadData, into: IdealBuilder): void {
  if (into.hasLead) throw new Error('alpha0 has two IdealGasHelmholtzLead terms');
  into.hasLead = true;
  into.a1 += term.a1;
  into.a2 += term.a2;
}

export function collectOffset(term: IdealOffsetData, into: IdealBuilder): void {
  into.a1 += term.a1;
  into.a2 += term.a2;
}

/** Adds ln δ + a1 + a2 τ (all lead and offset constants summed at parse time). */
export function addLead(ideal: IdealTerms, tau: number, delta: number, lnDelta: number, out: HelmholtzDerivatives): void {
  const id = 1 / delta;
  out.a += lnDelta + ideal.a1 + ideal.a2 * tau;
  out.a_d += id;
  out.a_dd -= id * id;
  out.a_t += ideal.a2;
}
