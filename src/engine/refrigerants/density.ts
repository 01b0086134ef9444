// Density from (T, p): Newton's method on p(ρ) = p, kept inside a bracket on which p(ρ) rises, with bisection
// whenever a Newton step leaves it. The caller chooses the branch through the bracket (liquid: from the
// saturated liquid upwards; vapour: from zero to the saturated vapour; supercritical: all densities).
import { residualDerivatives } from '../eos/helmholtz';
import { createDerivatives, type CompiledEos } from '../eos/types';
import { EngineError } from '../errors';

/**
 * αʳ derivatives at the density the last solveDensity call returned (moved there to first order from the last
 * Newton iterate, which is within 1e-7: α, α_δ and α_τ to ~1e-14, the second derivatives to ~1e-7 relative), so the
 * caller's properties need no further evaluation. Overwritten by the next call.
 */
export const rootDerivatives = createDerivatives();
const r = rootDerivatives;

/**
 * Molar density (mol/m3) at T (K) and p (Pa), starting from rhoGuess, searched in [rhoLo, rhoHi] (mol/m3;
 * rhoHi may be Infinity). A finite rhoHi is taken to be above every spinodal density at T (callers pass twice the
 * saturated liquid density at the triple point): p falling with rho in its upper half is read as past the root.
 * Throws no_convergence if no root is found.
 */
export function solveDensity(eos: CompiledEos, T: number, p: number, rhoGuess: number, rhoLo: number, rhoHi: number): number {
  const tau = eos.Tr / T;
  const rr = eos.rhor;
  const RTr = eos.R * T * rr;
  let lo = rhoLo / rr;
  let hi = rhoHi / rr;
  let delta = rhoGuess / rr;
  const turn = 0.5 * hi;
  if (!(delta > lo && delta < hi)) delta = Number.isFinite(hi) ? 0.5 * (lo + hi) : Math.max(2 * lo, 1e-12);
  for (let it = 0; it < 100; it++) {
    residualDerivatives(eos, tau, delta, r);
    const ad = delta * r.a_d;
    const f = delta * RTr * (1 + ad) - p;
    const df = RTr * (1 + 2 * ad + delta * delta * r.a_dd);
    // p falling with rho in the bracket's upper half is past the root, where the equation turns over at densities
    // beyond its range (R22 at 369 K, 54 bar: a Newton step from the saturated liquid lands at 38,800 mol/m3, where
    // p < 0); in the lower half it is a spinodal loop below a liquid root (a pseudo-pure blend's liquid bracket).
    if (f < 0 && (df > 0 || delta < turn)) lo = delta;
    else hi = delta;
    let next = delta - f / df;
    const newton = df > 0 && next > lo && next < hi;
    if (!newton) next = Number.isFinite(hi) ? 0.5 * (lo + hi) : 2 * delta;
    // Newton converges quadratically: after a Newton step of relative size ε the error is ~ε² (times a factor of order
    // one), so a step below 1e-7 leaves ~1e-14 and needs no confirming evaluation; a bisection step must shrink further.
    const step = Math.abs(next - delta);
    if ((newton && step <= 1e-7 * delta) || step <= 1e-9 * delta || hi - lo <= 4e-16 * hi) {
      // a root where p falls with rho is not a physical state (wrong bracket): report, never return it
      if (!(df > 0)) break;
      const dd = next - delta;
      r.a += r.a_d * dd;
      r.a_t += r.a_dt * dd;
      r.a_d += r.a_dd * dd;
      return next * rr;
    }
    delta = next;
  }
  throw new EngineError({ code: 'no_convergence', quantity: 'pressure', value: p });
}
