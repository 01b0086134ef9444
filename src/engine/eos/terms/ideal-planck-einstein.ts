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
    // ln(1 - e) by its series where e < 1e-4 (truncation below 3e-17): saves a log for the high-θ modes
    a += n[i]! * (e < 1e-4 ? -e * (1 + e * (0.5 + e / 3)) : Math.log(om));
    const iom = 1 / om;
    const nthr = n[i]! * th * e * iom;
    at += nthr;
    att -= nthr * th * iom;
  }
  out.a += a;
  out.a_t += at;
  out.a_tt += att;
}
