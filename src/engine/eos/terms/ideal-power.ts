// Ideal-gas power terms (IdealGasHelmholtzPower): α⁰ = Σ n τ^t
// (e.g. Tillner-Roth & Baehr 1994, R134a; Lemmon 2003 pseudo-pure blends).
import type { HelmholtzDerivatives, IdealTerms } from '../types';
import type { IdealBuilder } from './ideal-builder';

export interface IdealPowerData {
  type: 'IdealGasHelmholtzPower';
  n: number[];
  t: number[];
}

export function collectIdealPower(term: IdealPowerData, into: IdealBuilder): void {
  into.powerN.push(...term.n);
  into.powerT.push(...term.t);
}

/** Adds Σ n τ^t: τ α_τ = Σ n t τ^t, τ² α_ττ = Σ n t (t-1) τ^t. */
export function addIdealPower(ideal: IdealTerms, tau: number, lnTau: number, out: HelmholtzDerivatives): void {
  const { count, n, t } = ideal.power;
  let a = 0;
  let st = 0;
  let stt = 0;
  for (let i = 0; i < count; i++) {
    const ti = t[i]!;
    const v = n[i]! * Math.exp(ti * lnTau);
    a += v;
    st += v * ti;
    stt += v * ti * (ti - 1);
  }
  const it = 1 / tau;
  out.a += a;
  out.a_t += st * it;
  out.a_tt += stt * it * it;
}
