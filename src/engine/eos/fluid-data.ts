// The compact fluid-file shape (src/engine/refrigerants/data/<name>.json), written by
// scripts/compact-fluids.ts from CoolProp's fluid files: only EOS[0], its critical, triple and reducing
// states, the ancillaries the solvers use and a refitted superancillary. Term records keep CoolProp's
// `type` tags and key names.
import type { ExponentialTermData } from './terms/exponential';
import type { GaoBTermData } from './terms/gao-b';
import type { GaussianTermData } from './terms/gaussian';
import type { IdealCp0ConstantData, IdealCp0PolyTData } from './terms/ideal-cp0';
import type { IdealLeadData, IdealOffsetData } from './terms/ideal-lead';
import type { IdealLogTauData } from './terms/ideal-log-tau';
import type { IdealPlanckEinsteinData, IdealPlanckEinsteinFunctionTData } from './terms/ideal-planck-einstein';
import type { IdealPowerData } from './terms/ideal-power';
import type { Lemmon2005TermData } from './terms/lemmon2005';
import type { NonAnalyticTermData } from './terms/non-analytic';
import type { PowerTermData } from './terms/power';

export type ResidualTermData =
  | PowerTermData
  | ExponentialTermData
  | Lemmon2005TermData
  | GaussianTermData
  | GaoBTermData
  | NonAnalyticTermData;

export type IdealTermData =
  | IdealLeadData
  | IdealOffsetData
  | IdealLogTauData
  | IdealPowerData
  | IdealPlanckEinsteinData
  | IdealPlanckEinsteinFunctionTData
  | IdealCp0ConstantData
  | IdealCp0PolyTData;

/**
 * Saturation ancillary (CoolProp form), theta = 1 - T/T_r:
 *  pS/pL/pV: p = reducing_value exp(f Σ n θ^t), f = T_r/T if using_tau_r else 1;
 *  rhoV:     rho = reducing_value exp(f Σ n θ^t);   rhoLnoexp: rho = reducing_value (1 + Σ n θ^t).
 */
export interface AncillaryData {
  type: 'pL' | 'pV' | 'rhoV' | 'rhoLnoexp';
  T_r: number;
  reducing_value: number;
  using_tau_r: boolean;
  n: number[];
  t: number[];
  Tmin: number;
  Tmax: number;
}

/** One Chebyshev piece: [xmin, xmax, c0, c1, ...]; value = Σ c_k T_k((2x - (xmin + xmax)) / (xmax - xmin)). */
export type ChebyshevPiece = number[];

/**
 * Superancillary refitted from CoolProp's (Bell & Deiters): same equilibrium, fewer coefficients.
 * lnp: ln(p/Pa) as a function of x = 1/T (1/K); rhoL, rhoV: mol/m3 as functions of x = sqrt(Tcrit - T) (sqrt K),
 * the variable in which an analytic equation of state's coexistence densities are smooth up to the critical point.
 */
export interface SuperancillaryData {
  Tmin: number;
  Tcrit: number;
  rhocrit: number;
  pcrit: number;
  lnp: ChebyshevPiece[];
  rhoL: ChebyshevPiece[];
  rhoV: ChebyshevPiece[];
}

export interface FluidData {
  /** Name used by the engine (ASHRAE designation, e.g. R290). */
  name: string;
  /** CoolProp file name, e.g. n-Propane. */
  coolprop: string;
  kind: 'pure' | 'pseudo-pure';
  /** BibTeX key of the equation of state (CoolPropBibTeXLibrary.bib). */
  citation: string;
  molar_mass: number;
  gas_constant: number;
  reducing: { T: number; rhomolar: number };
  critical: { T: number; p: number; rhomolar: number };
  /** Triple point (pure) or lower limit Tmin (pseudo-pure), K. */
  triple: { T: number };
  T_max: number;
  p_max: number;
  alpha0: IdealTermData[];
  alphar: ResidualTermData[];
  /** Ancillaries of pseudo-pure blends (pure fluids use the superancillary instead). */
  ancillaries?: {
    pL: AncillaryData;
    pV: AncillaryData;
    rhoL: AncillaryData;
    rhoV: AncillaryData;
  };
  superancillary?: SuperancillaryData;
  /** Limits of the saturation curve for pseudo-pure blends (CoolProp pressure_max_sat, temperature_max_sat). */
  sat_max?: { T: number; p: number };
}
