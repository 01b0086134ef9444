// Residual Gaussian bell-shaped terms (ResidualHelmholtzGaussian):
//   αʳ_i = n δ^d τ^t exp(-η(δ-ε)² - β(τ-γ)²)
// Setzmann & Wagner, J. Phys. Chem. Ref. Data 20 (1991) 1061; Span & Wagner (1996) eq. 6.1.
import type { GaussianTerms, HelmholtzDerivatives } from '../types';

export interface GaussianTermData {
  type: 'ResidualHelmholtzGaussian';
  n: number[];
  d: number[];
  t: number[];
  eta: number[];
  epsilon: number[];
  beta: number[];
  gamma: number[];
}

export function compileGaussian(terms: readonly GaussianTermData[]): GaussianTerms {
  const pick = (k: 'n' | 'd' | 't' | 'eta' | 'epsilon' | 'beta' | 'gamma') => Float64Array.from(terms.flatMap((x) => x[k]));
  const n = pick('n');
  return {
    count: n.length,
    cache: Float64Array.of(Number.NaN),
    tauPart: new Float64Array(n.length),
    tauLog1: new Float64Array(n.length),
    n,
    d: pick('d'),
    t: pick('t'),
    eta: pick('eta'),
    epsilon: pick('epsilon'),
    beta: pick('beta'),
    gamma: pick('gamma'),
  };
}

/**
 * τ parts t ln τ - β(τ-γ)² and f_τ are cached per τ in the record (mutable scratch). Second derivatives only if `second`.
 * v = n exp(d ln δ + t ln τ - η(δ-ε)² - β(τ-γ)²); f_δ = d/δ - 2η(δ-ε), f_τ = t/τ - 2β(τ-γ):
 *   v_δ = v f_δ,  v_δδ = v (f_δ² - d/δ² - 2η),  v_τ = v f_τ,  v_ττ = v (f_τ² - t/τ² - 2β),  v_δτ = v f_δ f_τ.
 */
export function addGaussian(
  terms: GaussianTerms,
  tau: number,
  delta: number,
  lnTau: number,
  lnDelta: number,
  out: HelmholtzDerivatives,
  second: boolean,
): void {
  const { count, n, d, t, eta, epsilon, beta, gamma, tauPart, tauLog1 } = terms;
  const id = 1 / delta;
  const it = 1 / tau;
  if (terms.cache[0] !== tau) {
    // τ parts, shared by every δ at this τ (density iterations, both phases of a saturation); kept as logarithms, as
    // the δ part needs one exp() per term anyway and the product then costs none
    for (let i = 0; i < count; i++) {
      const dt = tau - gamma[i]!;
      tauPart[i] = t[i]! * lnTau - beta[i]! * dt * dt;
      tauLog1[i] = t[i]! * it - 2 * beta[i]! * dt;
    }
    terms.cache[0] = tau;
  }
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
    const dd = delta - epsilon[i]!;
    const v = n[i]! * Math.exp(tauPart[i]! + di * lnDelta - ei * dd * dd);
    const fd = di * id - 2 * ei * dd;
    const ft = tauLog1[i]!;
    a += v;
    ad += v * fd;
    at += v * ft;
    if (second) {
      add += v * (fd * fd - di * id * id - 2 * ei);
      att += v * (ft * ft - ti * it * it - 2 * beta[i]!);
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
