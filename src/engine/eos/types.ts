// Types shared by the Helmholtz-energy evaluator, its term modules and the models built on it
// (pure fluids in src/engine/refrigerants, the multi-fluid mixture model in .../mixture).
import type { TauPowers } from './terms/tau-powers';

/**
 * alpha = a/(RT) (ideal or residual part) and its partial derivatives with respect to
 * delta = rho/rho_r and tau = T_r/T.
 *
 * CONVENTION: plain partial derivatives, NOT multiplied by powers of delta or tau:
 * `a_d` = ∂α/∂δ, `a_dd` = ∂²α/∂δ², `a_t` = ∂α/∂τ, `a_tt` = ∂²α/∂τ², `a_dt` = ∂²α/∂δ∂τ,
 * `a_ddd` = ∂³α/∂δ³ (only filled by evaluators that say so; the pure-fluid evaluators leave it untouched).
 * So p = ρRT(1 + δ·a_d(residual)), as in the papers where αʳ_δ is written.
 *
 * A plain mutable object: create one per caller with `createDerivatives()` and reuse it, so the
 * hot loops allocate nothing. Evaluators overwrite every field they fill (they do not accumulate
 * across calls).
 */
export interface HelmholtzDerivatives {
  a: number;
  a_d: number;
  a_t: number;
  a_dd: number;
  a_tt: number;
  a_dt: number;
  a_ddd?: number;
}

/** A zeroed derivatives record, to be reused across evaluations. */
export function createDerivatives(): HelmholtzDerivatives {
  return { a: 0, a_d: 0, a_t: 0, a_dd: 0, a_tt: 0, a_dt: 0, a_ddd: 0 };
}

/** Sets every field of a derivatives record to zero. */
export function resetDerivatives(out: HelmholtzDerivatives): void {
  out.a = 0;
  out.a_d = 0;
  out.a_t = 0;
  out.a_dd = 0;
  out.a_tt = 0;
  out.a_dt = 0;
}

// ---------------------------------------------------------------------------------------------
// Compiled residual term families (typed arrays, constants precomputed at parse time)
// ---------------------------------------------------------------------------------------------

/**
 * n δ^d τ^t exp(-g δ^l): ResidualHelmholtzPower (g = 1 when l > 0, else 0) and
 * ResidualHelmholtzExponential (any g) compile to this one record.
 */
export interface PowerTerms {
  readonly count: number;
  readonly n: Float64Array;
  readonly d: Float64Array;
  readonly t: Float64Array;
  /** Integer exponent of δ inside the exponential (0 = no exponential). */
  readonly l: Float64Array;
  readonly g: Float64Array;
  /** l and d as integers (d only when every d is an integer 0..24: `intD`), for the table of δ powers. */
  readonly li: Int32Array;
  readonly di: Int32Array;
  readonly intD: boolean;
  /** Highest power of δ the terms read from the table (largest l, and largest d if intD). */
  readonly maxPower: number;
  /** intD and g = 1 wherever l > 0: every δ factor comes from the shared tables (see terms/delta-powers.ts). */
  readonly tabled: boolean;
  /** 1 where g = 1 and l > 0: exp(-δ^l) is shared by every such term with the same l. */
  readonly gOne: Uint8Array;
  readonly distinctL: Int32Array;
  /** τ^t from tables of integer and fractional powers where t lies on a grid (see terms/tau-powers.ts). */
  readonly tauPowers: TauPowers;
  /** Scratch: the τ for which tauPart (n τ^t) was computed last. Mutable, reused across calls. */
  readonly cache: Float64Array;
  readonly tauPart: Float64Array;
}

/** n δ^d τ^t exp(-δ^l) exp(-τ^m) (Lemmon & Jacobsen 2005, R125); l = 0 or m = 0 drops that factor. */
export interface Lemmon2005Terms {
  readonly count: number;
  /** Scratch: τ of the cached τ factors n τ^t exp(-τ^m), M = t - m τ^m and M(M-1) - m² τ^m. */
  readonly cache: Float64Array;
  readonly tauPart: Float64Array;
  readonly tauM: Float64Array;
  readonly tauMM: Float64Array;
  readonly n: Float64Array;
  readonly d: Float64Array;
  readonly t: Float64Array;
  readonly l: Float64Array;
  readonly m: Float64Array;
  /** d and l as integers when every d is 0..24 and every l 0..8 (`intDL`): δ^d and exp(-δ^l) from the shared table. */
  readonly intDL: boolean;
  /** Highest power of δ read from the table (largest d or l). */
  readonly maxPower: number;
  readonly di: Int32Array;
  readonly li: Int32Array;
}

/** n δ^d τ^t exp(-η(δ-ε)² - β(τ-γ)²). */
export interface GaussianTerms {
  readonly count: number;
  /** Scratch: τ of the cached τ parts t ln τ - β(τ-γ)² (logarithms) and their derivatives f_τ. */
  readonly cache: Float64Array;
  readonly tauPart: Float64Array;
  readonly tauLog1: Float64Array;
  readonly n: Float64Array;
  readonly d: Float64Array;
  readonly t: Float64Array;
  readonly eta: Float64Array;
  readonly epsilon: Float64Array;
  readonly beta: Float64Array;
  readonly gamma: Float64Array;
}

/** n δ^d τ^t exp(η(δ-ε)² + 1/(β(τ-γ)² + b)) (Gao et al. 2020, ammonia; η < 0 in the data). */
export interface GaoBTerms {
  readonly count: number;
  readonly n: Float64Array;
  readonly d: Float64Array;
  readonly t: Float64Array;
  readonly eta: Float64Array;
  readonly epsilon: Float64Array;
  readonly beta: Float64Array;
  readonly gamma: Float64Array;
  readonly b: Float64Array;
}

/** Span & Wagner (1996) non-analytic terms n Δ^b δ ψ. */
export interface NonAnalyticTerms {
  readonly count: number;
  readonly n: Float64Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly beta: Float64Array;
  readonly A: Float64Array;
  readonly B: Float64Array;
  readonly C: Float64Array;
  readonly D: Float64Array;
  /** 1/(2β), 2A/β and 2Ba per term, so the evaluation divides as little as it can. */
  readonly inv2Beta: Float64Array;
  readonly twoAOverBeta: Float64Array;
  readonly twoBa: Float64Array;
  /** 2a where it is an integer 1..16 (the power [(δ-1)²]^a then needs no exp), else 0. */
  readonly twoA: Int32Array;
  /** Scratch: the τ of the cached factors exp(-D(τ-1)²). */
  readonly cache: Float64Array;
  readonly psiTau: Float64Array;
}

export interface ResidualTerms {
  readonly power: PowerTerms;
  readonly lemmon2005: Lemmon2005Terms;
  readonly gaussian: GaussianTerms;
  readonly gaoB: GaoBTerms;
  readonly nonAnalytic: NonAnalyticTerms;
}

// ---------------------------------------------------------------------------------------------
// Compiled ideal-gas part
// ---------------------------------------------------------------------------------------------

/**
 * α⁰ = ln δ + a1 + a2 τ + aLogTau ln τ + aTauLogTau τ ln τ + Σ n τ^t + Σ n ln(1 - exp(-θ τ)).
 * Every alpha0 term type of the data (lead, log-tau, power, Planck-Einstein, the cp0 forms and the
 * enthalpy/entropy offsets) reduces to these coefficients at parse time.
 */
export interface IdealTerms {
  readonly a1: number;
  readonly a2: number;
  readonly aLogTau: number;
  readonly aTauLogTau: number;
  readonly power: { readonly count: number; readonly n: Float64Array; readonly t: Float64Array };
  readonly planckEinstein: { readonly count: number; readonly n: Float64Array; readonly theta: Float64Array };
}

/** A fluid's equation of state, parsed once from its data file. All molar quantities per mol. */
export interface CompiledEos {
  readonly name: string;
  /** Reducing temperature T_r, K (tau = T_r/T). Not always the critical temperature. */
  readonly Tr: number;
  /** Reducing molar density, mol/m3 (delta = rho/rho_r). */
  readonly rhor: number;
  /** The fluid's own gas constant, J/(mol K). */
  readonly R: number;
  /** Molar mass, kg/mol. */
  readonly M: number;
  /** Critical temperature (K), pressure (Pa) and molar density (mol/m3). */
  readonly Tc: number;
  readonly pc: number;
  readonly rhoc: number;
  /** Lower temperature limit (triple point or Tmin), K. */
  readonly Ttriple: number;
  /** Upper limits of the equation, K and Pa. */
  readonly Tmax: number;
  readonly pmax: number;
  readonly residual: ResidualTerms;
  readonly ideal: IdealTerms;
}
