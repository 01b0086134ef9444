// The top of a blend's phase envelope: from the bubble curve a little below the end of the traced saturation curves
// (limits.Tmax), through the mixture's critical point, to the dew curve below Tmax again. The traced curves (seeds)
// stop short of it because neither T nor p is a good parameter there: the dew curve turns back in T (cricondentherm)
// and in p (cricondenbar). Δ = ln ρ_bulk − ln ρ_incipient is: it falls steadily along the envelope, from about 1 on
// the bubble side through 0 at the critical point to about −1 on the dew side (Michelsen & Mollerup, Thermodynamic
// Models, 2nd ed., ch. 12: phase envelopes by continuation in a monotone variable). The envelope is traced once per
// blend, lazily (about 100 Newton solves, a few ms), and then only read: where p crosses it, and the seeds there.
import { evalSeedT } from './cheb';
import type { Mixture } from './registry';

/** Step in Δ between traced points: T moves by about 0.1–0.3 K a step, so linear interpolation is good to ~10 mK. */
const STEP = 0.02;
/** The trace starts and ends where the traced curves' pressure is this fraction of their end (pmax). */
const OVERLAP = 0.95;

export interface Envelope {
  /** Per point, in order of falling Δ: Δ, T (K), p (Pa) and the solver's state [ln ρ_bulk, ln ρ_inc, w…, ln T]. */
  readonly delta: number[];
  readonly T: number[];
  readonly p: number[];
  readonly u: Float64Array[];
  /** The mixture's critical point (Δ = 0, interpolated), the cricondenbar (highest p) and cricondentherm (highest T). */
  readonly critical: { T: number; p: number };
  readonly cricondenbar: { T: number; p: number };
  readonly cricondentherm: { T: number; p: number };
}

/** One crossing of the envelope at a pressure: the segment [k, k+1] and the bulk phase's side. */
export interface Crossing {
  k: number;
  /** Δ and T interpolated linearly in p inside the segment. */
  delta: number;
  T: number;
  /** Bubble side (Δ > 0: the blend is the liquid) or dew side (Δ < 0: the blend is the vapour). */
  side: 'bubble' | 'dew';
}

const cache = new WeakMap<Mixture, Envelope | null>();

/** Solves the envelope point at Δ from the seed in mx.solver.u; false when Newton does not converge. */
function solveAtDelta(mx: Mixture, delta: number): boolean {
  try {
    mx.solver.solve('bubble', 'delta', delta, 30);
    return true;
  } catch {
    return false;
  }
}

/** The traced top of the envelope, or null when the continuation fails (the critical region then stays refused). */
export function envelopeOf(mx: Mixture): Envelope | null {
  if (cache.has(mx)) return cache.get(mx)!;
  const env = trace(mx);
  cache.set(mx, env);
  return env;
}

function trace(mx: Mixture): Envelope | null {
  const n = mx.model.n;
  const lim = mx.data.limits;
  const seeds = mx.data.seeds;
  const sc = mx.scratch;
  const u = mx.solver.u;
  // Start on the bubble curve where its pressure is below OVERLAP·pmax, so every p above pmax crosses inside the trace.
  let T0 = lim.Tmax;
  evalSeedT(seeds, seeds.bubbleT, T0, sc);
  while (Math.exp(sc[0]!) > OVERLAP * lim.pmax && T0 > lim.Tmin + 1) {
    T0 -= 1;
    evalSeedT(seeds, seeds.bubbleT, T0, sc);
  }
  for (let k = 0; k < n + 2; k++) u[k] = sc[k + 1]!;
  u[n + 2] = Math.log(T0);
  const delta: number[] = [];
  const Ts: number[] = [];
  const ps: number[] = [];
  const us: Float64Array[] = [];
  try {
    mx.solver.solve('bubble', 'T', T0);
  } catch {
    return null;
  }
  const push = (d: number) => {
    delta.push(d);
    Ts.push(Math.exp(u[n + 2]!));
    ps.push(mx.model.L.p);
    us.push(Float64Array.from(u));
  };
  push(u[0]! - u[1]!);
  let h = STEP;
  for (let guard = 0; guard < 1000; guard++) {
    const last = us.length - 1;
    const dLast = delta[last]!;
    // Across the critical point in one step, symmetric about it (Δ = 0 itself is the trivial solution's branch point).
    let next = dLast - h;
    if (dLast > 0 && next < 0.5 * h) next = -Math.max(dLast, 0.5 * STEP);
    const prev = last > 0 ? us[last - 1]! : null;
    const ratio = prev ? (next - dLast) / (dLast - delta[last - 1]!) : 0;
    for (let k = 0; k < n + 3; k++) u[k] = us[last]![k]! + (prev ? ratio * (us[last]![k]! - prev[k]!) : 0);
    if (!solveAtDelta(mx, next)) {
      h /= 2;
      if (h < STEP / 64) return null;
      continue;
    }
    push(next);
    h = Math.min(STEP, h * 2);
    // Done once back on the dew curve below the traced curves' end.
    if (next < 0 && Ts[Ts.length - 1]! < lim.Tmax && ps[ps.length - 1]! < OVERLAP * lim.pmax) break;
  }
  if (!(delta[delta.length - 1]! < 0)) return null;
  const c = delta.findIndex((d) => d < 0);
  const t = delta[c - 1]! / (delta[c - 1]! - delta[c]!);
  const critical = { T: Ts[c - 1]! + t * (Ts[c]! - Ts[c - 1]!), p: ps[c - 1]! + t * (ps[c]! - ps[c - 1]!) };
  const iP = ps.indexOf(Math.max(...ps));
  const iT = Ts.indexOf(Math.max(...Ts));
  return {
    delta,
    T: Ts,
    p: ps,
    u: us,
    critical,
    cricondenbar: { T: Ts[iP]!, p: ps[iP]! },
    cricondentherm: { T: Ts[iT]!, p: ps[iT]! },
  };
}

/** Where the envelope crosses pressure p, in order along it (bubble side first). */
export function crossingsAt(env: Envelope, p: number): Crossing[] {
  const out: Crossing[] = [];
  for (let k = 0; k + 1 < env.p.length; k++) {
    const a = env.p[k]! - p;
    const b = env.p[k + 1]! - p;
    if (a === 0 || a * b < 0) {
      const t = a / (a - b);
      const delta = env.delta[k]! + t * (env.delta[k + 1]! - env.delta[k]!);
      out.push({ k, delta, T: env.T[k]! + t * (env.T[k + 1]! - env.T[k]!), side: delta > 0 ? 'bubble' : 'dew' });
    }
  }
  return out;
}

/**
 * Solves the crossing exactly: Δ where the envelope's p equals p, by Illinois false position inside its segment, each
 * point a Newton solve seeded by interpolation. On return model.L holds the blend (bulk) and model.V the incipient
 * phase, and mx.solver.u the solution. @returns T (K), or NaN when a solve fails
 */
export function solveCrossing(mx: Mixture, env: Envelope, c: Crossing, p: number): number {
  const n = mx.model.n;
  const u = mx.solver.u;
  const k = c.k;
  let a = env.delta[k]!;
  let fa = env.p[k]! - p;
  let b = env.delta[k + 1]!;
  let fb = env.p[k + 1]! - p;
  let d = c.delta;
  let side = 0;
  for (let it = 0; it < 40; it++) {
    const t = (d - env.delta[k]!) / (env.delta[k + 1]! - env.delta[k]!);
    for (let i = 0; i < n + 3; i++) u[i] = env.u[k]![i]! + t * (env.u[k + 1]![i]! - env.u[k]![i]!);
    if (!solveAtDelta(mx, d)) return NaN;
    const f = mx.model.L.p - p;
    if (Math.abs(f) <= 1e-11 * p) break;
    if (f * fa > 0) {
      a = d;
      fa = f;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = d;
      fb = f;
      if (side === 1) fa /= 2;
      side = 1;
    }
    d = a - (fa * (b - a)) / (fb - fa);
  }
  return Math.exp(u[n + 2]!);
}
