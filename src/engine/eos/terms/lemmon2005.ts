// Residual terms of Lemmon & Jacobsen, J. Phys. Chem. Ref. Data 34 (2005) 69 (R125):
//   αʳ_i = n δ^d τ^t exp(-δ^l) exp(-τ^m)
// where l = 0 drops exp(-δ^l) and m = 0 drops exp(-τ^m).
import type { HelmholtzDerivatives, Lemmon2005Terms } from '../types';
import { deltaTable, MAX_D, MAX_L } from './delta-powers';

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
  const d = pick('d');
  const l = pick('l');
  const isInt = (v: Float64Array, max: number) => v.every((x) => Number.isInteger(x) && x >= 0 && x <= max);
  const intDL = isInt(d, MAX_D) && isInt(l, MAX_L);
  return {
    count: n.length,
    cache: Float64Array.of(Number.NaN),
    tauPart: new Float64Array(n.length),
    tauM: new Float64Array(n.length),
    tauMM: new Float64Array(n.length),
    n,
    d,
    t: pick('t'),
    l,
    m: pick('m'),
    intDL,
    maxPower: intDL ? Math.max(0, ...d, ...l) : 0,
    di: Int32Array.from(intDL ? d : []),
    li: Int32Array.from(intDL ? l : []),
  };
}

/**
 * τ factors are cached per τ in the record (mutable scratch). Second derivatives only if `second`.
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
  second: boolean,
): void {
  const { count, n, d, t, l, m, tauPart, tauM, tauMM } = terms;
  if (terms.cache[0] !== tau) {
    for (let i = 0; i < count; i++) {
      const mi = m[i]!;
      const tm = mi > 0 ? Math.exp(mi * lnTau) : 0;
      const M = t[i]! - mi * tm;
      tauPart[i] = n[i]! * Math.exp(t[i]! * lnTau - tm);
      tauM[i] = M;
      tauMM[i] = M * (M - 1) - mi * mi * tm;
    }
    terms.cache[0] = tau;
  }
  let a = 0;
  let sd = 0;
  let sdd = 0;
  let st = 0;
  let stt = 0;
  let sdt = 0;
  const intDL = terms.intDL;
  const table = intDL ? deltaTable(delta, terms.maxPower) : null;
  const dp = table ? table.powers : null;
  if (table) {
    // every l of the terms (at most MAX_L distinct)
    for (let i = 0; i < count; i++) {
      const lk = terms.li[i]!;
      if (lk > 0 && table.expLAt[lk] !== delta) {
        table.expL[lk] = Math.exp(-table.powers[lk]!);
        table.expLAt[lk] = delta;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    const li = l[i]!;
    let dl = 0;
    let v: number;
    if (dp) {
      const lk = terms.li[i]!;
      dl = lk > 0 ? dp[lk]! : 0;
      v = tauPart[i]! * dp[terms.di[i]!]! * (lk > 0 ? table!.expL[lk]! : 1);
    } else {
      if (li > 0) {
        dl = delta;
        for (let k = 1; k < li; k++) dl *= delta;
      }
      v = tauPart[i]! * Math.exp(d[i]! * lnDelta - dl);
    }
    const L = d[i]! - li * dl;
    const M = tauM[i]!;
    a += v;
    sd += v * L;
    st += v * M;
    if (second) {
      sdd += v * (L * (L - 1) - li * li * dl);
      stt += v * tauMM[i]!;
      sdt += v * L * M;
    }
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
