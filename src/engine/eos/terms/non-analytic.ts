// Non-analytic terms of Span & Wagner, J. Phys. Chem. Ref. Data 25 (1996) 1509, eq. 6.1 and Table 32 (CO2):
//   αʳ_i = n Δ^b δ ψ
//   Δ = θ² + B[(δ-1)²]^a,  θ = (1-τ) + A[(δ-1)²]^(1/(2β)),  ψ = exp(-C(δ-1)² - D(τ-1)²)
// They model the critical-region behaviour of CO2; derivatives follow the paper's Table 32.
import type { HelmholtzDerivatives, NonAnalyticTerms } from '../types';

export interface NonAnalyticTermData {
  type: 'ResidualHelmholtzNonAnalytic';
  n: number[];
  a: number[];
  b: number[];
  beta: number[];
  A: number[];
  B: number[];
  C: number[];
  D: number[];
}

export function compileNonAnalytic(terms: readonly NonAnalyticTermData[]): NonAnalyticTerms {
  const pick = (k: 'n' | 'a' | 'b' | 'beta' | 'A' | 'B' | 'C' | 'D') => Float64Array.from(terms.flatMap((x) => x[k]));
  const n = pick('n');
  const a = pick('a');
  const beta = pick('beta');
  const A = pick('A');
  const B = pick('B');
  return {
    count: n.length,
    n,
    a,
    b: pick('b'),
    beta,
    A,
    B,
    C: pick('C'),
    D: pick('D'),
    inv2Beta: beta.map((x) => 1 / (2 * x)),
    twoAOverBeta: A.map((x, i) => (2 * x) / beta[i]!),
    twoBa: B.map((x, i) => 2 * x * a[i]!),
    twoA: Int32Array.from(a, (x) => (Number.isInteger(2 * x) && x > 0 && x <= 8 ? 2 * x : 0)),
    cache: Float64Array.of(Number.NaN),
    psiTau: new Float64Array(n.length),
  };
}

/** The terms are singular at δ = 1 (Δ_δ has a 1/(δ-1) factor); the paper's limit is approached this close. */
const DELTA_NUDGE = 1e-10;

/** Second derivatives only if `second`. exp(-D(τ-1)²) is cached per τ in the record (mutable scratch). */
export function addNonAnalytic(
  terms: NonAnalyticTerms,
  tau: number,
  deltaIn: number,
  _lnTau: number,
  _lnDelta: number,
  out: HelmholtzDerivatives,
  second: boolean,
): void {
  const { count, n, a, b, beta, A, B, C, D, inv2Beta, twoAOverBeta, twoBa, twoA, psiTau } = terms;
  const tm = tau - 1;
  if (terms.cache[0] !== tau) {
    for (let i = 0; i < count; i++) psiTau[i] = i > 0 && D[i] === D[i - 1] ? psiTau[i - 1]! : Math.exp(-D[i]! * tm * tm);
    terms.cache[0] = tau;
  }
  const delta = Math.abs(deltaIn - 1) < DELTA_NUDGE ? 1 + DELTA_NUDGE : deltaIn;
  const dm = delta - 1;
  const dm2 = dm * dm;
  const idm2 = 1 / dm2;
  const lnDm2 = Math.log(dm2);
  // Terms share most parameters (CO2: the same β, A and D in all three, a, B and C in the first two), so each
  // transcendental factor is recomputed only when a parameter it depends on differs from the previous term's.
  let pBeta = Number.NaN;
  let pA = Number.NaN;
  let pa_ = Number.NaN;
  let pB = Number.NaN;
  let pC = Number.NaN;
  let p2b = 0;
  let theta = 0;
  let pa = 0;
  let iDelta = 0;
  let lnDelta = 0;
  let psiD = 0;
  let sa = 0;
  let sad = 0;
  let sadd = 0;
  let sat = 0;
  let satt = 0;
  let sadt = 0;
  for (let i = 0; i < count; i++) {
    const ai = a[i]!;
    const bi = b[i]!;
    const betai = beta[i]!;
    const Ai = A[i]!;
    const Bi = B[i]!;
    const Ci = C[i]!;
    const Di = D[i]!;
    const ni = n[i]!;

    const newTheta = betai !== pBeta || Ai !== pA;
    if (betai !== pBeta) p2b = Math.exp(lnDm2 * inv2Beta[i]!); // [(δ-1)²]^(1/(2β)); exp/log is far cheaper than Math.pow
    if (newTheta) theta = 1 - tau + Ai * p2b;
    if (ai !== pa_) {
      // [(δ-1)²]^a, as |δ-1|^(2a) by multiplication where 2a is a small integer (CO2: 7 and 6)
      const k = twoA[i]!;
      if (k > 0) {
        const adm = Math.abs(dm);
        pa = adm;
        for (let j = 1; j < k; j++) pa *= adm;
      } else pa = Math.exp(ai * lnDm2);
    }
    if (newTheta || ai !== pa_ || Bi !== pB) {
      const Delta = theta * theta + Bi * pa;
      iDelta = 1 / Delta;
      lnDelta = Math.log(Delta);
    }
    if (Ci !== pC) psiD = Math.exp(-Ci * dm2);
    pBeta = betai;
    pA = Ai;
    pa_ = ai;
    pB = Bi;
    pC = Ci;

    const psi = psiD * psiTau[i]!;
    const psi_d = -2 * Ci * dm * psi;
    const psi_t = -2 * Di * tm * psi;

    const p2b_m1 = p2b * idm2; // [(δ-1)²]^(1/(2β)-1)
    const Delta_d = dm * (twoAOverBeta[i]! * theta * p2b_m1 + twoBa[i]! * pa * idm2);

    const Db = Math.exp(bi * lnDelta);
    const Db1 = Db * iDelta; // Δ^(b-1)
    const Db_d = bi * Db1 * Delta_d;
    const Db_t = -2 * theta * bi * Db1;

    sa += ni * Db * delta * psi;
    sad += ni * (Db * (psi + delta * psi_d) + Db_d * delta * psi);
    sat += ni * delta * (Db_t * psi + Db * psi_t);
    if (!second) continue;

    const invBeta = 2 * inv2Beta[i]!;
    const psi_dd = (2 * Ci * dm2 - 1) * 2 * Ci * psi;
    const psi_tt = (2 * Di * tm * tm - 1) * 2 * Di * psi;
    const psi_dt = 4 * Ci * Di * dm * tm * psi;
    const Delta_dd =
      Delta_d / dm +
      dm2 *
        (4 * Bi * ai * (ai - 1) * (pa * idm2 * idm2) +
          2 * Ai * Ai * invBeta * invBeta * p2b_m1 * p2b_m1 +
          Ai * theta * 4 * invBeta * (inv2Beta[i]! - 1) * (p2b_m1 * idm2));
    const Db2 = Db1 * iDelta; // Δ^(b-2)
    const Db_dd = bi * (Db1 * Delta_dd + (bi - 1) * Db2 * Delta_d * Delta_d);
    const Db_tt = 2 * bi * Db1 + 4 * theta * theta * bi * (bi - 1) * Db2;
    const Db_dt = -Ai * bi * 2 * invBeta * Db1 * dm * p2b_m1 - 2 * theta * bi * (bi - 1) * Db2 * Delta_d;

    sadd += ni * (Db * (2 * psi_d + delta * psi_dd) + 2 * Db_d * (psi + delta * psi_d) + Db_dd * delta * psi);
    satt += ni * delta * (Db_tt * psi + 2 * Db_t * psi_t + Db * psi_tt);
    sadt += ni * (Db * (psi_t + delta * psi_dt) + delta * Db_d * psi_t + Db_t * (psi + delta * psi_d) + Db_dt * delta * psi);
  }
  out.a += sa;
  out.a_d += sad;
  out.a_t += sat;
  out.a_dd += sadd;
  out.a_tt += satt;
  out.a_dt += sadt;
}
