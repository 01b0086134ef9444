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
  return { count: n.length, n, a: pick('a'), b: pick('b'), beta: pick('beta'), A: pick('A'), B: pick('B'), C: pick('C'), D: pick('D') };
}

/** The terms are singular at δ = 1 (Δ_δ has a 1/(δ-1) factor); the paper's limit is approached this close. */
const DELTA_NUDGE = 1e-10;

export function addNonAnalytic(
  terms: NonAnalyticTerms,
  tau: number,
  deltaIn: number,
  _lnTau: number,
  _lnDelta: number,
  out: HelmholtzDerivatives,
): void {
  const { count, n, a, b, beta, A, B, C, D } = terms;
  const delta = Math.abs(deltaIn - 1) < DELTA_NUDGE ? 1 + DELTA_NUDGE : deltaIn;
  const dm = delta - 1;
  const dm2 = dm * dm;
  const lnDm2 = Math.log(dm2);
  const tm = tau - 1;
  for (let i = 0; i < count; i++) {
    const ai = a[i]!;
    const bi = b[i]!;
    const betai = beta[i]!;
    const Ai = A[i]!;
    const Bi = B[i]!;
    const Ci = C[i]!;
    const Di = D[i]!;
    const ni = n[i]!;

    const p2b = Math.exp(lnDm2 / (2 * betai)); // [(δ-1)²]^(1/(2β)); exp/log is far cheaper than Math.pow
    const theta = 1 - tau + Ai * p2b;
    const pa = Math.exp(ai * lnDm2); // [(δ-1)²]^a
    const Delta = theta * theta + Bi * pa;

    const psi = Math.exp(-Ci * dm2 - Di * tm * tm);
    const psi_d = -2 * Ci * dm * psi;
    const psi_dd = (2 * Ci * dm2 - 1) * 2 * Ci * psi;
    const psi_t = -2 * Di * tm * psi;
    const psi_tt = (2 * Di * tm * tm - 1) * 2 * Di * psi;
    const psi_dt = 4 * Ci * Di * dm * tm * psi;

    const p2b_m1 = p2b / dm2; // [(δ-1)²]^(1/(2β)-1)
    const Delta_d = dm * (((Ai * theta * 2) / betai) * p2b_m1 + 2 * Bi * ai * (pa / dm2));
    const Delta_dd =
      Delta_d / dm +
      dm2 *
        (4 * Bi * ai * (ai - 1) * (pa / (dm2 * dm2)) +
          2 * Ai * Ai * (1 / betai) * (1 / betai) * p2b_m1 * p2b_m1 +
          ((Ai * theta * 4) / betai) * (1 / (2 * betai) - 1) * (p2b_m1 / dm2));

    const Db = Math.exp(bi * Math.log(Delta));
    const Db1 = Db / Delta; // Δ^(b-1)
    const Db2 = Db1 / Delta; // Δ^(b-2)
    const Db_d = bi * Db1 * Delta_d;
    const Db_dd = bi * (Db1 * Delta_dd + (bi - 1) * Db2 * Delta_d * Delta_d);
    const Db_t = -2 * theta * bi * Db1;
    const Db_tt = 2 * bi * Db1 + 4 * theta * theta * bi * (bi - 1) * Db2;
    const Db_dt = -Ai * bi * (2 / betai) * Db1 * dm * p2b_m1 - 2 * theta * bi * (bi - 1) * Db2 * Delta_d;

    out.a += ni * Db * delta * psi;
    out.a_d += ni * (Db * (psi + delta * psi_d) + Db_d * delta * psi);
    out.a_dd += ni * (Db * (2 * psi_d + delta * psi_dd) + 2 * Db_d * (psi + delta * psi_d) + Db_dd * delta * psi);
    out.a_t += ni * delta * (Db_t * psi + Db * psi_t);
    out.a_tt += ni * delta * (Db_tt * psi + 2 * Db_t * psi_t + Db * psi_tt);
    out.a_dt += ni * (Db * (psi_t + delta * psi_dt) + delta * Db_d * psi_t + Db_t * (psi + delta * psi_d) + Db_dt * delta * psi);
  }
}
