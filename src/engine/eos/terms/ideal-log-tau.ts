// Ideal-gas log-tau term (IdealGasHelmholtzLogTau): α⁰ = a ln τ (a constant part of cp0/R equal to a + 1),
// plus the τ ln τ term that a cp0 ∝ 1/T contribution leaves (see ./ideal-cp0.ts).
import type { HelmholtzDerivatives, IdealTerms } from '../types';
import type { IdealBuilder } from './ideal-builder';

export interface IdealLogTauData {
  type: 'IdealGasHelmholtzLogTau';
  a: number;
}

export function collectLogTau(term: IdealLogTauData, into: IdealBuilder): void {
  into.aLogTau += term.a;
}

/** Adds aLogTau ln τ + aTauLogTau τ ln τ. */
export function addLogTau(ideal: IdealTerms, tau: number, lnTau: number, out: HelmholtzDerivatives): void {
  const c = ideal.aLogTau;
  const k = ideal.aTauLogTau;
  const it = 1 / tau;
  out.a += c * lnTau + k * tau * lnTau;
  out.a_t += c * it + k * (lnTau + 1);
  out.a_tt += -c * it * it + k * it;
}
