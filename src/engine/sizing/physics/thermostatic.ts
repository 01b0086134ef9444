// Capacity of a thermostatic expansion valve (TEV) from one rating point of the same refrigerant, by the physics
// of the makers' rating method (Sporlan Bulletin 10-10, "TEV capacity = TEV rating × CF liquid temperature × CF
// pressure drop"; Danfoss TE5–TE55 data sheet DKRCC.PD.AB0, capacity by Te and Tc with subcooling and distributor
// correction factors):
//  - the port passes liquid as an orifice: mass flow ∝ sqrt(ρ_inlet · Δp). Sporlan's drop factors are
//    sqrt(Δp / Δp_rated) and Danfoss's distributor factors sqrt((Δp − Δp_distributor) / Δp) at Tc 32 °C;
//  - the inlet may flash: liquid that loses more pressure before the valve than its subcooling is worth arrives
//    two-phase, passed at its homogeneous density (inletDensity, physics/electronic);
//  - the duty is the mass flow times the refrigerating effect h''(Te) − h(inlet), as Sporlan's liquid factors and
//    Danfoss's subcooling factors are;
//  - the opening: the element pushes the pin by (p_bulb − p_e) · A_diaphragm against a spring. At a fixed opening
//    superheat above the static one, p_bulb − p_e is the charge's pressure–temperature slope (dp/dT) at Te times
//    that superheat, so the stroke, and in the small-lift regime of a cone or needle the flow area, is
//    ∝ (dp/dT)_charge at Te. The charge is taken as the system refrigerant's own (liquid or universal charge: the
//    Danfoss N range), so the opening follows the slope of its dew curve. Cross charges (Sporlan's selective C and Z
//    charges) have flatter curves of fluids we do not know: their valves fall less at low Te than this model says.
//    Measured against the published tables, see tests/reference/sizing/*txv*.
// Units: K, Pa, J/kg, W.
import { EngineError } from '../../errors';
import { saturation } from '../../refrigerants/core';
import { inletDensity } from './electronic';

/** °F to K. */
const fahrenheit = (t: number): number => (t - 32) / 1.8 + 273.15;
/** Pa per psi. */
const PSI = 6894.757293168;

/** The rating point of Sporlan's TEV ratings (Bulletin 10-10): +40 °F evaporator, 100 °F liquid, 100 psi drop. */
export const TEV_RATING_POINT = { Te: fahrenheit(40), liquidTemperature: fahrenheit(100), dp: 100 * PSI } as const;

/**
 * Evaporating temperature (K) of a TEV's nominal rating, at which a catalogue Kv is its nominal opening: +5 °C, the
 * rated-capacity point of Danfoss's T2/TE2 and TE5–TE55 data sheets (Sporlan's +40 °F is 4.4 °C).
 */
export const NOMINAL_EVAPORATING_TEMPERATURE = 278.15;

/** Conditions of a TEV: evaporating (dew) temperature K, liquid temperature at the valve inlet K, drop across it Pa. */
export interface ThermostaticConditions {
  Te: number;
  liquidTemperature: number;
  dp: number;
  /**
   * Pressure at the valve inlet, Pa absolute; absent: the liquid's bubble pressure (saturated, no flash gas). Below
   * the bubble pressure the liquid arrives flashing.
   */
  inletPressure?: number;
}

export interface ThermostaticValveInput extends ThermostaticConditions {
  refrigerant: string;
  /** The valve's rating (same refrigerant): capacity in W at its conditions. */
  rated: ThermostaticConditions & { capacity: number };
}

function check(quantity: string, value: number, positive: boolean): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || (positive && !(value > 0))) {
    throw new EngineError({ code: 'invalid_input', quantity, value: String(value) });
  }
}

function checkConditions(c: ThermostaticConditions, prefix: string): void {
  if (typeof c !== 'object' || c === null) throw new EngineError({ code: 'invalid_input', quantity: `${prefix}conditions`, value: String(c) });
  check(`${prefix}Te`, c.Te, true);
  check(`${prefix}liquidTemperature`, c.liquidTemperature, true);
  check(`${prefix}dp`, c.dp, true);
  if (!(c.liquidTemperature >= c.Te)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'temperature', value: c.liquidTemperature, min: c.Te, max: Infinity });
  }
  if (c.inletPressure !== undefined) {
    check(`${prefix}inletPressure`, c.inletPressure, true);
    // The valve cannot drop more than the pressure it receives.
    if (!(c.dp < c.inletPressure)) throw new EngineError({ code: 'out_of_range', quantity: 'pressure_drop', value: c.dp, min: 0, max: c.inletPressure });
  }
}

/** Slope of the dew-pressure curve dp/dT at T (Pa/K), central difference over ±0.05 K. */
function dewSlope(refrigerant: string, T: number): number {
  const dT = 0.05;
  return (saturation(refrigerant, { T: T + dT }).p_dew - saturation(refrigerant, { T: T - dT }).p_dew) / (2 * dT);
}

const openingCache = new Map<string, number>();

/**
 * Opening (flow area) of a TEV at the evaporating temperature Te (K) as a fraction of its opening at the rating's
 * ratedTe (K): the ratio of the charge's (the refrigerant's dew curve's) dp/dT at the two temperatures.
 */
export function thermostaticOpening(refrigerant: string, Te: number, ratedTe: number): number {
  const key = `${refrigerant}|${Te}|${ratedTe}`;
  let opening = openingCache.get(key);
  if (opening === undefined) {
    opening = dewSlope(refrigerant, Te) / dewSlope(refrigerant, ratedTe);
    if (openingCache.size > 256) openingCache.clear();
    openingCache.set(key, opening);
  }
  return opening;
}

/** Capacity per unit flow area at the conditions: sqrt(ρ_inlet · Δp) · (h''(Te) − h_inlet) · (dp/dT)(Te). */
function specificCapacity(refrigerant: string, c: ThermostaticConditions): number {
  const liquid = saturation(refrigerant, { T: c.liquidTemperature });
  const vapour = saturation(refrigerant, { T: c.Te });
  const rho = c.inletPressure === undefined ? liquid.rho_liquid : inletDensity(refrigerant, { p: c.inletPressure, h: liquid.h_liquid }).rho;
  return Math.sqrt(rho * c.dp) * (vapour.h_vapor - liquid.h_liquid) * dewSlope(refrigerant, c.Te);
}

/**
 * Capacity (W) of a thermostatic expansion valve at an evaporating (dew) temperature Te (K), liquid temperature at
 * its inlet (K), drop across it (Pa) and optionally the pressure at its inlet (Pa, a flashing inlet below the
 * liquid's bubble pressure), from its rating (same refrigerant and charge): see the file comment.
 * @example thermostaticValveCapacity({ refrigerant: 'R404A', rated: { capacity: 14730, Te: 273.15, liquidTemperature: 313.8, dp: 1.444e6 }, Te: 233.15, liquidTemperature: 313.8, dp: 1.914e6 })
 * @throws EngineError invalid_input (a value not a positive finite number), out_of_range (liquid colder than Te, a
 *   drop not below the inlet pressure, temperatures beyond the refrigerant's saturation curve), unknown_refrigerant
 */
export function thermostaticValveCapacity(input: ThermostaticValveInput): number {
  if (typeof input !== 'object' || input === null) throw new EngineError({ code: 'invalid_input', quantity: 'thermostatic_valve', value: String(input) });
  checkConditions(input.rated, 'rated.');
  check('rated.capacity', input.rated.capacity, true);
  checkConditions(input, '');
  return (input.rated.capacity * specificCapacity(input.refrigerant, input)) / specificCapacity(input.refrigerant, input.rated);
}
