// States of a blend in its critical region: above the end of the traced saturation curves (limits.Tmax, a few K
// below the critical point) and below 1.2 pc, where the fitted curves cannot tell the phase. The equation of state
// holds there; which phase (or phases) the blend takes is read from the top of its phase envelope (envelope.ts,
// traced once per blend): a state is two-phase exactly when an odd number of the envelope's crossings of its
// pressure lie below its temperature. Then
//   - single-phase: the density root of p(T, ρ, z) = p of least Gibbs energy Σ z_i ln f_i;
//   - two-phase: the isothermal flash (flash.ts), seeded by interpolating, in T, the two phases at the crossings
//     that bound the state (bulk and incipient phase of each).
// A crossing within NEAR of the state is solved exactly before the count, so the answer does not hang on the
// interpolation. Every step is bounded (a scan of SCAN densities, Newton solves with iteration caps): no state costs
// more than a few ms once the envelope is traced. A state the flash cannot resolve is refused: out_of_range naming
// T, p, the end of the traced curves and the critical point.
import { EngineError } from '../../errors';
import { evalSeedT } from './cheb';
import { crossingsAt, envelopeOf, solveCrossing, type Crossing, type Envelope } from './envelope';
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

/** How close (K) the state may come to an interpolated crossing before the crossing is solved exactly. */
const NEAR = 0.05;

/** The two phases at a crossing, as the flash takes them: liquid x, vapour y, their ln ρ, and β there (0 or 1). */
function phasesAt(mx: Mixture, env: Envelope, c: Crossing) {
  const n = mx.model.n;
  const z = mx.model.z;
  const a = env.u[c.k]!;
  const b = env.u[c.k + 1]!;
  const t = (c.delta - env.delta[c.k]!) / (env.delta[c.k + 1]! - env.delta[c.k]!);
  const at = (i: number) => a[i]! + t * (b[i]! - a[i]!);
  const w = Float64Array.from({ length: n }, (_, i) => at(2 + i));
  const bubble = c.side === 'bubble';
  return { x: bubble ? z : w, y: bubble ? w : z, lnrL: bubble ? at(0) : at(1), lnrV: bubble ? at(1) : at(0), beta: bubble ? 0 : 1 };
}

/**
 * The (T, p) state of a blend in its critical region (see the head of this file), single-phase or two-phase.
 * `single` fills a single-phase result from model.S evaluated at the root.
 * @throws EngineError out_of_range (region critical) when the envelope or the flash cannot be solved there
 */
export function criticalRegionTP(mx: Mixture, T: number, p: number, single: (phase: MixtureStateResult['phase']) => MixtureStateResult): MixtureStateResult {
  const env = envelopeOf(mx);
  if (!env) throw refuse(mx, T, p);
  const crossings = crossingsAt(env, p);
  for (const c of crossings) {
    if (Math.abs(c.T - T) >= NEAR) continue;
    const exact = solveCrossing(mx, env, c, p);
    if (Number.isNaN(exact)) throw refuse(mx, T, p);
    c.T = exact;
  }
  crossings.sort((a, b) => a.T - b.T);
  const below = crossings.filter((c) => c.T < T).length;
  if (below % 2 === 1) {
    const a = phasesAt(mx, env, crossings[below - 1]!);
    const b = phasesAt(mx, env, crossings[below]!);
    const t = (T - crossings[below - 1]!.T) / (crossings[below]!.T - crossings[below - 1]!.T);
    const lerp = (u: number, v: number) => u + t * (v - u);
    const x = a.x.map((xi, i) => lerp(xi, b.x[i]!));
    const y = a.y.map((yi, i) => lerp(yi, b.y[i]!));
    // Between two dew points (retrograde, above the critical pressure) β is 1 at both ends and below it inside.
    const beta = a.beta === b.beta ? 0.5 : lerp(a.beta, b.beta);
    const result = flashFrom(mx, T, p, x, y, lerp(a.lnrL, b.lnrL), lerp(a.lnrV, b.lnrV), beta);
    if (!result) throw refuse(mx, T, p);
    if (result.beta > 0 && result.beta < 1) {
      return fromPhases(mx, T, p, result.beta, { T: 0, p: 0, rho: 0, h: 0, s: 0, cp: null, phase: 'twophase', quality: 0 });
    }
  }
  const model = mx.model;
  const S = model.S;
  const sc = mx.scratch;
  evalSeedT(mx.data.seeds, mx.data.seeds.bubbleT, mx.data.limits.Tmin, sc);
  S.x.set(model.z);
  const lnr = stableRoot(mx, S, T, p, sc[1]! + 0.3);
  if (Number.isNaN(lnr)) throw refuse(mx, T, p);
  S.x.set(model.z);
  model.evalPhase(S, T, Math.exp(lnr), 0);
  const crit = mx.data.critical;
  const supercritical = crit && T >= crit.T && p >= crit.p;
  // Denser than the mixture's reducing density (about its critical density): liquid-like.
  return single(supercritical ? 'supercritical' : S.delta > 1 ? 'liquid' : 'vapor');
}
