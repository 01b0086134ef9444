// Capacity of a thermostatic expansion valve (TEV) by the makers' rating method (Sporlan Bulletin 10-10, "TEV
// capacity = TEV rating × CF liquid temperature × CF pressure drop"; Emerson's Qn = Qo · Kt · Kp likewise):
//  - pressure drop: the port passes liquid as an orifice, capacity ∝ sqrt(Δp) (Sporlan's drop factors are exactly
//    sqrt(Δp / Δp_rated));
//  - liquid temperature: the liquid's density (mass flow ∝ sqrt(ρ)) and the net refrigerating effect
//    h''(Te) − h'(T_liquid), as Sporlan says its liquid factors do;
//  - evaporating temperature: the refrigerating effect, and the opening of the valve. The thermostatic element
//    opens the valve by the bulb's pressure rise over the evaporating pressure; per kelvin of superheat that rise is
//    the slope dp/dT of the saturation curve, which shrinks as Te falls. Sporlan's selective charges (C, Z) hold
//    the rated opening down to −10 °F (their ratings stand within 2.5 % of the orifice at +40, +20, 0 and −10 °F);
//    below, the opening follows the square root of the slope ratio (Bulletin 10-10, R-507 Z charge: −20 °F and
//    −40 °F ratings fall to 0.90 and 0.76 of the −10 °F orifice capacity, sqrt of the slope ratio 0.92 and 0.77).
// Units: K, Pa, W.
import { EngineError } from '../../errors';
import { saturation } from '../../refrigerants';

/** °F to K. */
const fahrenheit = (t: number): number => (t - 32) / 1.8 + 273.15;
/** Pa per psi. */
const PSI = 6894.757293168;

/** Lowest evaporating temperature (K) at which a selective charge keeps the rated opening: −10 °F. */
export const THERMOSTATIC_KNEE = fahrenheit(-10);

/** The rating point of Sporlan's TEV ratings (Bulletin 10-10): +40 °F evaporator, 100 °F liquid, 100 psi drop. */
export const TEV_RATING_POINT = { Te: fahrenheit(40), liquidTemperature: fahrenheit(100), dp: 100 * PSI } as const;

/** Conditions of a TEV: evaporating (dew) temperature K, liquid temperature at the valve inlet K, drop across it Pa. */
export interface ThermostaticConditions {
  Te: number;
  liquidTemperature: number;
  dp: number;
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
}

/** Slope of the dew-pressure curve dp/dT at T (Pa/K), central difference over ±0.05 K. */
function dewSlope(refrigerant: string, T: number): number {
  const dT = 0.05;
  return (saturation(refrigerant, { T: T + dT }).p_dew - saturation(refrigerant, { T: T - dT }).p_dew) / (2 * dT);
}

const openingCache = new Map<string, number>();

/**
 * Opening of a TEV at the evaporating temperature Te (K) as a fraction of its rated opening: 1 down to
 * THERMOSTATIC_KNEE, then sqrt(slope(Te) / slope(knee)).
 */
export function thermostaticOpening(refrigerant: string, Te: number): number {
  if (Te >= THERMOSTATIC_KNEE) return 1;
  const key = `${refrigerant}|${Te}`;
  let opening = openingCache.get(key);
  if (opening === undefined) {
    opening = Math.sqrt(dewSlope(refrigerant, Te) / dewSlope(refrigerant, THERMOSTATIC_KNEE));
    if (openingCache.size > 256) openingCache.clear();
    openingCache.set(key, opening);
  }
  return opening;
}

/** Capacity per sqrt(Pa) of a unit orifice at the conditions: sqrt(ρ') · (h''(Te) − h'(T_liquid)) · opening. */
function specificCapacity(refrigerant: string, c: ThermostaticConditions): number {
  const liquid = saturation(refrigerant, { T: c.liquidTemperature });
  const vapour = saturation(refrigerant, { T: c.Te });
  const effect = vapour.h_vapor - liquid.h_liquid;
  return Math.sqrt(liquid.rho_liquid * c.dp) * effect * thermostaticOpening(refrigerant, c.Te);
}

/**
 * Capacity (W) of a thermostatic expansion valve at an evaporating (dew) temperature Te (K), liquid temperature at
 * its inlet (K) and drop across it (Pa), from its rating (same refrigerant): the makers' method, capacity by
 * evaporating temperature corrected for liquid temperature and pressure drop (see the file comment).
 * @example thermostaticValveCapacity({ refrigerant: 'R507A', rated: { capacity: 3517, ...TEV_RATING_POINT }, Te: 233.15, liquidTemperature: 310.93, dp: 175 * 6894.76 })
 * @throws EngineError invalid_input (a value not a positive finite number), out_of_range (liquid colder than Te,
 *   temperatures beyond the refrigerant's saturation curve), unknown_refrigerant
 */
export function thermostaticValveCapacity(input: ThermostaticValveInput): number {
  if (typeof input !== 'object' || input === null) throw new EngineError({ code: 'invalid_input', quantity: 'thermostatic_valve', value: String(input) });
  checkConditions(input.rated, 'rated.');
  check('rated.capacity', input.rated.capacity, true);
  checkConditions(input, '');
  return (input.rated.capacity * specificCapacity(input.refrigerant, input)) / specificCapacity(input.refrigerant, input.rated);
}
