// Bubble and dew points of a blend at its nominal composition, by the phase-equilibrium Newton solver (vle.ts)
// seeded from the fitted saturation curves. Both write into the blend's scratch result (mx.result) and leave the
// two phases of the last solve (the dew point's) in model.L and model.V. Above the traced curves' end (pmax, about
// 0.87 pc) the bubble and dew points by pressure are solved on the top of the phase envelope (envelope.ts) up to the
// mixture's critical pressure; above it a blend has no bubble point, and up to the cricondenbar two dew points
// (retrograde condensation): no unique answer, refused naming the critical point.
import { EngineError } from '../../errors';
import type { SaturationResult } from '../types';
import { evalCheb, evalSeedT } from './cheb';
import { crossingsAt, envelopeOf, solveCrossing } from './envelope';
import type { Phase } from './model';
import type { Mixture } from './registry';

/** Bubble and dew points at T (K); throws out_of_range outside the traced saturation curves. */
export function saturationAtT(mx: Mixture, T: number): SaturationResult {
  const lim = mx.data.limits;
  if (!(T >= lim.Tmin && T <= lim.Tmax)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: T, min: lim.Tmin, max: lim.Tmax });
  }
  const model = mx.model;
  const out = mx.result;
  solveAt(mx, 'bubble', T, mx.data.seeds.bubbleT, T, 0);
  out.T_bubble = T;
  out.p_bubble = model.L.p;
  liquidInto(mx, out);
  solveAt(mx, 'dew', T, mx.data.seeds.dewT, T, 0);
  out.T_dew = T;
  out.p_dew = model.V.p;
  vapourInto(mx, out);
  return out;
}

/** Bubble and dew points at p (Pa absolute); throws out_of_range outside the traced saturation curves. */
export function saturationAtP(mx: Mixture, p: number): SaturationResult {
  const lim = mx.data.limits;
  if (p > lim.pmax) return saturationOnEnvelope(mx, p);
  if (!(p >= lim.pmin && p <= lim.pmax)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'pressure', value: p, min: lim.pmin, max: lim.pmax });
  }
  const out = mx.result;
  const sc = mx.scratch;
  const lnp = Math.log(p);
  evalCheb(mx.data.seeds.bubbleP, lnp, sc);
  out.T_bubble = solveAt(mx, 'bubble', sc[0]!, mx.data.seeds.bubbleT, p, 1);
  out.p_bubble = p;
  liquidInto(mx, out);
  evalCheb(mx.data.seeds.dewP, lnp, sc);
  out.T_dew = solveAt(mx, 'dew', sc[0]!, mx.data.seeds.dewT, p, 1);
  out.p_dew = p;
  vapourInto(mx, out);
  return out;
}

/**
 * Bubble and dew points at p above the traced curves: the envelope's one crossing on each side. Refused where a side
 * has none or two: out_of_range on the pressure, its maximum the mixture's critical pressure, naming the critical
 * point (and the cricondenbar, the highest pressure with any dew point).
 */
function saturationOnEnvelope(mx: Mixture, p: number): SaturationResult {
  const env = envelopeOf(mx);
  const crossings = env ? crossingsAt(env, p) : [];
  const bubble = crossings.filter((c) => c.side === 'bubble');
  const dew = crossings.filter((c) => c.side === 'dew');
  const out = mx.result;
  if (env && bubble.length === 1 && dew.length === 1) {
    out.T_bubble = solveCrossing(mx, env, bubble[0]!, p);
    out.p_bubble = p;
    // On the envelope model.L holds the blend itself on both sides: the bubble's liquid, the dew's vapour.
    liquidInto(mx, out);
    out.T_dew = solveCrossing(mx, env, dew[0]!, p);
    out.p_dew = p;
    vapourInto(mx, out, mx.model.L);
    // NaN: a crossing within a hair of the critical point, where the two phases cannot be told apart.
    if (!Number.isNaN(out.T_bubble) && !Number.isNaN(out.T_dew)) return out;
  }
  const lim = mx.data.limits;
  throw new EngineError({
    code: 'out_of_range',
    quantity: 'pressure',
    value: p,
    min: lim.pmin,
    max: env ? env.critical.p : lim.pmax,
    region: 'critical',
    criticalTemperature: env ? env.critical.T : null,
    criticalPressure: env ? env.critical.p : null,
    cricondenbar: env ? env.cricondenbar.p : null,
  });
}

/** One bubble or dew solve seeded at temperature T0; given 0: T = value, 1: p = value. @returns T (K) */
function solveAt(mx: Mixture, kind: 'bubble' | 'dew', T0: number, fit: Mixture['data']['seeds']['bubbleT'], value: number, given: 0 | 1): number {
  const n = mx.model.n;
  const u = mx.solver.u;
  const sc = mx.scratch;
  evalSeedT(mx.data.seeds, fit, T0, sc);
  for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
  u[n + 2] = Math.log(T0);
  return mx.solver.solve(kind, given === 0 ? 'T' : 'p', value);
}

function liquidInto(mx: Mixture, out: SaturationResult): void {
  const L = mx.model.L;
  mx.model.molarProps(L, mx.props);
  out.rho_liquid = L.rho * L.M;
  out.h_liquid = mx.props.h / L.M + mx.dh;
  out.s_liquid = mx.props.s / L.M + mx.ds;
}

function vapourInto(mx: Mixture, out: SaturationResult, V: Phase = mx.model.V): void {
  mx.model.molarProps(V, mx.props);
  out.rho_vapor = V.rho * V.M;
  out.h_vapor = mx.props.h / V.M + mx.dh;
  out.s_vapor = mx.props.s / V.M + mx.ds;
}
