// The compact data of one multi-fluid blend, as scripts/compact-mixtures.ts writes it to ./data/<name>.json.
import type { Phase, StateResult } from '../types';

/** A departure function α^r_ij of type "Exponential": Σ n δ^d τ^t exp(-δ^l) (no exponential when l = 0). */
export interface DepartureData {
  name: string;
  n: number[];
  d: number[];
  t: number[];
  l: number[];
}

/** One binary pair (i < j in the component order), reducing parameters already in GERG form and oriented (i, j). */
export interface PairData {
  i: number;
  j: number;
  betaT: number;
  gammaT: number;
  betaV: number;
  gammaV: number;
  /** Weight of the departure function; 0 or absent departure: none. */
  F: number;
  departure?: DepartureData;
  /** Where the parameters come from (BibTeX key of CoolProp's library) and how they were converted. */
  source: string;
}

/** Piecewise Chebyshev fits of several variables against one argument (equal-width pieces). */
export interface ChebFit {
  /** Argument range of the whole fit. */
  xmin: number;
  xmax: number;
  pieces: number;
  /** Number of variables fitted. */
  vars: number;
  /** Coefficients per piece per variable: coef[(piece * vars + var) * degree1 + k]. */
  degree1: number;
  coef: number[];
}

/** Seeds for the phase-equilibrium Newton solvers: the converged bubble and dew curves, fitted at build time. */
export interface SeedData {
  /** The T fits take x = √(Tx − T) as argument (smooth up to the critical region); Tx a little above the critical estimate. */
  Tx: number;
  /** vs x = √(Tx − T): [ln p, ln ρ' , ln ρ'', w_0..w_{N-1}] with w the incipient phase's mole fractions. */
  bubbleT: ChebFit;
  dewT: ChebFit;
  /** vs ln(p/Pa): [T]. */
  bubbleP: ChebFit;
  dewP: ChebFit;
}

export interface MixtureData {
  name: string;
  source: string;
  /** Component fluids, by the names of the pure-fluid data in src/engine/refrigerants/data. */
  components: string[];
  moleFractions: number[];
  pairs: PairData[];
  /**
   * Constant offsets added to h (J/kg) and s (J/(kg K)) of the mixture model (whose components each keep their
   * own reference state) so that the bubble point at 273.15 K has h = 200 kJ/kg and s = 1 kJ/(kg K) (IIR).
   */
  reference: { dh: number; ds: number; note: string };
  /** Saturation range covered by the seeds (K, Pa). */
  limits: { Tmin: number; Tmax: number; pmin: number; pmax: number };
  seeds: SeedData;
  /** Critical point estimate (K, Pa), see the note. */
  critical?: { T: number; p: number; note: string };
}

/** What a blend's state function answers: the same state as a pure fluid's. */
export type MixturePhase = Phase;

export type MixtureStateResult = StateResult;
