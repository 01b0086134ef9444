// Residual exponential terms (ResidualHelmholtzExponential):
//   αʳ_i = n δ^d τ^t exp(-g δ^l)
// The general form of the power terms (Span & Wagner, J. Phys. Chem. Ref. Data 25 (1996) 1509, eq. 6.1);
// it compiles into the power-family record of ./power.ts and is evaluated by addPower.
export interface ExponentialTermData {
  type: 'ResidualHelmholtzExponential';
  n: number[];
  d: number[];
  t: number[];
  g: number[];
  l: number[];
}

/** Exponential terms as the generalised power record (g = 0 where l = 0). */
export function exponentialTermParts(term: ExponentialTermData) {
  return { n: term.n, d: term.d, t: term.t, l: term.l, g: term.l.map((li, i) => (li > 0 ? term.g[i]! : 0)) };
}
