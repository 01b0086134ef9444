// Integer powers δ^k and the factors exp(-δ^l), shared by every term family evaluated at one δ (and, in a mixture,
// by every component and departure function, which all see the mixture's δ): the powers are rebuilt only when δ
// changes, and each exp(-δ^l) is computed at most once per δ, by the caller, through `expL`/`expLAt`.
export const MAX_D = 24;
export const MAX_L = 8;

export interface DeltaTable {
  /** δ^k for k = 0..MAX_D + MAX_L (filled as far as asked for). */
  readonly powers: Float64Array;
  /** exp(-δ^l) for l = 1..MAX_L, valid where expLAt[l] === δ; slot 0 always holds 1 (the factor of terms with l = 0). */
  readonly expL: Float64Array;
  readonly expLAt: Float64Array;
}

const table: DeltaTable = {
  powers: new Float64Array(MAX_D + MAX_L + 1),
  expL: Float64Array.of(1, ...new Array<number>(MAX_L).fill(0)),
  expLAt: new Float64Array(MAX_L + 1).fill(Number.NaN),
};
// δ of the powers, in a typed array: a module-level `let` holding a double would allocate a heap number per write
const powersAt = Float64Array.of(Number.NaN);
/** Highest power filled for powersAt. */
let filled = 0;

/**
 * The shared table, its powers filled for δ up to δ^upTo (upTo at most MAX_D + MAX_L); read it before the next call
 * with another δ.
 */
export function deltaTable(delta: number, upTo: number): DeltaTable {
  const p = table.powers;
  if (delta !== powersAt[0]) {
    p[0] = 1;
    filled = 0;
    powersAt[0] = delta;
  }
  if (upTo > filled) {
    for (let k = filled + 1; k <= upTo; k++) p[k] = p[k - 1]! * delta;
    filled = upTo;
  }
  return table;
}
