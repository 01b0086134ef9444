// Public result types of the refrigerant property engine. SI units throughout:
// K, Pa absolute, kg/m3, J/kg, J/(kg K).

export type Phase = 'liquid' | 'vapor' | 'supercritical' | 'twophase';

export type SaturationInput = { T: number } | { p: number };

export type StateInput = { T: number; p: number } | { p: number; h: number } | { p: number; s: number };

/**
 * Saturated liquid and vapour. Given T the liquid is at the bubble pressure and the vapour at the dew pressure;
 * given p the liquid is at the bubble temperature and the vapour at the dew temperature. For pure fluids
 * bubble and dew coincide.
 */
export interface SaturationResult {
  /** K */
  T_bubble: number;
  /** K */
  T_dew: number;
  /** Pa */
  p_bubble: number;
  /** Pa */
  p_dew: number;
  /** kg/m3 */
  rho_liquid: number;
  /** kg/m3 */
  rho_vapor: number;
  /** J/kg */
  h_liquid: number;
  /** J/kg */
  h_vapor: number;
  /** J/(kg K) */
  s_liquid: number;
  /** J/(kg K) */
  s_vapor: number;
}

/**
 * A state point. `phase` is 'liquid' below the saturation temperature (also above the critical pressure),
 * 'vapor' above it (also above the critical temperature at pressures below the critical pressure),
 * 'supercritical' above both critical temperature and pressure, 'twophase' inside the dome (only from (p, h)
 * and (p, s), or for a zeotropic blend's (T, p) between its dew and bubble pressures).
 */
export interface StateResult {
  /** K */
  T: number;
  /** Pa */
  p: number;
  /** kg/m3 */
  rho: number;
  /** J/kg */
  h: number;
  /** J/(kg K) */
  s: number;
  /** Isobaric heat capacity, J/(kg K); null in the two-phase region where it is not defined. */
  cp: number | null;
  phase: Phase;
  /** Vapour mass fraction in the two-phase region, else null. */
  quality: number | null;
}

export type SafetyClass = 'A1' | 'A2L' | 'A3' | 'B2L';

export type RefrigerantKind = 'pure' | 'pseudo-pure' | 'mixture';

/**
 * The Helmholtz-energy equation of state a refrigerant's properties come from: the fluid file's BibTeX keys
 * (CoolProp's library; a blend's components, then its binary pairs' parameters) and the reference state.
 */
export interface EquationOfStateInfo {
  kind: RefrigerantKind;
  citations: string[];
  /** h = 200 kJ/kg, s = 1 kJ/(kg K) for the saturated liquid at 0 °C. */
  reference: 'IIR';
}

/**
 * The range a refrigerant's equations answer in, SI (K, Pa absolute): what saturation() and state() accept, said
 * up front so that callers check a value against it instead of catching the refusal.
 */
export interface RefrigerantLimits {
  /**
   * Saturation temperatures, K: from the triple point of a pure fluid (the lowest temperature of a pseudo-pure or
   * blend's saturation curves) up to the critical temperature (the end of a blend's traced curves).
   */
  saturationTemperature: { min: number; max: number };
  /** Highest temperature of a single-phase state, K. */
  maximumTemperature: number;
  /** Highest pressure of a state, Pa absolute. */
  maximumPressure: number;
  /** The critical point, K and Pa absolute; null for a blend whose model states none. */
  critical: { temperature: number; pressure: number } | null;
}

/** One entry of the list a user chooses from. */
export interface RefrigerantInfo {
  /** ASHRAE 34 designation, e.g. 'R32', 'R1234ze(E)'. */
  name: string;
  kind: RefrigerantKind;
  /** ASHRAE 34 safety class. */
  safetyClass: SafetyClass;
  /** 100-year GWP, IPCC AR4 (EU F-gas regulation 517/2014 basis). */
  gwpAR4: number;
  /** 100-year GWP, IPCC AR5. */
  gwpAR5: number;
  /** kg/mol */
  molarMass: number;
  /** K; null until the mixture model provides it. */
  criticalTemperature: number | null;
  /** Pa; null until the mixture model provides it. */
  criticalPressure: number | null;
  /**
   * Normal boiling point at 101325 Pa, K: bubble and dew (equal for pure fluids); null for R744 (1 atm is below
   * its triple-point pressure) and for blends until the mixture model provides it.
   */
  normalBoilingPoint: { bubble: number; dew: number } | null;
  /** Blends: components with mass fractions (sum 1). */
  composition?: { component: string; massFraction: number }[];
  /** Blends: temperature glide at 101325 Pa (dew - bubble), K; null until known. */
  glide?: number | null;
}

/** What the mixture model supplies for a blend's RefrigerantInfo (critical point, boiling points, glide). */
export type MixtureInfoFields = Pick<RefrigerantInfo, 'criticalTemperature' | 'criticalPressure' | 'normalBoilingPoint'> & {
  molarMass?: number;
  glide?: number | null;
};
