// Isothermal flash of a blend at its nominal composition z: the liquid x and vapour y in equilibrium at (T, p) and
// the vapour's molar fraction β (Michelsen & Mollerup, Thermodynamic Models: Fundamentals & Computational Aspects,
// 2nd ed., ch. 6 and 10). Rather than successive substitution on the Rachford–Rice equation Σ z_i (K_i − 1) /
// (1 + β (K_i − 1)) = 0, the whole system is solved by Newton with the analytic Jacobian of model.ts, so it converges
// quadratically from the seed the fitted bubble and dew curves give:
//   unknowns   ln ρ', ln ρ'', x_0..x_{N-1}, y_0..y_{N-1}, β
//   equations  ln f_i(T, ρ', x) = ln f_i(T, ρ'', y)           (equal fugacities, N)
//              p(T, ρ', x) = p,  p(T, ρ'', y) = p               (2)
//              (1 − β) x_i + β y_i = z_i                        (material balance, N; Rachford–Rice's K_i = y_i / x_i)
//              Σ y_i − Σ x_i = 0                                (with the balance, Σ x_i = Σ y_i = 1 for any β; a
//                                                                plain Σ x_i = 1 would leave y unnormalised at β = 0,
//                                                                a spurious root a warm start can fall into)
// Every composition is an independent variable (the GERG extension the model's ∂ln f/∂x_j are taken in). A β that
// leaves [0, 1] says the state is single-phase. Allocation-free after the first call per blend.
import { EngineError } from '../../errors';
import { evalCheb, evalSeedT } from './cheb';
import type { Mixture } from './registry';
import { solveLinear } from './vle';

/** Scratch of the flash of one blend; `u` keeps the last solution to seed the next (the (p, h) search). */
class FlashScratch {
  readonly u: Float64Array;
  readonly J: Float64Array;
  readonly r: Float64Array;
  readonly du: Float64Array;
  /** Whether `u` holds a solution at `T`, `p`. */
  warm = false;
  T = 0;
  p = 0;

  constructor(n: number) {
    const m = 2 * n + 3;
    this.u = new Float64Array(m);
    this.J = new Float64Array(m * m);
    this.r = new Float64Array(m);
    this.du = new Float64Array(m);
  }
}

const scratches = new WeakMap<Mixture, FlashScratch>();

function scratchOf(mx: Mixture): FlashScratch {
  let s = scratches.get(mx);
  if (!s) {
    s = new FlashScratch(mx.model.n);
    scratches.set(mx, s);
  }
  return s;
}

/** The result of a flash: model.L holds the liquid, model.V the vapour, both evaluated at (T, p). */
export interface FlashResult {
  /** Molar vapour fraction; outside [0, 1] the state is single-phase. */
  beta: number;
}

/**
 * Seeds u at (T, p) from the fitted curves: the band at p from the bubble and dew temperature fits, the incipient
 * phases' compositions and densities from the T fits, interpolated linearly in T across the glide.
 */
function seed(mx: Mixture, T: number, p: number, u: Float64Array): void {
  const n = mx.model.n;
  const z = mx.model.z;
  const sc = mx.scratch;
  const seeds = mx.data.seeds;
  const lnp = Math.log(p);
  evalCheb(seeds.bubbleP, lnp, sc);
  const Tb = sc[0]!;
  evalCheb(seeds.dewP, lnp, sc);
  const Td = sc[0]!;
  const t = Td > Tb ? Math.min(0.99, Math.max(0.01, (T - Tb) / (Td - Tb))) : 0.5;
  // bubble point: liquid z, incipient vapour w; dew point: vapour z, incipient liquid w
  evalSeedT(seeds, seeds.bubbleT, Tb, sc);
  const lnrLb = sc[1]!;
  const lnrVb = sc[2]!;
  for (let i = 0; i < n; i++) u[2 + n + i] = sc[3 + i]!;
  evalSeedT(seeds, seeds.dewT, Td, sc);
  u[0] = lnrLb + t * (sc[1]! - lnrLb);
  u[1] = lnrVb + t * (sc[2]! - lnrVb);
  for (let i = 0; i < n; i++) {
    u[2 + i] = z[i]! + t * (sc[3 + i]! - z[i]!);
    u[2 + n + i] = u[2 + n + i]! + t * (z[i]! - u[2 + n + i]!);
  }
  u[2 + 2 * n] = t;
}

/**
 * Solves the flash at T (K), p (Pa): from the last solution when it is at the same pressure (the (p, h) search),
 * else, or should that fail (a start across the glide), from the fitted curves.
 * @throws EngineError no_convergence
 */
export function flashTP(mx: Mixture, T: number, p: number): FlashResult {
  const s = scratchOf(mx);
  if (s.warm && s.p === p) {
    const warm = newton(mx, s, T, p);
    if (warm) return warm;
  }
  seed(mx, T, p, s.u);
  const cold = newton(mx, s, T, p);
  if (cold) return cold;
  throw new EngineError({ code: 'no_convergence', quantity: 'pressure', value: p, what: `${mx.model.name} flash at ${T} K` });
}

/**
 * Solves the flash at T (K), p (Pa) from given phases (the critical region, where the fitted curves give no seed):
 * liquid x at ln ρ' (mol/m³), vapour y at ln ρ'', vapour fraction beta; null when Newton does not converge.
 */
export function flashFrom(mx: Mixture, T: number, p: number, x: Float64Array, y: Float64Array, lnrL: number, lnrV: number, beta: number): FlashResult | null {
  const s = scratchOf(mx);
  const n = mx.model.n;
  const u = s.u;
  u[0] = lnrL;
  u[1] = lnrV;
  for (let i = 0; i < n; i++) {
    u[2 + i] = x[i]!;
    u[2 + n + i] = y[i]!;
  }
  u[2 + 2 * n] = beta;
  return newton(mx, s, T, p);
}

/** Newton from s.u; null when it diverges or stalls. */
function newton(mx: Mixture, s: FlashScratch, T: number, p: number): FlashResult | null {
  const model = mx.model;
  const n = model.n;
  const L = model.L;
  const V = model.V;
  const z = model.z;
  const { u, J, r, du } = s;
  const m = 2 * n + 3;
  s.warm = false;
  const iB = 2 + 2 * n;
  for (let it = 0; it < 50; it++) {
    for (let i = 0; i < n; i++) {
      L.x[i] = u[2 + i]!;
      V.x[i] = u[2 + n + i]!;
    }
    model.evalPhase(L, T, Math.exp(u[0]!), 2);
    model.evalPhase(V, T, Math.exp(u[1]!), 2);
    const beta = u[iB]!;
    J.fill(0);
    let yMinusX = 0;
    for (let i = 0; i < n; i++) {
      const row = i * m;
      r[i] = L.lnf[i]! - V.lnf[i]!;
      J[row] = L.dlnf_dlnrho[i]!;
      J[row + 1] = -V.dlnf_dlnrho[i]!;
      for (let j = 0; j < n; j++) {
        J[row + 2 + j] = L.dlnf_dx[i * n + j]!;
        J[row + 2 + n + j] = -V.dlnf_dx[i * n + j]!;
      }
      const rowB = (n + 2 + i) * m;
      r[n + 2 + i] = (1 - beta) * u[2 + i]! + beta * u[2 + n + i]! - z[i]!;
      J[rowB + 2 + i] = 1 - beta;
      J[rowB + 2 + n + i] = beta;
      J[rowB + iB] = u[2 + n + i]! - u[2 + i]!;
      yMinusX += u[2 + n + i]! - u[2 + i]!;
    }
    const rowL = n * m;
    const rowV = (n + 1) * m;
    r[n] = (L.p - p) / p;
    r[n + 1] = (V.p - p) / p;
    J[rowL] = L.dp_dlnrho / p;
    J[rowV + 1] = V.dp_dlnrho / p;
    for (let j = 0; j < n; j++) {
      J[rowL + 2 + j] = L.dp_dx[j]! / p;
      J[rowV + 2 + n + j] = V.dp_dx[j]! / p;
    }
    const rowS = (m - 1) * m;
    r[m - 1] = yMinusX;
    for (let j = 0; j < n; j++) {
      J[rowS + 2 + j] = -1;
      J[rowS + 2 + n + j] = 1;
    }

    // Converged when every equation holds to 1e-10 (relative p, ln f, mole balance; round-off leaves ~1e-11): the
    // phases in model.L and model.V are then the solution as evaluated, and a warm start from a nearby T costs one or
    // two iterations.
    let maxResidual = 0;
    for (let k = 0; k < m; k++) maxResidual = Math.max(maxResidual, Math.abs(r[k]!));
    if (maxResidual < 1e-10) {
      if (Math.abs(u[0]! - u[1]!) < 1e-4) break; // trivial solution: both phases alike
      s.warm = true;
      s.T = T;
      s.p = p;
      return { beta: u[iB]! };
    }
    for (let k = 0; k < m; k++) du[k] = -r[k]!;
    if (!solveLinear(J, du, m)) break;
    // Limit the step: densities by e^0.5, mole fractions kept positive.
    let scale = 1;
    for (let k = 0; k < 2; k++) if (Math.abs(du[k]!) * scale > 0.5) scale = 0.5 / Math.abs(du[k]!);
    for (let k = 2; k < iB; k++) if (u[k]! + scale * du[k]! <= 0) scale = (0.5 * u[k]!) / -du[k]!;
    let maxStep = 0;
    for (let k = 0; k < m; k++) {
      u[k] = u[k]! + scale * du[k]!;
      maxStep = Math.max(maxStep, Math.abs(du[k]!));
    }
    if (!(maxStep < 1e3)) break;
  }
  return null;
}
