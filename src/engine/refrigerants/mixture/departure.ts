// Departure functions α^r_ij(δ, τ) of the multi-fluid mixture model, type "Exponential" in CoolProp's data:
// Σ n δ^d τ^t exp(-δ^l) (no exponential when l = 0): Lemmon & Jacobsen 2004 HFC pairs, Bell et al. 2022/2023
// HFO pairs. This is the power-term family of the pure-fluid evaluator, so it compiles to that record and is
// evaluated by eos/terms/power.ts.
import { addPower, mergePowerTerms } from '../../eos/terms/power';
import type { HelmholtzDerivatives, PowerTerms } from '../../eos/types';
import { resetDerivatives } from '../../eos/types';
import type { DepartureData } from './types';

export type CompiledDeparture = PowerTerms;

export function compileDeparture(dep: DepartureData): CompiledDeparture {
  const count = dep.n.length;
  if (dep.d.length !== count || dep.t.length !== count || dep.l.length !== count) {
    throw new Error(`departure function ${dep.name}: n, d, t, l differ in length`);
  }
  return mergePowerTerms([{ n: dep.n, d: dep.d, t: dep.t, l: dep.l, g: dep.l.map((l) => (l > 0 ? 1 : 0)) }]);
}

/** Writes α_ij and its derivatives (plain partials, as in eos/types) at (τ, δ) into `out`. */
export function departureDerivatives(
  f: CompiledDeparture,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
): void {
  resetDerivatives(out);
  addPower(f, tau, delta, lnTau, lnDelta, out, true);
}
