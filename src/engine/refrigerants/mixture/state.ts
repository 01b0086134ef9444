// States of a blend at its nominal composition. (T, p): the phase boundary (the seed fits of the bubble and dew
// curves) picks the branch, then a safeguarded Newton solve for density. (p, h) and (p, s): the saturated states
// at p bound the branches; a target outside them is solved on its own branch (Newton on T with d h/dT = cp,
// d s/dT = cp/T), so a subcooled liquid or superheated vapour comes back as itself right up to the bubble and dew
// lines; a target between them is two-phase.
import { EngineError } from '../../errors';
import { evalCheb, evalSeedT } from './cheb';
import { criticalRegionTP } from './critical-region';
import type { Mixture } from './registry';
import { saturationAtP } from './saturation';
import { twoPhasePX, twoPhaseTP } from './two-phase';
import type { MixturePhase, MixtureStateResult } from './types';

export type { MixtureStateResult };

/** Highest temperature of single-phase states (K): the component equations' common range. */
export const T_MAX = 500;
/** Highest pressure (Pa). */
export const P_MAX = 7e7;

const LIQUID = 0;
const VAPOR = 1;
/** One density root: above the critical temperature or the critical pressure. */
const DENSE = 2;
type Branch = typeof LIQUID | typeof VAPOR | typeof DENSE;

/** Solves p(T, ρ, z) = p for ln ρ in [lo, hi] (p increasing there); Newton with bisection fallback. */
function solveDensity(mx: Mixture, T: number, p: number, lnr0: number, lo: number, hi: number): void {
  const model = mx.model;
  const S = model.S;
  let x = Math.min(Math.max(lnr0, lo), hi);
  for (let it = 0; it < 60; it++) {
    model.evalPhase(S, T, Math.exp(x), 0);
    const g = S.p - p;
    if (Math.abs(g) <= 1e-10 * p) return;
    if (g > 0) hi = x;
    else lo = x;
    const d = S.dp_dlnrho;
    let next = d > 0 ? x - g / d : NaN;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - x) < 1e-13) {
      model.evalPhase(S, T, Math.exp(next), 0);
      return;
    }
    x = next;
  }
  throw new EngineError({ code: 'no_convergence', quantity: 'pressure', value: p, what: `${model.name} density` });
}

/**
 * Evaluates model.S at (T, p) on a branch. `seeded`: mx.scratch already holds the branch's seed fit (bubble for the
 * liquid, dew for the vapour) at min(T, Tmax), as stateTP leaves it.
 */
function densityOnBranch(mx: Mixture, T: number, p: number, branch: Branch, seeded: boolean): void {
  const model = mx.model;
  const lim = mx.data.limits;
  const sc = mx.scratch;
  model.S.x.set(model.z);
  // Below the end of the traced saturation curves a dense state is the compressed liquid, solved as stateTP solves
  // it: the dense bracket from the density of an ideal gas at pc would take in the spinodal loop of such an isotherm,
  // where a root with p falling with ρ answered another h than (T, p) does (R454B, 1.21 pc, 210 K: 92.6 vs 106.6 kJ/kg).
  if (branch === LIQUID || (branch === DENSE && T <= lim.Tmax)) {
    if (!seeded || branch === DENSE) evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, Math.min(T, lim.Tmax), sc);
    const lnrL = sc[1]!;
    // compressed liquid: denser than the saturated one by about Δp / (2 GPa)
    solveDensity(mx, T, p, lnrL + Math.min(0.2, (0.5 * (p - Math.exp(sc[0]!))) / 1e9), lnrL - 1e-3, lnrL + 1.5);
    return;
  }
  const lnIdeal = Math.log(p / (model.gasConstant(model.z) * T));
  if (branch === VAPOR) {
    if (!seeded) evalSeedT(mx.data.seeds, mx.data.seeds.dewT, Math.min(T, lim.Tmax), sc);
    const lnrV = sc[2]!;
    const guess = T <= lim.Tmax ? lnrV + Math.log(p) - sc[0]! : lnIdeal;
    solveDensity(mx, T, p, guess, lnIdeal - 1, lnrV + 0.02);
    return;
  }
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, lim.Tmin, sc);
  const lnrMax = sc[1]! + 0.3;
  const crit = mx.data.critical;
  const Tc = crit ? crit.T : lim.Tmax;
  const pc = crit ? crit.p : lim.pmax;
  if (T >= Tc + 2) solveDensity(mx, T, p, lnIdeal, lnIdeal - 1, lnrMax);
  else solveDensity(mx, T, p, lnrMax - 0.5, Math.log(pc / (model.gasConstant(model.z) * T)), lnrMax);
}

/** Fills `out` from model.S (evaluated by densityOnBranch). */
function finish(mx: Mixture, out: MixtureStateResult): MixtureStateResult {
  const model = mx.model;
  const S = model.S;
  model.molarProps(S, mx.props);
  const M = S.M;
  out.T = S.T;
  out.rho = S.rho * M;
  out.h = mx.props.h / M + mx.dh;
  out.s = mx.props.s / M + mx.ds;
  out.cp = mx.props.cp / M;
  out.quality = null;
  return out;
}

function phaseOf(mx: Mixture, T: number, p: number, branch: Branch): MixturePhase {
  if (branch === LIQUID) return 'liquid';
  const crit = mx.data.critical;
  return crit && p >= crit.p && (branch === DENSE || T >= crit.T) ? 'supercritical' : 'vapor';
}

function onBranch(mx: Mixture, T: number, p: number, branch: Branch, seeded = false): MixtureStateResult {
  densityOnBranch(mx, T, p, branch, seeded);
  return finish(mx, { T, p, rho: 0, h: 0, s: 0, cp: 0, phase: phaseOf(mx, T, p, branch), quality: null });
}

/** (T, p) state: T in K, p in Pa. Throws out_of_range near the critical point, where the model is not traced. */
export function stateTP(mx: Mixture, T: number, p: number): MixtureStateResult {
  const lim = mx.data.limits;
  const sc = mx.scratch;
  if (!(T >= lim.Tmin && T <= T_MAX)) throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: lim.Tmin, max: T_MAX });
  if (!(p > 0 && p <= P_MAX)) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: 0, max: P_MAX });
  if (T <= lim.Tmax) {
    evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, T, sc);
    if (p >= Math.exp(sc[0]!)) return onBranch(mx, T, p, LIQUID, true);
    evalSeedT(mx.data.seeds, mx.data.seeds.dewT, T, sc);
    if (p <= Math.exp(sc[0]!)) return onBranch(mx, T, p, VAPOR, true);
    const inside = twoPhaseTP(mx, T, p);
    if (inside === 'liquid') return onBranch(mx, T, p, LIQUID);
    return inside === 'vapor' ? onBranch(mx, T, p, VAPOR) : inside;
  }
  const crit = mx.data.critical;
  const Tc = crit ? crit.T : lim.Tmax;
  const pc = crit ? crit.p : lim.pmax;
  if (T >= Tc + 2) return onBranch(mx, T, p, DENSE);
  // Between the end of the traced saturation curves and the critical point: only clearly single-phase states.
  // Up to the dew pressure at Tmax the dew temperature is below Tmax < T: superheated vapour.
  evalSeedT(mx.data.seeds, mx.data.seeds.dewT, lim.Tmax, sc);
  if (p <= Math.min(lim.pmax, Math.exp(sc[0]!))) return onBranch(mx, T, p, VAPOR, true);
  if (p > 1.2 * pc) return onBranch(mx, T, p, DENSE);
  // The blend's critical region: the phase (or phases) from the equation itself, or a refusal naming T and p.
  return criticalRegionTP(mx, T, p, (phase) => finish(mx, { T, p, rho: 0, h: 0, s: 0, cp: 0, phase, quality: null }));
}

// ---------------------------------------------------------------------------------------------------------------
// (p, h) and (p, s)

type Which = 'h' | 's';

const valueOf = (st: MixtureStateResult, which: Which): number => (which === 'h' ? st.h : st.s);
const slopeOf = (st: MixtureStateResult, which: Which): number => (which === 'h' ? st.cp! : st.cp! / st.T);

/** The states reachable at p as the refusal's limits: liquid at the lowest temperature, vapour at the highest. */
function outOfRange(mx: Mixture, p: number, target: number, which: Which): EngineError {
  const lim = mx.data.limits;
  const low = p > lim.pmax ? onBranch(mx, lim.Tmin, p, DENSE) : stateTP(mx, lim.Tmin, p);
  const high = stateTP(mx, T_MAX, p);
  return new EngineError({
    code: 'out_of_range',
    quantity: which === 'h' ? 'enthalpy' : 'entropy',
    value: target,
    min: valueOf(low, which),
    max: valueOf(high, which),
  });
}

/**
 * T of the state on `branch` at p whose h or s is `target`, inside [Tlo, Thi]: Newton with a bracket. A bound is
 * evaluated only when Newton heads past it; a target beyond the value at Tmin or T_MAX is refused, never clamped.
 */
function solveOnBranch(mx: Mixture, p: number, target: number, which: Which, branch: Branch, T0: number, Tlo: number, Thi: number): MixtureStateResult {
  const lim = mx.data.limits;
  const tol = which === 'h' ? 1e-6 : 1e-9;
  let lo = Tlo;
  let hi = Thi;
  let T = Math.min(Math.max(T0, Tlo), Thi);
  for (let it = 0; it < 80; it++) {
    const st = onBranch(mx, T, p, branch);
    const g = valueOf(st, which) - target;
    if (Math.abs(g) < tol) return st;
    if ((g > 0 && T === lim.Tmin) || (g < 0 && T === T_MAX)) throw outOfRange(mx, p, target, which);
    if (g > 0) hi = T;
    else lo = T;
    let next = T - g / slopeOf(st, which);
    if (!(next > lo && next < hi)) {
      if (next <= lo && lo === lim.Tmin) next = lo;
      else if (next >= hi && hi === T_MAX) next = hi;
      else next = 0.5 * (lo + hi);
    }
    if (Math.abs(next - T) < 1e-10 * T) return next === T ? st : onBranch(mx, next, p, branch);
    T = next;
  }
  throw new EngineError({ code: 'no_convergence', quantity: which === 'h' ? 'enthalpy' : 'entropy', value: target, what: `${mx.model.name} temperature` });
}

/** Most evaluations of the bracketed solve across the critical region (it needs about 10–30). */
const ACROSS_ITERATIONS = 100;

/** States evaluated by the last solve across the critical region (read by the tests that bound its work). */
export let acrossEvaluations = 0;

/**
 * The state at p above the traced curves whose h or s is `target`, below its value at `high` (the gas at Tc + 2 K)
 * and above the liquid's at Tmin: Illinois false position in T over whatever phases stateTP finds between them (h
 * and s rise with T at constant p through all of them, with kinks at the phase boundaries), so it always converges,
 * in at most ACROSS_ITERATIONS states.
 */
function solveAcross(mx: Mixture, p: number, target: number, which: Which, high: MixtureStateResult, Thigh: number): MixtureStateResult {
  const lim = mx.data.limits;
  const tol = which === 'h' ? 1e-6 : 1e-9;
  // The lower end: the liquid at Tmax where p is above the bubble pressure there (statePX checked the target is
  // above it), else the liquid at Tmin.
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, lim.Tmax, mx.scratch);
  let a = p >= Math.exp(mx.scratch[0]!) ? lim.Tmax : lim.Tmin;
  let fa = valueOf(stateTP(mx, a, p), which) - target;
  if (fa > 0) throw outOfRange(mx, p, target, which);
  let b = Thigh;
  let fb = valueOf(high, which) - target;
  let side = 0;
  for (let it = 0; it < ACROSS_ITERATIONS; it++) {
    acrossEvaluations = it + 1;
    const T = a - (fa * (b - a)) / (fb - fa);
    const st = stateTP(mx, T, p);
    const f = valueOf(st, which) - target;
    if (Math.abs(f) < tol || b - a < 1e-10 * T) return st;
    if (f < 0) {
      a = T;
      fa = f;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = T;
      fb = f;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  throw new EngineError({ code: 'no_convergence', quantity: which === 'h' ? 'enthalpy' : 'entropy', value: target, what: `${mx.model.name} critical region` });
}

/** How far (K) the fitted bubble and dew temperatures may stand from the solved ones; beyond it, no solve needed. */
const FIT_MARGIN = 5e-3;

function statePX(mx: Mixture, p: number, target: number, which: Which): MixtureStateResult {
  const lim = mx.data.limits;
  if (!(p >= lim.pmin && p <= P_MAX)) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin, max: P_MAX });
  if (p > lim.pmax) {
    // Above the traced saturation pressures: a clearly supercritical pressure has a single branch. Below it (up to
    // 1.2 pc) the compressed liquid up to Tmax (above its bubble pressure) and the gas from Tc + 2 K have one density
    // root each, as stateTP takes them; between the two lies the blend's critical region, where h and s still rise
    // with T through every phase stateTP finds there (liquid, two-phase, vapour): bracketed and solved in T.
    const crit = mx.data.critical;
    const refused = new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin, max: lim.pmax });
    if (!crit) throw refused;
    if (p > 1.2 * crit.p) return solveOnBranch(mx, p, target, which, DENSE, crit.T, lim.Tmin, T_MAX);
    // The liquid up to Tmax only where p is above the bubble pressure there (a zeotrope's dew curve ends lower).
    evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, lim.Tmax, mx.scratch);
    if (p >= Math.exp(mx.scratch[0]!) && target <= valueOf(onBranch(mx, lim.Tmax, p, LIQUID, true), which)) {
      return solveOnBranch(mx, p, target, which, LIQUID, lim.Tmax, lim.Tmin, lim.Tmax);
    }
    const gas = crit.T + 2;
    const atGas = onBranch(mx, gas, p, DENSE);
    if (target >= valueOf(atGas, which)) return solveOnBranch(mx, p, target, which, DENSE, gas, gas, T_MAX);
    return solveAcross(mx, p, target, which, atGas, gas);
  }
  // The fits place the bubble and dew temperatures within FIT_MARGIN: a target clearly outside the band they
  // bound is single-phase without solving the phase equilibrium.
  const lnp = Math.log(p);
  const sc = mx.scratch;
  evalCheb(mx.data.seeds.bubbleP, lnp, sc);
  const TbFit = sc[0]!;
  const liq = onBranch(mx, TbFit, p, LIQUID);
  const vLiq = valueOf(liq, which);
  const dLiq = slopeOf(liq, which);
  if (target <= vLiq - dLiq * FIT_MARGIN) {
    return solveOnBranch(mx, p, target, which, LIQUID, TbFit + (target - vLiq) / dLiq, lim.Tmin, TbFit);
  }
  evalCheb(mx.data.seeds.dewP, lnp, sc);
  const TdFit = sc[0]!;
  const vap = onBranch(mx, TdFit, p, VAPOR);
  const vVap = valueOf(vap, which);
  const dVap = slopeOf(vap, which);
  if (target >= vVap + dVap * FIT_MARGIN) {
    return solveOnBranch(mx, p, target, which, VAPOR, TdFit + (target - vVap) / dVap, TdFit, T_MAX);
  }
  const sat = saturationAtP(mx, p);
  const xl = which === 'h' ? sat.h_liquid : sat.s_liquid;
  const xv = which === 'h' ? sat.h_vapor : sat.s_vapor;
  if (target <= xl) return solveOnBranch(mx, p, target, which, LIQUID, sat.T_bubble + (target - xl) / dLiq, lim.Tmin, sat.T_bubble);
  if (target >= xv) return solveOnBranch(mx, p, target, which, VAPOR, sat.T_dew + (target - xv) / dVap, sat.T_dew, T_MAX);
  return twoPhasePX(mx, p, target, which, sat);
}

/** (p, h) state: p in Pa, h in J/kg. */
export function stateHP(mx: Mixture, p: number, h: number): MixtureStateResult {
  return statePX(mx, p, h, 'h');
}

/** (p, s) state: p in Pa, s in J/(kg K). */
export function stateSP(mx: Mixture, p: number, s: number): MixtureStateResult {
  return statePX(mx, p, s, 's');
}
