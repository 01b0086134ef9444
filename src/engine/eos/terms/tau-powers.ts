// τ^t for a fixed list of exponents without one exp() per term: most equations use exponents on a grid k/q with a
// small q (R744: quarters up to 28, R32 and R134a: quarters and halves), so τ^t = τ^i · (τ^(1/q))^j with i = ⌊t⌋ from a
// table of integer powers and j from a table of q-th-root powers: one exp() per evaluation instead of one per term.
// Exponents off the grid fall back to exp(t ln τ). Relative rounding error of the tables ~ (number of factors)·1e-16.

/** Largest grid denominator tried: above it the table of roots costs about what the exps it saves would. */
const MAX_Q = 16;

export interface TauPowers {
  /** Grid denominator (0: no exponent on a grid of 2 or more terms; every term uses exp). */
  readonly q: number;
  readonly intMin: number;
  /** Per term: index into the integer-power table (-1 off the grid) and the power of the q-th root. */
  readonly intIdx: Int32Array;
  readonly fracIdx: Int32Array;
  /** Scratch tables τ^(intMin + k) and τ^(j/q), refilled per evaluation. */
  readonly intTable: Float64Array;
  readonly fracTable: Float64Array;
}

function onGrid(t: number, q: number): boolean {
  return Math.abs(t * q - Math.round(t * q)) < 1e-9;
}

export function compileTauPowers(t: readonly number[]): TauPowers {
  let q = 0;
  let best = 1;
  for (let c = 1; c <= MAX_Q; c++) {
    const covered = t.filter((x) => onGrid(x, c)).length;
    if (covered > best) {
      best = covered;
      q = c;
    }
  }
  const intIdx = new Int32Array(t.length).fill(-1);
  const fracIdx = new Int32Array(t.length);
  if (q === 0) return { q, intMin: 0, intIdx, fracIdx, intTable: new Float64Array(0), fracTable: new Float64Array(0) };
  const k = t.map((x) => (onGrid(x, q) ? Math.round(x * q) : null));
  const ints = k.flatMap((x) => (x === null ? [] : [Math.floor(x / q)]));
  const intMin = Math.min(...ints);
  const intMax = Math.max(...ints);
  k.forEach((x, i) => {
    if (x === null) return;
    const whole = Math.floor(x / q);
    intIdx[i] = whole - intMin;
    fracIdx[i] = x - whole * q;
  });
  return { q, intMin, intIdx, fracIdx, intTable: new Float64Array(intMax - intMin + 1), fracTable: new Float64Array(q) };
}

/** Fills the tables for τ (lnTau = ln τ); then τ^t_i = intTable[intIdx[i]] · fracTable[fracIdx[i]] where intIdx[i] ≥ 0. */
export function fillTauPowers(tp: TauPowers, tau: number, lnTau: number): void {
  const q = tp.q;
  if (q === 0) return;
  const it = tp.intTable;
  let v = 1;
  if (tp.intMin < 0) {
    const inv = 1 / tau;
    for (let k = 0; k < -tp.intMin; k++) v *= inv;
  } else {
    for (let k = 0; k < tp.intMin; k++) v *= tau;
  }
  it[0] = v;
  for (let k = 1; k < it.length; k++) it[k] = it[k - 1]! * tau;
  const ft = tp.fracTable;
  ft[0] = 1;
  if (q > 1) {
    const root = Math.exp(lnTau / q);
    for (let j = 1; j < q; j++) ft[j] = ft[j - 1]! * root;
  }
}
