// Mutable accumulator used while parsing alpha0 terms; every ideal-gas term type reduces to
// α⁰ = ln δ + a1 + a2 τ + aLogTau ln τ + aTauLogTau τ ln τ + Σ n τ^t + Σ n ln(1 - exp(-θ τ)).
export interface IdealBuilder {
  a1: number;
  a2: number;
  aLogTau: number;
  aTauLogTau: number;
  powerN: number[];
  powerT: number[];
  peN: number[];
  peTheta: number[];
  hasLead: boolean;
}

export function createIdealBuilder(): IdealBuilder {
  return { a1: 0, a2: 0, aLogTau: 0, aTauLogTau: 0, powerN: [], powerT: [], peN: [], peTheta: [], hasLead: false };
}
