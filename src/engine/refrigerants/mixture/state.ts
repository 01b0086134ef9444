// Single-phase states of a blend at its nominal composition: (T, p) by a safeguarded Newton solve for density on the
// branch the phase boundary (the seed fits of the bubble and dew curves) selects; (p, h) and (p, s) by Newton on T.
// Two-phase (p, h)/(p, s) states (inside the glide) are not computed yet: they throw out_of_range with the band.
import { EngineError } from '../../errors';
import { evalCheb, evalSeedT } from './cheb';
import type { Mixture } from './registry';

export type MixturePhase = 'liquid' | 'vapor' | 'supercritical' | 'twophase';

export interface MixtureStateResult {
  /** K */
  T: number;
  /** Pa */
  p: number;
  /** kg/m3 */
  rho: number;
  /** J/kg */
  h: number;
  /** J/(kg K) */
  s: number;
  /** J/(kg K) */
  cp: number;
  phase: MixturePhase;
}

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
  throw new EngineError({ code: 'no_convergence', what: `${model.name} density` });
}

function finish(mx: Mixture, phase: MixturePhase, out: MixtureStateResult): MixtureStateResult {
  const model = mx.model;
  const S = model.S;
  model.molarProps(S, mx.props);
  const M = S.M;
  out.rho = S.rho * M;
  out.h = mx.props.h / M + mx.dh;
  out.s = mx.props.s / M + mx.ds;
  out.cp = mx.props.cp / M;
  out.phase = phase;
  return out;
}

/** (T, p) state: T in K, p in Pa. Throws out_of_range inside the two-phase band and near the critical point. */
export function stateTP(mx: Mixture, T: number, p: number): MixtureStateResult {
  const model = mx.model;
  const lim = mx.data.limits;
  const sc = mx.scratch;
  model.S.x.set(model.z);
  const out: MixtureStateResult = { T, p, rho: 0, h: 0, s: 0, cp: 0, phase: 'liquid' };
  if (!(T >= lim.Tmin && T <= 500)) throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: lim.Tmin, max: 500 });
  if (!(p > 0 && p <= 7e7)) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: 0, max: 7e7 });
  const R = model.gasConstant(model.z);
  const lnIdeal = Math.log(p / (R * T));
  if (T <= lim.Tmax) {
    evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, T, sc);
    const pb = Math.exp(sc[0]!);
    const lnrL = sc[1]!;
    if (p >= pb) {
      solveDensity(mx, T, p, lnrL + Math.min(0.2, (0.5 * (p - pb)) / 1e9), lnrL - 1e-3, lnrL + 1.5);
      return finish(mx, 'liquid', out);
    }
    evalSeedT(mx.data.seeds, mx.data.seeds.dewT, T, sc);
    const pd = Math.exp(sc[0]!);
    const lnrV = sc[2]!;
    if (p <= pd) {
      solveDensity(mx, T, p, lnrV + Math.log(p / pd), lnIdeal - 1, lnrV + 0.02);
      return finish(mx, 'vapor', out);
    }
    throw new EngineError({ code: 'out_of_range', quantity: 'two_phase_pressure', value: p, min: pd, max: pb });
  }
  const crit = mx.data.critical;
  const Tc = crit ? crit.T : lim.Tmax;
  const pc = crit ? crit.p : lim.pmax;
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, lim.Tmin, sc);
  const lnrMax = sc[1]! + 0.3;
  if (T >= Tc + 2) {
    // above the critical temperature: one density for every pressure
    solveDensity(mx, T, p, lnIdeal, lnIdeal - 1, lnrMax);
    return finish(mx, p >= pc ? 'supercritical' : 'vapor', out);
  }
  // between the end of the traced saturation curves and the critical point: only clearly single-phase states
  evalSeedT(mx.data.seeds, mx.data.seeds.dewT, lim.Tmax, sc);
  if (p < 0.9 * Math.exp(sc[0]!)) {
    solveDensity(mx, T, p, lnIdeal, lnIdeal - 1, sc[2]! + 0.02);
    return finish(mx, 'vapor', out);
  }
  if (p > 1.2 * pc) {
    solveDensity(mx, T, p, lnrMax - 0.5, Math.log(pc / (R * T)), lnrMax);
    return finish(mx, 'supercritical', out);
  }
  throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: lim.Tmin, max: lim.Tmax });
}

/** T (K) of a single-phase state at p with property `f` (h or s) = target, Newton with d f/dT = cp (or cp/T). */
function solveT(mx: Mixture, p: number, target: number, which: 'h' | 's', T0: number, Tlo: number, Thi: number): MixtureStateResult {
  let T = Math.min(Math.max(T0, Tlo), Thi);
  let lo = Tlo;
  let hi = Thi;
  for (let it = 0; it < 60; it++) {
    const st = stateTP(mx, T, p);
    const v = which === 'h' ? st.h : st.s;
    const g = v - target;
    const tol = which === 'h' ? 1e-6 : 1e-9;
    if (Math.abs(g) < tol) return st;
    if (g > 0) hi = T;
    else lo = T;
    const d = which === 'h' ? st.cp : st.cp / T;
    let next = T - g / d;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - T) < 1e-10) return stateTP(mx, next, p);
    T = next;
  }
  throw new EngineError({ code: 'no_convergence', what: `${mx.model.name} temperature` });
}

function statePX(mx: Mixture, p: number, target: number, which: 'h' | 's'): MixtureStateResult {
  const lim = mx.data.limits;
  const sc = mx.scratch;
  if (p < lim.pmin) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin });
  if (p <= lim.pmax) {
    // the saturated states bound the single-phase branches
    const lnp = Math.log(p);
    evalCheb(mx.data.seeds.bubbleP, lnp, sc);
    const Tb = sc[0]!;
    evalCheb(mx.data.seeds.dewP, lnp, sc);
    const Td = sc[0]!;
    const eps = 1e-6 * Tb;
    const liq = stateTP(mx, Tb - eps, p);
    const vLiq = which === 'h' ? liq.h : liq.s;
    if (target <= vLiq) {
      const d = which === 'h' ? liq.cp : liq.cp / Tb;
      return solveT(mx, p, target, which, Tb - eps + (target - vLiq) / d, lim.Tmin, Tb - eps);
    }
    const vap = stateTP(mx, Td + eps, p);
    const vVap = which === 'h' ? vap.h : vap.s;
    if (target >= vVap) {
      const d = which === 'h' ? vap.cp : vap.cp / Td;
      return solveT(mx, p, target, which, Td + eps + (target - vVap) / d, Td + eps, 500);
    }
    throw new EngineError({ code: 'out_of_range', quantity: which === 'h' ? 'two_phase_enthalpy' : 'two_phase_entropy', value: target, min: vLiq, max: vVap });
  }
  // above the traced saturation pressures: supercritical pressure or near-critical
  const crit = mx.data.critical;
  if (!crit || p <= 1.2 * crit.p) throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin, max: lim.pmax });
  return solveT(mx, p, target, which, crit.T, lim.Tmin, 500);
}

export function stateHP(mx: Mixture, p: number, h: number): MixtureStateResult {
  return statePX(mx, p, h, 'h');
}

export function stateSP(mx: Mixture, p: number, s: number): MixtureStateResult {
  return statePX(mx, p, s, 's');
}
