// Piecewise Chebyshev expansions (the superancillary curves): f(x) = Σ c_k T_k(s), s = (2x - (a + b))/(b - a)
// on the piece [a, b] holding x. Evaluated with Clenshaw's recurrence; nothing allocated per call.
import type { ChebyshevPiece } from '../eos/fluid-data';

export interface ChebyshevSeries {
  readonly count: number;
  /** Piece bounds, ascending: piece i spans [bounds[i], bounds[i+1]]. */
  readonly bounds: Float64Array;
  readonly start: Int32Array;
  readonly length: Int32Array;
  readonly coef: Float64Array;
}

export function compileSeries(pieces: readonly ChebyshevPiece[]): ChebyshevSeries {
  const sorted = [...pieces].sort((p, q) => p[0]! - q[0]!);
  const bounds = new Float64Array(sorted.length + 1);
  const start = new Int32Array(sorted.length);
  const length = new Int32Array(sorted.length);
  const coef: number[] = [];
  sorted.forEach((p, i) => {
    bounds[i] = p[0]!;
    bounds[i + 1] = p[1]!;
    start[i] = coef.length;
    length[i] = p.length - 2;
    coef.push(...p.slice(2));
  });
  return { count: sorted.length, bounds, start, length, coef: Float64Array.from(coef) };
}

/** Index of the piece holding x (clamped to the first or last piece). */
export function pieceIndex(series: ChebyshevSeries, x: number): number {
  const b = series.bounds;
  let lo = 0;
  let hi = series.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (x >= b[mid]!) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Σ c_k T_k(s) of piece i at s in [-1, 1]. */
export function clenshaw(series: ChebyshevSeries, i: number, s: number): number {
  const c = series.coef;
  const first = series.start[i]!;
  let b1 = 0;
  let b2 = 0;
  const s2 = 2 * s;
  for (let k = first + series.length[i]! - 1; k > first; k--) {
    const b0 = c[k]! + s2 * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  return c[first]! + s * b1 - b2;
}

/** Value of the series at x. */
export function evaluateSeries(series: ChebyshevSeries, x: number): number {
  const i = pieceIndex(series, x);
  const a = series.bounds[i]!;
  const b = series.bounds[i + 1]!;
  return clenshaw(series, i, (2 * x - (a + b)) / (b - a));
}

/** d/ds of Σ c_k T_k(s) of piece i (T_k' = k U_{k-1}, summed by a Clenshaw recurrence on U). */
export function clenshawDerivative(series: ChebyshevSeries, i: number, s: number): number {
  const c = series.coef;
  const first = series.start[i]!;
  const len = series.length[i]!;
  let b1 = 0;
  let b2 = 0;
  const s2 = 2 * s;
  for (let k = len - 1; k >= 1; k--) {
    const b0 = k * c[first + k]! + s2 * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  // Σ_{k≥1} k c_k U_{k-1}(s) with U recurrence: result = b1 (U_0 = 1, U_1 = 2s).
  return b1;
}
