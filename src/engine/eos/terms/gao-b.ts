// Residual terms of Gao et al., J. Phys. Chem. Ref. Data 49 (2020) 043104 (ammonia), the "GaoB" form:
//   αʳ_i = n δ^d τ^t exp(η(δ-ε)² + 1/(β(τ-γ)² + b))
// (η is negative in the data, so the δ factor is a bell; the τ factor is a shifted bell of another shape.)
import type { GaoBTerms, HelmholtzDerivatives } from '../types';

export interface GaoBTermData {
  type: 'ResidualHelmholtzGaoB';
  n: number[];
  d: number[];
  t: number[];
  eta: number[];
  epsilon: number[];
  beta: number[];
  gamma: number[];
  b: number[];
}

export function compileGaoB(terms: readonly GaoBTermData[]): GaoBTerms {
  const pick = (k: 'n' | 'd' | 't' | 'eta' | 'epsilon' | 'beta' | 'gamma' | 'b') => Float64Array.from(terms.flatMap((x) => x[k]));
  const n = pick('n');
  return {
    count: n.length,
    n,
    d: pick('d'),
    t: pick('t'),
    eta: pick('eta'),
    epsilon: pick('epsilon'),
    beta: pick('beta'),
    gamma: pick('gamma'),
    b: pick('b'),
  };
}

/**
 * v = n exp(d ln δ + t ln τ + η(δ-ε)² + 1/q), q = β(τ-γ)² + b.
 * f_δ = d/δ + 2η(δ-ε), f_δδ = -d/δ² + 2η; f_τ = t/τ - 2β(τ-γ)/q², f_ττ = -t/τ² - 2β/q² + 8β²(τ-γ)²/q³.
 * Second derivatives only if `second`.
 */
export function addGaoB(
  terms: GaoBTerms,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
  second: boolean,
): void {
  const { count, n, d, t, eta, epsilon, beta, gamma, b } = terms;
  const id = 1 / delta;
  const it = 1 / tau;
  let a = 0;
  let ad = 0;
  let add = 0;
  let at = 0;
  let att = 0;
  let adt = 0;
  for (let i = 0; i < count; i++) {
    const di = d[i]!;
    const ti = t[i]!;
    const ei = eta[i]!;
    const bi = beta[i]!;
    const dd = delta - epsilon[i]!;
    const dt = tau - gamma[i]!;
    const q = bi * dt * dt + b[i]!;
    const iq = 1 / q;
    const v = n[i]! * Math.exp(di * lnDelta + ti * lnTau + ei * dd * dd + iq);
    const fd = di * id + 2 * ei * dd;
    const ft = ti * it - 2 * bi * dt * iq * iq;
    a += v;
    ad += v * fd;
    at += v * ft;
    if (second) {
      const fdd = -di * id * id + 2 * ei;
      const ftt = -ti * it * it - 2 * bi * iq * iq + 8 * bi * bi * dt * dt * iq * iq * iq;
      add += v * (fd * fd + fdd);
      att += v * (ft * ft + ftt);
      adt += v * fd * ft;
    }
  }
  out.a += a;
  out.a_d += ad;
  out.a_dd += add;
  out.a_t += at;
  out.a_tt += att;
  out.a_dt += adt;
}
