// Residual terms of Lemmon & Jacobsen, J. Phys. Chem. Ref. Data 34 (2005) 69 (R125):
//   αʳ_i = n δ^d τ^t exp(-δ^l) exp(-τ^m)
// where l = 0 drops exp(-δ^l) and m = 0 drops exp(-τ^m).
import type { HelmholtzDerivatives, Lemmon2005Terms } from '../types';

export interface Lemmon2005TermData {
  type: 'ResidualHelmholtzLemmon2005';
  n: number[];
  d: number[];
  t: number[];
  l: number[];
  m: number[];
}

export function compileLemmon2005(terms: readonly Lemmon2005TermData[]): Lemmon2005Terms {
  const pick = (k: 'n' | 'd' | 't' | 'l' | 'm') => Float64Array.from(terms.flatMap((x) => x[k]));
  const n = pick('n');
  return { count: n.length, n, d: pick('d'), t: pick('t'), l: pick('l'), m: pick('m') };
}

/**
 * v = n exp(d ln δ + t ln τ - δ^l - τ^m); with L = d - l δ^l and M = t - m τ^m:
 *   δ v_δ = v L,  δ² v_δδ = v (L(L-1) - l² δ^l),  τ v_τ = v M,  τ² v_ττ = v (M(M-1) - m² τ^m),  δτ v_δτ = v L M.
 */
export function addLemmon2005(
  terms: Lemmon2005Terms,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
): void {
  const { count, n, d, t, l, m } = terms;
  let a = 0;
  let sd = 0;
  let sdd = 0;
  let st = 0;
  let stt = 0;
  let sdt = 0;
  for (let i = 0; i < count; i++) {
    const li = l[i]!;
    const mi = m[i]!;
    let dl = 0;
    if (li > 0) {
      dl = delta;
      for (let k = 1; k < li; k++) dl *= delta;
    }
    const tm = mi > 0 ? Math.exp(mi * lnTau) : 0;
    const v = n[i]! * Math.exp(d[i]! * lnDelta + t[i]! * lnTau - dl - tm);
    const L = d[i]! - li * dl;
    const M = t[i]! - mi * tm;
    a += v;
    sd += v * L;
    sdd += v * (L * (L - 1) - li * li * dl);
    st += v * M;
    stt += v * (M * (M - 1) - mi * mi * tm);
    sdt += v * L * M;
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
