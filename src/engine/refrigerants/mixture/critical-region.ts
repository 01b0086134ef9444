// States of a blend in its critical region: above the end of the traced saturation curves (limits.Tmax, a few K
// below the estimated critical point) and below 1.2 pc, where the fitted curves cannot tell the phase. The equation
// of state holds there; what is missing is which phase (or phases) the blend takes. Answered from the equation
// alone (Michelsen & Mollerup, Thermodynamic Models, 2nd ed., ch. 9–10):
//   1. every density root of p(T, ρ, z) = p; the feed takes the root of least Gibbs energy Σ z_i ln f_i;
//   2. a tangent-plane stability test from trial phases (the incipient phases at the end of the traced curves, and
//      the feed's other density roots): a trial that converges with Σ W > 1 proves the feed unstable;
//   3. a stable feed is single-phase at that root; an unstable one is flashed from the trial phase, and answers the
//      two phases in equilibrium.
// A state for which neither holds (the flash does not converge, or the test cannot tell within its iterations: at
// the critical point itself the phases become identical) is refused: out_of_range naming T, p, the end of the traced
// curves and the estimated critical point.
import { EngineError } from '../../errors';
import { evalSeedT } from './cheb';
import { flashFrom } from './flash';
import type { Phase } from './model';
import type { Mixture } from './registry';
import { fromPhases } from './two-phase';
import type { MixtureStateResult } from './types';

/** Points of the isotherm scanned for density roots, from a tenth of the ideal-gas density to the densest liquid. */
const SCAN = 120;

/** ln ρ (mol/m³) of every root of p(T, ρ, x) = p on the isotherm with ph.x, ascending; ph is left at the last. */
function densityRoots(mx: Mixture, ph: Phase, T: number, p: number, lnrMax: number): number[] {
  const model = mx.model;
  const lo = Math.log(p / (model.gasConstant(ph.x) * T)) - 2.3;
  const roots: number[] = [];
  let xPrev = lo;
  model.evalPhase(ph, T, Math.exp(xPrev), 0);
  let gPrev = ph.p - p;
  for (let k = 1; k <= SCAN; k++) {
    const x = lo + ((lnrMax - lo) * k) / SCAN;
    model.evalPhase(ph, T, Math.exp(x), 0);
    const g = ph.p - p;
    if (gPrev < 0 && g >= 0) roots.push(bisect(mx, ph, T, p, xPrev, x));
    xPrev = x;
    gPrev = g;
  }
  return roots;
}

/** The root of p(T, ρ) = p in [a, b] (p rising there), by bisection to 1e-12 in ln ρ. */
function bisect(mx: Mixture, ph: Phase, T: number, p: number, a: number, b: number): number {
  for (let it = 0; it < 60 && b - a > 1e-12; it++) {
    const m = 0.5 * (a + b);
    mx.model.evalPhase(ph, T, Math.exp(m), 0);
    if (ph.p < p) a = m;
    else b = m;
  }
  return 0.5 * (a + b);
}

/** Σ x_i ln f_i at ln ρ: the phase's molar Gibbs energy over RT, up to a function of T. */
function gibbs(mx: Mixture, ph: Phase, T: number, lnr: number): number {
  mx.model.evalPhase(ph, T, Math.exp(lnr), 1);
  let g = 0;
  for (let i = 0; i < mx.model.n; i++) g += ph.x[i]! * ph.lnf[i]!;
  return g;
}

/** The root of least Gibbs energy of composition ph.x, or NaN when p has none on the scanned isotherm. */
function stableRoot(mx: Mixture, ph: Phase, T: number, p: number, lnrMax: number): number {
  let best = NaN;
  let gBest = Infinity;
  for (const r of densityRoots(mx, ph, T, p, lnrMax)) {
    const g = gibbs(mx, ph, T, r);
    if (g < gBest) {
      gBest = g;
      best = r;
    }
  }
  return best;
}

/** Outcome of the stability test: stable, or the trial phase (composition in `w`, ln ρ) that proves it unstable. */
type Stability = { stable: true } | { stable: false; w: Float64Array; lnr: number };

/**
 * Tangent-plane test by successive substitution (ln W_i = ln w_i + ln f_i(z) − ln f_i(w)) from one trial. Returns
 * 'stable' when the trial falls back onto the feed or converges with Σ W ≤ 1, 'unstable' with Σ W > 1, 'unknown'
 * when it does not converge.
 */
function trial(mx: Mixture, T: number, p: number, lnfZ: Float64Array, w0: Float64Array, lnrMax: number, out: Float64Array): { verdict: 'stable' | 'unstable' | 'unknown'; lnr: number } {
  const model = mx.model;
  const n = model.n;
  const S = model.S;
  const z = model.z;
  S.x.set(w0);
  let lnr = NaN;
  for (let it = 0; it < 200; it++) {
    lnr = stableRoot(mx, S, T, p, lnrMax);
    if (Number.isNaN(lnr)) return { verdict: 'unknown', lnr };
    model.evalPhase(S, T, Math.exp(lnr), 1);
    let sumW = 0;
    let change = 0;
    let distance = 0;
    for (let i = 0; i < n; i++) {
      const W = Math.exp(Math.log(S.x[i]!) + lnfZ[i]! - S.lnf[i]!);
      out[i] = W;
      sumW += W;
    }
    for (let i = 0; i < n; i++) {
      const w = out[i]! / sumW;
      change = Math.max(change, Math.abs(w - S.x[i]!));
      distance = Math.max(distance, Math.abs(w - z[i]!));
      S.x[i] = w;
    }
    if (distance < 1e-6) return { verdict: 'stable', lnr };
    if (change < 1e-11) {
      out.set(S.x);
      return { verdict: sumW > 1 + 1e-9 ? 'unstable' : 'stable', lnr };
    }
  }
  return { verdict: 'unknown', lnr };
}

/** The feed's stability at (T, p), its root known (ln ρ, lnfZ its ln f_i there). */
function stability(mx: Mixture, T: number, p: number, lnfZ: Float64Array, lnrMax: number): Stability | null {
  const n = mx.model.n;
  const sc = mx.scratch;
  const lim = mx.data.limits;
  const trials: Float64Array[] = [];
  // The incipient phases where the traced curves end: the vapour at the bubble point, the liquid at the dew point.
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, lim.Tmax, sc);
  trials.push(Float64Array.from({ length: n }, (_, i) => sc[3 + i]!));
  evalSeedT(mx.data.seeds, mx.data.seeds.dewT, lim.Tmax, sc);
  trials.push(Float64Array.from({ length: n }, (_, i) => sc[3 + i]!));
  // Those compositions pushed further from the feed (deeper into the glide's direction), each way.
  const z = mx.model.z;
  for (const base of [trials[0]!, trials[1]!]) {
    for (const k of [3, -2]) {
      const w = Float64Array.from({ length: n }, (_, i) => Math.max(1e-8, z[i]! + k * (base[i]! - z[i]!)));
      const sum = w.reduce((a, b) => a + b, 0);
      trials.push(w.map((v) => v / sum));
    }
  }
  const out = new Float64Array(n);
  let unknown = false;
  for (const w0 of trials) {
    const t = trial(mx, T, p, lnfZ, w0, lnrMax, out);
    if (t.verdict === 'unstable') return { stable: false, w: Float64Array.from(out), lnr: t.lnr };
    if (t.verdict === 'unknown') unknown = true;
  }
  return unknown ? null : { stable: true };
}

/**
 * The refusal: out_of_range on the temperature as before (min/max the traced curves' range, so callers that read
 * those keep working), naming the state's pressure too and the estimated critical point it is near.
 */
/** β of the Rachford–Rice equation Σ z_i (K_i − 1) / (1 + β (K_i − 1)) = 0 between its poles, by bisection. */
function rachfordRice(z: Float64Array, K: Float64Array): number {
  let kMin = Infinity;
  let kMax = -Infinity;
  for (const k of K) {
    kMin = Math.min(kMin, k);
    kMax = Math.max(kMax, k);
  }
  if (!(kMax > 1 && kMin < 1)) return NaN;
  let a = 1 / (1 - kMax) + 1e-12;
  let b = 1 / (1 - kMin) - 1e-12;
  for (let it = 0; it < 200 && b - a > 1e-14; it++) {
    const m = 0.5 * (a + b);
    let f = 0;
    for (let i = 0; i < z.length; i++) f += (z[i]! * (K[i]! - 1)) / (1 + m * (K[i]! - 1));
    if (f > 0) a = m;
    else b = m;
  }
  return 0.5 * (a + b);
}

/**
 * Isothermal flash by successive substitution (K_i ← K_i f_i(x) / f_i(y)) from the incipient phase w found by the
 * stability test (`kind` its side): the phases, their ln ρ and β when it converges inside (0, 1), else null.
 */
function successiveSubstitution(mx: Mixture, T: number, p: number, kind: 'liquid' | 'vapor', w: Float64Array, lnrMax: number) {
  const model = mx.model;
  const n = model.n;
  const z = model.z;
  const { L, V } = model;
  const K = Float64Array.from({ length: n }, (_, i) => (kind === 'vapor' ? w[i]! / z[i]! : z[i]! / w[i]!));
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let it = 0; it < 500; it++) {
    // From the trial's K-values β = 0 is a root (Σ w = Σ z): the iterations move it; only the converged β must lie
    // inside (0, 1).
    const beta = rachfordRice(z, K);
    if (Number.isNaN(beta)) return null;
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < n; i++) {
      x[i] = z[i]! / (1 + beta * (K[i]! - 1));
      y[i] = K[i]! * x[i]!;
      sx += x[i]!;
      sy += y[i]!;
    }
    for (let i = 0; i < n; i++) {
      L.x[i] = x[i]! / sx;
      V.x[i] = y[i]! / sy;
    }
    const rootsL = densityRoots(mx, L, T, p, lnrMax);
    const rootsV = densityRoots(mx, V, T, p, lnrMax);
    if (rootsL.length === 0 || rootsV.length === 0) return null;
    const lnrL = rootsL[rootsL.length - 1]!;
    const lnrV = rootsV[0]!;
    model.evalPhase(L, T, Math.exp(lnrL), 1);
    model.evalPhase(V, T, Math.exp(lnrV), 1);
    let residual = 0;
    for (let i = 0; i < n; i++) {
      const d = L.lnf[i]! - V.lnf[i]!;
      residual = Math.max(residual, Math.abs(d));
      K[i] = K[i]! * Math.exp(d);
    }
    if (Math.abs(lnrL - lnrV) < 1e-4) return null; // fell onto the trivial solution
    // Close enough for Newton (quadratic from here; substitution crawls near the critical point): hand over.
    if (residual < 1e-4 && beta > 0 && beta < 1) return { x: Float64Array.from(L.x), y: Float64Array.from(V.x), lnrL, lnrV, beta };
  }
  return null;
}

function refuse(mx: Mixture, T: number, p: number): EngineError {
  const crit = mx.data.critical;
  const lim = mx.data.limits;
  return new EngineError({
    code: 'out_of_range',
    quantity: 'temperature',
    value: T,
    min: lim.Tmin,
    max: lim.Tmax,
    pressure: p,
    region: 'critical',
    criticalTemperature: crit?.T ?? null,
    criticalPressure: crit?.p ?? null,
  });
}

/**
 * The (T, p) state of a blend in its critical region (see the head of this file), single-phase or two-phase.
 * `single` fills a single-phase result from model.S evaluated at the root.
 * @throws EngineError critical_region when the equation gives no unique answer the solvers can find
 */
export function criticalRegionTP(mx: Mixture, T: number, p: number, single: (phase: MixtureStateResult['phase']) => MixtureStateResult): MixtureStateResult {
  const model = mx.model;
  const S = model.S;
  const sc = mx.scratch;
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, mx.data.limits.Tmin, sc);
  const lnrMax = sc[1]! + 0.3;
  S.x.set(model.z);
  const lnr = stableRoot(mx, S, T, p, lnrMax);
  if (Number.isNaN(lnr)) throw refuse(mx, T, p);
  S.x.set(model.z);
  model.evalPhase(S, T, Math.exp(lnr), 1);
  const lnfZ = Float64Array.from(S.lnf);
  const verdict = stability(mx, T, p, lnfZ, lnrMax);
  if (!verdict) throw refuse(mx, T, p);
  if (verdict.stable) {
    S.x.set(model.z);
    model.evalPhase(S, T, Math.exp(lnr), 0);
    const crit = mx.data.critical;
    const supercritical = crit && T >= crit.T && p >= crit.p;
    // Denser than the mixture's reducing density (about its critical density): liquid-like.
    return single(supercritical ? 'supercritical' : S.delta > 1 ? 'liquid' : 'vapor');
  }
  // Unstable: flashed by successive substitution from the trial phase's K-values, then polished by Newton.
  const phases = successiveSubstitution(mx, T, p, verdict.lnr > lnr ? 'liquid' : 'vapor', verdict.w, lnrMax);
  if (phases) {
    const result = flashFrom(mx, T, p, phases.x, phases.y, phases.lnrL, phases.lnrV, phases.beta);
    if (result && result.beta > 0 && result.beta < 1) {
      return fromPhases(mx, T, p, result.beta, { T: 0, p: 0, rho: 0, h: 0, s: 0, cp: null, phase: 'twophase', quality: 0 });
    }
  }
  throw refuse(mx, T, p);
}
