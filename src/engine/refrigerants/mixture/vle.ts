// Bubble and dew points of a mixture: Newton-Raphson on the full phase-equilibrium system (in the spirit of
// Gernert, Jäger & Span, Fluid Phase Equilib. 375 (2014) 209 and CoolProp's newton_raphson_saturation):
//   unknowns   ln ρ', ln ρ'', w_0..w_{N-2} (the incipient phase's mole fractions, w_{N-1} = 1 - Σ) [, ln T]
//   equations  ln f_i(T, ρ', x') = ln f_i(T, ρ'', x'')  (i = 0..N-1)
//              p(T, ρ', x') = p(T, ρ'', x'')           (given T)
//              p(T, ρ', x') = p,  p(T, ρ'', x'') = p    (given p)
//              p(T, ρ', x') = p(T, ρ'', x''),  ln ρ' − ln ρ'' = Δ   (given Δ: the phase envelope near its critical point,
//              where neither T nor p is monotone along it but Δ is, passing 0 at the critical point; past it the
//              bulk phase in the liquid's slot is the lighter one, a dew point)
// with the analytic Jacobian of model.ts. Seeds come from the fitted curves in the blend's data (seeds.ts), so two
// iterations normally suffice. Allocation-free: the Jacobian and vectors live in per-model scratch.
import { EngineError } from '../../errors';
import type { MixtureModel } from './model';

export type SatKind = 'bubble' | 'dew';

const STEP_TOL = 1e-7;

/** Scratch and seed of a saturation solve for one model. */
export class SatSolver {
  readonly model: MixtureModel;
  /** Seed / solution: [ln ρ' (liquid), ln ρ'' (vapour), w_0..w_{N-1}, ln T]; ρ in mol/m3. */
  readonly u: Float64Array;
  private readonly J: Float64Array;
  private readonly r: Float64Array;
  private readonly du: Float64Array;
  iterations = 0;

  constructor(model: MixtureModel) {
    this.model = model;
    const n = model.n;
    this.u = new Float64Array(n + 3);
    const m = n + 2;
    this.J = new Float64Array(m * m);
    this.r = new Float64Array(m);
    this.du = new Float64Array(m);
  }

  /**
   * Solves a bubble (liquid = bulk composition z, vapour incipient) or dew point at given T (K), p (Pa) or Δ = ln ρ' −
   * ln ρ'' (kind 'bubble' only: then model.L holds the bulk phase on either side of the critical point), starting from
   * the seed in `u` (ln T of the seed used unless T is given). On return model.L and model.V hold the two phases,
   * evaluated at the solution. @returns T (K)
   */
  solve(kind: SatKind, given: 'T' | 'p' | 'delta', value: number, maxIter = 40): number {
    const model = this.model;
    const n = model.n;
    const L = model.L;
    const V = model.V;
    const u = this.u;
    const bulk = kind === 'bubble' ? L : V;
    const inc = kind === 'bubble' ? V : L;
    const sInc = kind === 'bubble' ? -1 : 1;
    bulk.x.set(model.z);
    const givenT = given === 'T';
    const givenDelta = given === 'delta';
    const m = givenT ? n + 1 : n + 2;
    const J = this.J;
    const r = this.r;
    const du = this.du;
    let T = givenT ? value : Math.exp(u[n + 2]!);
    let pScale = 0;
    for (let it = 1; it <= maxIter; it++) {
      this.iterations = it;
      let last = 1;
      for (let j = 0; j < n - 1; j++) {
        inc.x[j] = u[2 + j]!;
        last -= u[2 + j]!;
      }
      inc.x[n - 1] = last;
      const rhoL = Math.exp(u[0]!);
      const rhoV = Math.exp(u[1]!);
      model.evalPhase(bulk, T, kind === 'bubble' ? rhoL : rhoV, 1);
      model.evalPhase(inc, T, kind === 'bubble' ? rhoV : rhoL, 2);
      if (given !== 'p' && pScale === 0) pScale = Math.abs(V.p) > 0 ? Math.abs(V.p) : 1e5;
      const pS = given !== 'p' ? pScale : value;
      J.fill(0, 0, m * m);
      for (let i = 0; i < n; i++) {
        r[i] = L.lnf[i]! - V.lnf[i]!;
        const row = i * m;
        J[row] = L.dlnf_dlnrho[i]!;
        J[row + 1] = -V.dlnf_dlnrho[i]!;
        const last = inc.dlnf_dx[i * n + n - 1]!;
        for (let j = 0; j < n - 1; j++) J[row + 2 + j] = sInc * (inc.dlnf_dx[i * n + j]! - last);
        if (!givenT) J[row + n + 1] = L.dlnf_dlnT[i]! - V.dlnf_dlnT[i]!;
      }
      const lastP = inc.dp_dx[n - 1]!;
      if (given !== 'p') {
        const row = n * m;
        r[n] = (L.p - V.p) / pS;
        J[row] = L.dp_dlnrho / pS;
        J[row + 1] = -V.dp_dlnrho / pS;
        for (let j = 0; j < n - 1; j++) J[row + 2 + j] = (sInc * (inc.dp_dx[j]! - lastP)) / pS;
        if (givenDelta) {
          J[row + n + 1] = (L.dp_dlnT - V.dp_dlnT) / pS;
          const rowD = (n + 1) * m;
          r[n + 1] = u[0]! - u[1]! - value;
          J[rowD] = 1;
          J[rowD + 1] = -1;
        }
      } else {
        const rowL = n * m;
        const rowV = (n + 1) * m;
        r[n] = (L.p - value) / value;
        r[n + 1] = (V.p - value) / value;
        J[rowL] = L.dp_dlnrho / value;
        J[rowV + 1] = V.dp_dlnrho / value;
        const incRow = kind === 'bubble' ? rowV : rowL;
        for (let j = 0; j < n - 1; j++) J[incRow + 2 + j] = (inc.dp_dx[j]! - lastP) / value;
        J[rowL + n + 1] = L.dp_dlnT / value;
        J[rowV + n + 1] = V.dp_dlnT / value;
      }
      for (let i = 0; i < m; i++) du[i] = -r[i]!;
      if (!solveLinear(J, du, m)) break;
      // Limit the step: densities by a factor e^0.5 at most, mole fractions kept positive, T by 5 %.
      let scale = 1;
      for (let k = 0; k < 2; k++) if (Math.abs(du[k]!) * scale > 0.5) scale = 0.5 / Math.abs(du[k]!);
      if (!givenT && Math.abs(du[n + 1]!) * scale > 0.05) scale = 0.05 / Math.abs(du[n + 1]!);
      let sumDw = 0;
      for (let j = 0; j < n - 1; j++) {
        const w = u[2 + j]!;
        const d = du[2 + j]!;
        sumDw += d;
        if (w + d * scale <= 0) scale = (0.5 * w) / -d;
      }
      if (last - sumDw * scale <= 0) scale = (0.5 * last) / sumDw;
      let maxStep = 0;
      for (let k = 0; k < 2; k++) {
        u[k] = u[k]! + scale * du[k]!;
        maxStep = Math.max(maxStep, Math.abs(du[k]!));
      }
      for (let j = 0; j < n - 1; j++) {
        u[2 + j] = u[2 + j]! + scale * du[2 + j]!;
        maxStep = Math.max(maxStep, Math.abs(du[2 + j]!));
      }
      if (!givenT) {
        u[n + 2] = u[n + 2]! + scale * du[n + 1]!;
        maxStep = Math.max(maxStep, Math.abs(du[n + 1]!));
        T = Math.exp(u[n + 2]!);
      }
      if (!(maxStep < 1e3)) break; // NaN or divergence
      // Quadratic convergence: after a full step of size ε the error is O(ε²); 1e-7 leaves ~1e-13.
      if (scale === 1 && maxStep < STEP_TOL) {
        if (Math.abs(u[0]! - u[1]!) < 1e-4) break; // trivial solution: both phases alike
        let w = 1;
        for (let j = 0; j < n - 1; j++) {
          inc.x[j] = u[2 + j]!;
          w -= u[2 + j]!;
        }
        inc.x[n - 1] = w;
        u[n + 1] = w;
        // Only the bulk phase is reported (bubble: the liquid, dew: the vapour); the incipient phase keeps the state of
        // the last iteration (within ~1e-7 of the solution), except when p is given, where both are evaluated. Given T,
        // the bulk phase only moved in density, by less than 1e-7 in ln ρ: a first-order update is exact to ~1e-14.
        const rhoBulk = Math.exp(kind === 'bubble' ? u[0]! : u[1]!);
        if (givenT) model.shiftDensity(bulk, rhoBulk);
        else {
          model.evalPhase(bulk, T, rhoBulk, 0);
          model.evalPhase(inc, T, Math.exp(kind === 'bubble' ? u[1]! : u[0]!), 0);
        }
        u[n + 2] = Math.log(T);
        return T;
      }
    }
    throw new EngineError({ code: 'no_convergence', quantity: givenT ? 'temperature' : 'pressure', value, what: `${model.name} ${givenDelta ? 'phase envelope' : `${kind} point`}` });
  }
}

/** Gaussian elimination with partial pivoting, in place: J (m×m, row-major) x = b; b becomes x. */
export function solveLinear(J: Float64Array, b: Float64Array, m: number): boolean {
  for (let c = 0; c < m; c++) {
    let piv = c;
    let best = Math.abs(J[c * m + c]!);
    for (let r = c + 1; r < m; r++) {
      const v = Math.abs(J[r * m + c]!);
      if (v > best) {
        best = v;
        piv = r;
      }
    }
    if (!(best > 0)) return false;
    if (piv !== c) {
      for (let k = c; k < m; k++) {
        const t = J[c * m + k]!;
        J[c * m + k] = J[piv * m + k]!;
        J[piv * m + k] = t;
      }
      const t = b[c]!;
      b[c] = b[piv]!;
      b[piv] = t;
    }
    const inv = 1 / J[c * m + c]!;
    for (let r = c + 1; r < m; r++) {
      const f = J[r * m + c]! * inv;
      if (f === 0) continue;
      for (let k = c + 1; k < m; k++) J[r * m + k] = J[r * m + k]! - f * J[c * m + k]!;
      b[r] = b[r]! - f * b[c]!;
    }
  }
  for (let r = m - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < m; k++) s -= J[r * m + k]! * b[k]!;
    b[r] = s / J[r * m + r]!;
  }
  return true;
}

export type {  };
