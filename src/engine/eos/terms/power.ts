// Residual power terms (ResidualHelmholtzPower):
//   αʳ_i = n δ^d τ^t             (l = 0)
//   αʳ_i = n δ^d τ^t exp(-δ^l)   (l > 0)
// e.g. Tillner-Roth & Baehr, J. Phys. Chem. Ref. Data 23 (1994) 657 (R134a); Kamei et al.,
// Int. J. Thermophys. 16 (1995) 1155 (R22). The generalised exponential form n δ^d τ^t exp(-g δ^l)
// of ./exponential.ts compiles to the same record, with g = 1 here.
import type { HelmholtzDerivatives, PowerTerms } from '../types';

export interface PowerTermData {
  type: 'ResidualHelmholtzPower';
  n: number[];
  d: number[];
  t: number[];
  l: number[];
}

/** Concatenates power-family records (power and exponential terms share one evaluation loop). */
export function mergePowerTerms(
  parts: readonly { n: readonly number[]; d: readonly number[]; t: readonly number[]; l: readonly number[]; g: readonly number[] }[],
): PowerTerms {
  const n: number[] = [];
  const d: number[] = [];
  const t: number[] = [];
  const l: number[] = [];
  const g: number[] = [];
  for (const p of parts) {
    n.push(...p.n);
    d.push(...p.d);
    t.push(...p.t);
    l.push(...p.l);
    g.push(...p.g);
  }
  for (const li of l) {
    if (!Number.isInteger(li) || li < 0 || li > MAX_L) throw new Error(`power term: l must be an integer 0..${MAX_L}, got ${li}`);
  }
  return {
    count: n.length,
    n: Float64Array.from(n),
    d: Float64Array.from(d),
    t: Float64Array.from(t),
    l: Float64Array.from(l),
    g: Float64Array.from(g),
  };
}

/** Power terms as the generalised record: g = 1 where l > 0. */
export function powerTermParts(term: PowerTermData) {
  return { n: term.n, d: term.d, t: term.t, l: term.l, g: term.l.map((li) => (li > 0 ? 1 : 0)) };
}

const MAX_L = 8;
/** δ^k for k = 0..MAX_L, filled once per evaluation (integer powers by multiplication). */
const deltaPowers = new Float64Array(MAX_L + 1);

/**
 * Adds Σ n δ^d τ^t exp(-g δ^l) and its derivatives into `out`.
 * One exp per term: v = n exp(d ln δ + t ln τ - g δ^l); then with L = d - l g δ^l
 *   δ v_δ = v L,  δ² v_δδ = v (L(L-1) - l² g δ^l),  τ v_τ = v t,  τ² v_ττ = v t(t-1),  δτ v_δτ = v L t.
 */
export function addPower(
  terms: PowerTerms,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
): void {
  const { count, n, d, t, l, g } = terms;
  if (count === 0) return;
  deltaPowers[0] = 1;
  for (let k = 1; k <= MAX_L; k++) deltaPowers[k] = deltaPowers[k - 1]! * delta;
  let a = 0;
  let sd = 0;
  let sdd = 0;
  let st = 0;
  let stt = 0;
  let sdt = 0;
  for (let i = 0; i < count; i++) {
    const li = l[i]!;
    const e = g[i]! * deltaPowers[li]!;
    const di = d[i]!;
    const ti = t[i]!;
    const v = n[i]! * Math.exp(di * lnDelta + ti * lnTau - e);
    const L = di - li * e;
    a += v;
    sd += v * L;
    sdd += v * (L * (L - 1) - li * li * e);
    st += v * ti;
    stt += v * ti * (ti - 1);
    sdt += v * L * ti;
  }
  const id = 1 / delta;
  const it = 1 / tau;
  out.a += a;
  out.a_d += sd * id;
  out.a_dd += sdd * id * id;
  out.a_t += st * it;
  out.a_tt += stt * it * it;
  out.a_dt += sdt * id * it;
}
