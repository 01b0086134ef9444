// Ideal-gas Planck-Einstein terms (IdealGasHelmholtzPlanckEinstein): α⁰ = Σ n ln(1 - exp(-θ τ)),
// and IdealGasHelmholtzPlanckEinsteinFunctionT with θ = v/T_crit (v in K). Each is one vibrational mode
// contributing n (θτ)² e^(θτ)/(e^(θτ)-1)² to cp0/R.
import type { HelmholtzDerivatives, IdealTerms } from '../types';
import type { IdealBuilder } from './ideal-builder';

export interface IdealPlanckEinsteinData {
  type: 'IdealGasHelmholtzPlanckEinstein';
  n: number[];
  t: number[];
}

export interface IdealPlanckEinsteinFunctionTData {
  type: 'IdealGasHelmholtzPlanckEinsteinFunctionT';
  n: number[];
  v: number[];
  Tcrit: number;
}

export function collectPlanckEinstein(term: IdealPlanckEinsteinData, into: IdealBuilder): void {
  into.peN.push(...term.n);
  into.peTheta.push(...term.t);
}

export function collectPlanckEinsteinFunctionT(term: IdealPlanckEinsteinFunctionTData, into: IdealBuilder): void {
  into.peN.push(...term.n);
  into.peTheta.push(...term.v.map((v) => v / term.Tcrit));
}

/** Adds Σ n ln(1 - e^(-θτ)): α_τ = Σ n θ/(e^(θτ) - 1), α_ττ = -Σ n θ² e^(θτ)/(e^(θτ) - 1)². */
export function addPlanckEinstein(ideal: IdealTerms, tau: number, out: HelmholtzDerivatives): void {
  const { count, n, theta } = ideal.planckEinstein;
  let a = 0;
  let at = 0;
  let att = 0;
  for (let i = 0; i < count; i++) {
    const th = theta[i]!;
    const e = Math.exp(-th * tau); // e^(-θτ) < 1: no overflow at small T
    const om = 1 - e;
    a += n[i]! * Math.log(om);
    at += (n[i]! * th * e) / om;
    att -= (n[i]! * th * th * e) / (om * om);
  }
  out.a += a;
  out.a_t += at;
  out.a_tt += att;
}
