// Residual power terms (ResidualHelmholtzPower):
//   αʳ_i = n δ^d τ^t             (l = 0)
//   αʳ_i = n δ^d τ^t exp(-δ^l)   (l > 0)
// e.g. Tillner-Roth & Baehr, J. Phys. Chem. Ref. Data 23 (1994) 657 (R134a); Kamei et al.,
// Int. J. Thermophys. 16 (1995) 1155 (R22). The generalised exponential form n δ^d τ^t exp(-g δ^l)
// of ./exponential.ts compiles to the same record, with g = 1 here.
//
// Speed: the τ factors n τ^t are cached per τ in the record (a density iteration or both phases of a saturation
// share one τ) and mostly come from tables of powers (./tau-powers.ts), δ^d and δ^l come from a table of integer powers and exp(-δ^l) is computed once per distinct l,
// so a term costs no transcendental call when τ repeats.
import type { HelmholtzDerivatives, PowerTerms } from '../types';
import { deltaTable, MAX_D, MAX_L } from './delta-powers';
import { compileTauPowers, fillTauPowers } from './tau-powers';

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
  const intD = d.every((x) => Number.isInteger(x) && x >= 0 && x <= MAX_D);
  const gOne = g.map((x, i) => (x === 1 && l[i]! > 0 ? 1 : 0));
  const distinctL = [...new Set(l.filter((x, i) => x > 0 && g[i] === 1))].sort((a, b) => a - b);
  return {
    count: n.length,
    n: Float64Array.from(n),
    d: Float64Array.from(d),
    t: Float64Array.from(t),
    l: Float64Array.from(l),
    g: Float64Array.from(g),
    li: Int32Array.from(l),
    di: Int32Array.from(intD ? d : d.map(() => 0)),
    intD,
    maxPower: Math.max(0, ...l, ...(intD ? d : [])),
    tabled: intD && gOne.every((x, i) => x === 1 || l[i] === 0),
    gOne: Uint8Array.from(gOne),
    distinctL: Int32Array.from(distinctL),
    tauPowers: compileTauPowers(t),
    cache: Float64Array.of(Number.NaN),
    tauPart: new Float64Array(n.length),
  };
}

/** Power terms as the generalised record: g = 1 where l > 0. */
export function powerTermParts(term: PowerTermData) {
  return { n: term.n, d: term.d, t: term.t, l: term.l, g: term.l.map((li) => (li > 0 ? 1 : 0)) };
}

/**
 * Adds Σ n δ^d τ^t exp(-g δ^l) and its derivatives (the second ones only if `second`) into `out`. With v the term and L = d - l g δ^l:
 *   δ v_δ = v L,  δ² v_δδ = v (L(L-1) - l² g δ^l),  τ v_τ = v t,  τ² v_ττ = v t(t-1),  δτ v_δτ = v L t.
 */
export function addPower(
  terms: PowerTerms,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
  second: boolean,
): void {
  const { count, n, t, li, di, g, gOne, distinctL, tauPart } = terms;
  if (count === 0) return;
  if (terms.cache[0] !== tau) {
    const tp = terms.tauPowers;
    fillTauPowers(tp, tau, lnTau);
    const { intIdx, fracIdx, intTable, fracTable } = tp;
    for (let i = 0; i < count; i++) {
      const k = intIdx[i]!;
      tauPart[i] = n[i]! * (k >= 0 ? intTable[k]! * fracTable[fracIdx[i]!]! : Math.exp(t[i]! * lnTau));
    }
    terms.cache[0] = tau;
  }
  const table = deltaTable(delta, terms.maxPower);
  const dp = table.powers;
  const expDeltaL = table.expL;
  for (let j = 0; j < distinctL.length; j++) {
    const l = distinctL[j]!;
    if (table.expLAt[l] !== delta) {
      expDeltaL[l] = Math.exp(-dp[l]!);
      table.expLAt[l] = delta;
    }
  }
  const d = terms.d;
  let a = 0;
  let sd = 0;
  let sdd = 0;
  let st = 0;
  let stt = 0;
  let sdt = 0;
  if (terms.tabled) {
    // every δ factor from the tables, without branches: l = 0 reads δ^0 = 1 and exp(-δ^0) slot 0, which holds 1
    for (let i = 0; i < count; i++) {
      const l = li[i]!;
      const e = dp[l]!;
      const v = tauPart[i]! * dp[di[i]!]! * expDeltaL[l]!;
      const ti = t[i]!;
      const L = d[i]! - l * e;
      a += v;
      sd += v * L;
      st += v * ti;
      if (second) {
        sdd += v * (L * (L - 1) - l * l * e);
        stt += v * ti * (ti - 1);
        sdt += v * L * ti;
      }
    }
  } else {
    for (let i = 0; i < count; i++) {
      const l = li[i]!;
      const dd = terms.intD ? dp[di[i]!]! : Math.exp(d[i]! * lnDelta);
      let e = 0;
      let v = tauPart[i]! * dd;
      if (l > 0) {
        if (gOne[i] === 1) {
          e = dp[l]!;
          v *= expDeltaL[l]!;
        } else {
          e = g[i]! * dp[l]!;
          v *= Math.exp(-e);
        }
      }
      const ti = t[i]!;
      const L = d[i]! - l * e;
      a += v;
      sd += v * L;
      st += v * ti;
      if (second) {
        sdd += v * (L * (L - 1) - l * l * e);
        stt += v * ti * (ti - 1);
        sdt += v * L * ti;
      }
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
