// Piecewise Chebyshev fits (the seeds of the phase-equilibrium solvers): equal-width pieces over [xmin, xmax],
// every variable of a piece expanded in T_k of the local variable. Evaluation is Clenshaw, allocation-free.
import type { ChebFit, SeedData } from './types';

/** Evaluates a saturation-curve fit of the seeds at temperature T (K): argument √(Tx − T). */
export function evalSeedT(seeds: SeedData, fit: ChebFit, T: number, out: Float64Array): void {
  const d = seeds.Tx - T;
  evalCheb(fit, d > 0 ? Math.sqrt(d) : 0, out);
}

/**
 * Evaluates all variables of `fit` at x (clamped to the fit's range) into out[0..vars-1].
 * @returns the clamped argument
 */
export function evalCheb(fit: ChebFit, x: number, out: Float64Array): number {
  const xc = x < fit.xmin ? fit.xmin : x > fit.xmax ? fit.xmax : x;
  const w = (fit.xmax - fit.xmin) / fit.pieces;
  let piece = Math.floor((xc - fit.xmin) / w);
  if (piece >= fit.pieces) piece = fit.pieces - 1;
  const a = fit.xmin + piece * w;
  const s = (2 * (xc - a)) / w - 1;
  const s2 = 2 * s;
  const d1 = fit.degree1;
  const base = piece * fit.vars * d1;
  const c = fit.coef;
  for (let v = 0; v < fit.vars; v++) {
    const o = base + v * d1;
    let b1 = 0;
    let b2 = 0;
    for (let k = d1 - 1; k >= 1; k--) {
      const b0 = c[o + k]! + s2 * b1 - b2;
      b2 = b1;
      b1 = b0;
    }
    out[v] = c[o]! + s * b1 - b2;
  }
  return xc;
}

/**
 * Least-squares fit (build time only): samples (xs[i], ys[i][v]) into `pieces` equal pieces of `degree`.
 * Allocates; not for hot paths.
 */
export function fitCheb(xs: readonly number[], ys: readonly (readonly number[])[], pieces: number, degree: number): ChebFit {
  const xmin = Math.min(...xs);
  const xmax = Math.max(...xs);
  const vars = ys[0]!.length;
  const d1 = degree + 1;
  const w = (xmax - xmin) / pieces;
  const coef: number[] = new Array<number>(pieces * vars * d1).fill(0);
  for (let p = 0; p < pieces; p++) {
    const a = xmin + p * w;
    const b = a + w;
    // samples of this piece, with a little overlap for continuity
    const idx: number[] = [];
    const margin = 0.15 * w;
    xs.forEach((x, i) => {
      if (x >= a - margin && x <= b + margin) idx.push(i);
    });
    if (idx.length < d1) throw new Error(`fitCheb: ${idx.length} samples for degree ${degree} in piece ${p}`);
    // normal equations
    const A = new Float64Array(d1 * d1);
    const rhs = new Float64Array(d1 * vars);
    const T = new Float64Array(d1);
    for (const i of idx) {
      const s = (2 * (xs[i]! - a)) / w - 1;
      T[0] = 1;
      if (d1 > 1) T[1] = s;
      for (let k = 2; k < d1; k++) T[k] = 2 * s * T[k - 1]! - T[k - 2]!;
      for (let r = 0; r < d1; r++) {
        for (let c = 0; c < d1; c++) A[r * d1 + c] = A[r * d1 + c]! + T[r]! * T[c]!;
        for (let v = 0; v < vars; v++) rhs[v * d1 + r] = rhs[v * d1 + r]! + T[r]! * ys[i]![v]!;
      }
    }
    // Cholesky-free: Gaussian elimination per variable
    for (let v = 0; v < vars; v++) {
      const M = Float64Array.from(A);
      const bb = rhs.slice(v * d1, v * d1 + d1);
      for (let c = 0; c < d1; c++) {
        let piv = c;
        for (let r = c + 1; r < d1; r++) if (Math.abs(M[r * d1 + c]!) > Math.abs(M[piv * d1 + c]!)) piv = r;
        if (piv !== c) {
          for (let k = 0; k < d1; k++) {
            const t = M[c * d1 + k]!;
            M[c * d1 + k] = M[piv * d1 + k]!;
            M[piv * d1 + k] = t;
          }
          const t = bb[c]!;
          bb[c] = bb[piv]!;
          bb[piv] = t;
        }
        for (let r = c + 1; r < d1; r++) {
          const f = M[r * d1 + c]! / M[c * d1 + c]!;
          for (let k = c; k < d1; k++) M[r * d1 + k] = M[r * d1 + k]! - f * M[c * d1 + k]!;
          bb[r] = bb[r]! - f * bb[c]!;
        }
      }
      for (let r = d1 - 1; r >= 0; r--) {
        let s = bb[r]!;
        for (let k = r + 1; k < d1; k++) s -= M[r * d1 + k]! * bb[k]!;
        bb[r] = s / M[r * d1 + r]!;
      }
      for (let k = 0; k < d1; k++) coef[(p * vars + v) * d1 + k] = bb[k]!;
    }
  }
  return { xmin, xmax, pieces, vars, degree1: d1, coef };
}
