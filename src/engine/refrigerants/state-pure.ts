// Single-phase and two-phase states of pure and pseudo-pure fluids from (T, p), (p, h) or (p, s).
import { createDerivatives } from '../eos/types';
import { checkRange, EngineError } from '../errors';
import { rootDerivatives, solveDensity } from './density';
import { ancillaryValue, saPressure, saRhoL, saRhoV, type Fluid } from './fluid';
import { createPointProps, idealAtT, propsFromDerivatives, type PointProps } from './properties';
import { fluidSaturation, pseudoLiquidDensity, pseudoVaporDensity } from './saturation-pure';
import type { Phase, SaturationResult, StateResult } from './types';

const ideal = createDerivatives();
const point = createPointProps();

const LIQUID = 0;
const VAPOR = 1;
const SUPERCRITICAL = 2;
type Branch = typeof LIQUID | typeof VAPOR | typeof SUPERCRITICAL;

/** Critical temperature (K) and pressure (Pa) as the saturation curves end. */
function critical(f: Fluid): { T: number; p: number } {
  return f.sa ? { T: f.sa.Tcrit, p: f.sa.pcrit } : { T: f.TsatMax, p: f.eos.pc };
}

/**
 * Molar density at (T, p) on a given branch. Pure fluids bracket the root with the superancillary densities
 * (liquid above rho', vapour below rho''); pseudo-pure blends start from their ancillaries. `near` (mol/m3), when
 * given, is the root on the same branch at a nearby state (a flash's previous iterate) and starts the solve there.
 */
function densityOnBranch(f: Fluid, T: number, p: number, branch: Branch, near = NaN): number {
  const eos = f.eos;
  if (branch === SUPERCRITICAL || T >= f.TsatMax) {
    const ideal = p / (eos.R * T);
    const guess = near > 0 ? near : ideal < 0.5 * eos.rhoc ? ideal : 2 * eos.rhoc;
    return solveDensity(eos, T, p, guess, 0, f.rhoMax);
  }
  if (f.sa) {
    if (branch === LIQUID) {
      const rl = saRhoL(f.sa, T);
      return solveDensity(eos, T, p, near > rl ? near : rl, rl * (1 - 1e-6), f.rhoMax);
    }
    const rv = saRhoV(f.sa, T);
    if (near > 0 && near < rv) return solveDensity(eos, T, p, near, 0, rv * (1 + 1e-6));
    const ps = saPressure(f.sa, T);
    // compressibility interpolated between 1 at p = 0 and its saturated value
    const zs = ps / (rv * eos.R * T);
    const z = 1 - (1 - zs) * Math.min(1, p / ps);
    return solveDensity(eos, T, p, p / (z * eos.R * T), 0, rv * (1 + 1e-6));
  }
  return branch === LIQUID ? pseudoLiquidDensity(f, T, p) : pseudoVaporDensity(f, T, p, ancillaryValue(f.pV!, T));
}

function singlePhase(f: Fluid, T: number, p: number, branch: Branch, phase: Phase, out: StateResult): StateResult {
  const rho = densityOnBranch(f, T, p, branch);
  idealAtT(f.eos, T, ideal);
  propsFromDerivatives(f.eos, T, rho, ideal, rootDerivatives, point);
  return fillPoint(out, T, p, point, phase);
}

function fillPoint(out: StateResult, T: number, p: number, pt: PointProps, phase: Phase): StateResult {
  out.T = T;
  out.p = p;
  out.rho = pt.rho;
  out.h = pt.h;
  out.s = pt.s;
  out.cp = pt.cp;
  out.phase = phase;
  out.quality = null;
  return out;
}

function twoPhase(out: StateResult, sat: SaturationResult, p: number, q: number): StateResult {
  out.T = sat.T_bubble + q * (sat.T_dew - sat.T_bubble);
  out.p = p;
  out.rho = 1 / ((1 - q) / sat.rho_liquid + q / sat.rho_vapor);
  out.h = sat.h_liquid + q * (sat.h_vapor - sat.h_liquid);
  out.s = sat.s_liquid + q * (sat.s_vapor - sat.s_liquid);
  out.cp = null;
  out.phase = 'twophase';
  out.quality = q;
  return out;
}

function checkPressure(f: Fluid, p: number): void {
  checkRange('pressure', p, Number.MIN_VALUE, f.eos.pmax);
}

const satScratch: SaturationResult = {
  T_bubble: 0,
  T_dew: 0,
  p_bubble: 0,
  p_dew: 0,
  rho_liquid: 0,
  rho_vapor: 0,
  h_liquid: 0,
  h_vapor: 0,
  s_liquid: 0,
  s_vapor: 0,
};

/** State at T (K) and p (Pa). */
export function stateTP(f: Fluid, T: number, p: number, out: StateResult): StateResult {
  checkRange('temperature', T, f.TsatMin, f.eos.Tmax);
  checkPressure(f, p);
  const crit = critical(f);
  if (T >= f.TsatMax) return singlePhase(f, T, p, SUPERCRITICAL, p >= crit.p ? 'supercritical' : 'vapor', out);
  if (f.sa) {
    const ps = saPressure(f.sa, T);
    return p > ps ? singlePhase(f, T, p, LIQUID, 'liquid', out) : singlePhase(f, T, p, VAPOR, 'vapor', out);
  }
  const pb = ancillaryValue(f.pL!, T);
  if (p >= pb) return singlePhase(f, T, p, LIQUID, 'liquid', out);
  const pd = ancillaryValue(f.pV!, T);
  if (p <= pd) return singlePhase(f, T, p, VAPOR, 'vapor', out);
  // Between the dew and bubble pressures of a zeotropic pseudo-pure blend: the equation has no composition
  // shift, so the quality is interpolated in pressure between the bubble (q = 0) and dew (q = 1) points.
  fluidSaturation(f, { T }, satScratch);
  return twoPhase(out, satScratch, p, (pb - p) / (pb - pd));
}

/**
 * State at p (Pa) and h (J/kg) or s (J/(kg K)): inside the dome by the lever rule, else a bracketed 1-D solve on T
 * at fixed p (dh/dT = cp, ds/dT = cp/T). Newton steps are taken only while they stay inside the bracket and shrink
 * by half or more each time; otherwise the bracket is bisected. Near the critical and pseudo-critical line cp peaks
 * by orders of magnitude, so a plain Newton step from one side overshoots far and the iterates ping-pong.
 */
export function statePX(f: Fluid, p: number, target: number, which: 'h' | 's', out: StateResult): StateResult {
  checkPressure(f, p);
  const quantity = which === 'h' ? 'enthalpy' : 'entropy';
  if (!Number.isFinite(target)) throw new EngineError({ code: 'invalid_input', quantity, value: String(target) });
  const crit = critical(f);
  const pSatMax = Math.min(f.pBubbleMax, f.pDewMax);
  const pSatMin = Math.max(f.pBubbleMin, f.pDewMin);
  let Tlo = f.TsatMin;
  let Thi = f.eos.Tmax;
  let branchLo: Branch = LIQUID;
  let branchHi: Branch = SUPERCRITICAL;
  // values at the bracket's ends; a saturated end takes the saturation's own value, since the density solve on
  // the branch there is ill-conditioned as p nears the critical pressure (p(rho) is flat at the dome's top)
  let xLo = NaN;
  let xHi = NaN;
  if (p < pSatMax && p >= pSatMin) {
    const sat = fluidSaturation(f, { p }, satScratch);
    const xl = which === 'h' ? sat.h_liquid : sat.s_liquid;
    const xv = which === 'h' ? sat.h_vapor : sat.s_vapor;
    if (target >= xl && target <= xv) return twoPhase(out, sat, p, (target - xl) / (xv - xl));
    if (target < xl) {
      Thi = sat.T_bubble;
      branchHi = LIQUID;
      xHi = xl;
    } else {
      Tlo = sat.T_dew;
      branchLo = VAPOR;
      xLo = xv;
    }
  } else if (p < pSatMin) {
    branchLo = VAPOR; // below the triple-point pressure only vapour exists
  }
  // branch at a temperature inside [Tlo, Thi]
  const branchAt = (T: number): Branch => {
    if (T >= crit.T) return SUPERCRITICAL;
    if (branchLo === branchHi) return branchLo;
    if (p >= pSatMax) return LIQUID; // above the critical pressure, below the critical temperature
    return branchLo === VAPOR ? VAPOR : LIQUID;
  };
  const phaseOf = (b: Branch): Phase => (b === LIQUID ? 'liquid' : b === VAPOR || p < crit.p ? 'vapor' : 'supercritical');
  // each iterate's density starts the next one's solve on the same branch: the iterates close in on one state
  let lastBranch: Branch | -1 = -1;
  let lastRho = NaN;
  const valueAt = (T: number): number => {
    const b = branchAt(T);
    const rho = densityOnBranch(f, T, p, b, b === lastBranch ? lastRho : NaN);
    lastBranch = b;
    lastRho = rho;
    idealAtT(f.eos, T, ideal);
    propsFromDerivatives(f.eos, T, rho, ideal, rootDerivatives, point);
    return which === 'h' ? point.h : point.s;
  };
  const slope = (T: number) => (which === 'h' ? point.cp : point.cp / T);

  if (Number.isNaN(xLo)) xLo = valueAt(Tlo);
  if (Number.isNaN(xHi)) xHi = valueAt(Thi);
  if (target < xLo || target > xHi) throw new EngineError({ code: 'out_of_range', quantity, value: target, min: xLo, max: xHi });
  const T = solveOnT(valueAt, slope, target, Tlo, Thi, xLo, xHi);
  if (Number.isNaN(T)) throw new EngineError({ code: 'no_convergence', quantity, value: target });
  const b = branchAt(T);
  return singlePhase(f, T, p, b, phaseOf(b), out);
}

/**
 * Root T (K) of value(T) = target on [lo, hi], value rising with T, value(lo) = xLo <= target <= value(hi) = xHi;
 * `slope` is d(value)/dT at the point of the last `value` call. Starts at the secant point; Newton while it keeps
 * to the bracket and each step is at most half the one before, bisection otherwise (Numerical Recipes' rtsafe
 * safeguard): at most ~60 bisections from any bracket to a few ulps, so the loop's bound (NaN) is never reached
 * inside the equation's range.
 */
function solveOnT(
  value: (T: number) => number,
  slope: (T: number) => number,
  target: number,
  lo: number,
  hi: number,
  xLo: number,
  xHi: number,
): number {
  if (xLo === target) return lo;
  if (xHi === target) return hi;
  let T = lo + ((target - xLo) / (xHi - xLo)) * (hi - lo);
  if (!(T > lo && T < hi)) T = 0.5 * (lo + hi);
  // converged when the value is met to 1e-12 of the bracket's span, or the bracket is a few ulps wide: on the
  // critical isobar h - hc grows as (T - Tc)^(1/3), so a small step in T does not mean a small error in h
  const tolerance = 1e-12 * (xHi - xLo);
  let stepBefore = hi - lo;
  for (let it = 0; it < 200; it++) {
    const g = value(T) - target;
    if (Math.abs(g) <= tolerance) return T;
    if (g < 0) lo = T;
    else hi = T;
    if (hi - lo <= 4 * Number.EPSILON * hi) return T;
    let next = T - g / slope(T);
    // Newton is kept while inside the bracket and its step at most half the one before (converging); else bisect
    if (!(next > lo && next < hi) || Math.abs(next - T) > 0.5 * stepBefore) next = 0.5 * (lo + hi);
    stepBefore = Math.abs(next - T);
    T = next;
  }
  return NaN;
}
