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
//    ∝ (dp/dT)_charge at Te. The charge is not the system refrigerant: makers fill each refrigerant's element so
//    that the valve works over its whole range (Danfoss's N range, −40…+10 °C), i.e. with a curve flatter than a
//    low-pressure refrigerant's own (R134a's own curve would leave the valve nearly shut at −40 °C). The charge is
//    taken as a Clausius–Clapeyron curve ln p = a − B/T, whose slope is ∝ exp(−B/T)/T²: its steepness B (K) is what
//    the physics cannot give, calibrated (CHARGE_FIT) on the Danfoss TE5–TE55 R404A/R507 rows alone and carried to
//    every refrigerant unchanged. The rows fall from 0 to −40 °C by 2.6 (TE5, conventional port) to 3.6 (TE55,
//    balanced port): in a conventional port the drop across the pin also pushes it open, more at low Te where the
//    drop is larger, so the valve falls less than its element alone says. That port's balance is taken by B rising
//    with the valve's nominal Kv, from the small conventional bodies to the large balanced ones.
//    Measured against the published tables: tests/reference/sizing/thermostatic-calibration.ts, *te*.test.ts.
// Units: K, Pa, J/kg, W.
import { EngineError } from '../../errors';
import { saturation } from '../../refrigerants/core';
import { inletDensity } from './electronic';
import { liquidMassFlow } from './flow';

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
  /** The charge's calibration; absent: CHARGE_FIT (a calibration tries others). */
  fit?: ChargeFit;
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

/**
 * The charge's steepness B (K) by the valve's nominal Kv (m³/h): smallB up to smallKv, largeB from largeKv, between
 * them linear in ln Kv.
 */
export interface ChargeFit {
  smallB: number;
  largeB: number;
  smallKv: number;
  largeKv: number;
}

/**
 * Fitted on the Danfoss TE5–TE55 R404A/R507 rows at Tc 45 °C (../shared/reference-tables/expansion-valves.md §3),
 * every row carried from each of its figures to every other (tests/reference/sizing/thermostatic-calibration.ts,
 * which also validates it leaving one row out at a time).
 */
export const CHARGE_FIT: ChargeFit = { smallB: 1865, largeB: 2385, smallKv: 0.265, largeKv: 1.61 };

/** The charge's steepness B (K) of a valve of nominal Kv (m³/h). */
export function chargeSteepness(Kv: number, fit: ChargeFit = CHARGE_FIT): number {
  const f = Math.log(Kv / fit.smallKv) / Math.log(fit.largeKv / fit.smallKv);
  return fit.smallB + (fit.largeB - fit.smallB) * Math.min(1, Math.max(0, f));
}

/**
 * Opening (flow area) of a TEV of nominal Kv (m³/h) at the evaporating temperature Te (K) as a fraction of its
 * opening at ratedTe (K): the ratio of its charge's dp/dT at the two, exp(−B/T)/T².
 */
export function thermostaticOpening(Te: number, ratedTe: number, Kv: number, fit: ChargeFit = CHARGE_FIT): number {
  const B = chargeSteepness(Kv, fit);
  return Math.exp(B / ratedTe - B / Te) * (ratedTe / Te) ** 2;
}

/**
 * The model's stated uncertainty, a fraction, carried from a rating (or a table's edge) at anchorTe to Te (K): base
 * plus a rate per K between them, at most max. Against the Danfoss rows, each under constants fitted without it
 * (tests/reference/sizing/thermostatic-calibration.ts loto), the model stays within 0.4 % per K of the rating in
 * either direction (at most +17 % at 45 K); 0.6 % per K below the rating leaves room for refrigerants and makers it was not fitted
 * on, with 2 % for the port and the effect (Sporlan's drop and liquid factors, within 3 %). Above the rating the
 * rate is 1.5 % per K: Sporlan's selective C charge, rated nearly flat from 0 to +40 °F, is up to 52 % below the
 * model carried up 22 K, where no single charge curve follows it (tests/reference/sizing/sporlan-txv.test.ts).
 */
export const THERMOSTATIC_UNCERTAINTY = { base: 0.02, below: 0.006, above: 0.015, max: 0.35 } as const;

/** The uncertainty of a capacity carried from anchorTe to Te (K): see THERMOSTATIC_UNCERTAINTY. */
export function thermostaticUncertainty(Te: number, anchorTe: number): number {
  const u = THERMOSTATIC_UNCERTAINTY;
  return Math.min(u.max, u.base + (Te < anchorTe ? u.below * (anchorTe - Te) : u.above * (Te - anchorTe)));
}

/** Capacity (W) of a Kv of 1 m³/h at the conditions: liquid (or flashing) flow at the drop × (h''(Te) − h_inlet). */
function capacityPerKv(refrigerant: string, c: ThermostaticConditions): number {
  const liquid = saturation(refrigerant, { T: c.liquidTemperature });
  const vapour = saturation(refrigerant, { T: c.Te });
  const rho = c.inletPressure === undefined ? liquid.rho_liquid : inletDensity(refrigerant, { p: c.inletPressure, h: liquid.h_liquid }).rho;
  return liquidMassFlow(1, c.dp, rho) * (vapour.h_vapor - liquid.h_liquid);
}

/**
 * Nominal Kv (m³/h, its opening at NOMINAL_EVAPORATING_TEMPERATURE) of a valve rated `capacity` (W) at `rated`: the
 * Kv the rating asks for at the opening that Kv's charge gives at the rating's Te (a fixed point, reached in a few
 * steps: the opening moves little with Kv).
 */
function nominalKv(perKv: number, capacity: number, ratedTe: number, fit: ChargeFit): number {
  let Kv = capacity / perKv;
  for (let i = 0; i < 4; i++) Kv = capacity / (perKv * thermostaticOpening(ratedTe, NOMINAL_EVAPORATING_TEMPERATURE, Kv, fit));
  return Kv;
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
  const fit = input.fit ?? CHARGE_FIT;
  const ratedPerKv = capacityPerKv(input.refrigerant, input.rated);
  const Kv = nominalKv(ratedPerKv, input.rated.capacity, input.rated.Te, fit);
  return (input.rated.capacity * capacityPerKv(input.refrigerant, input) * thermostaticOpening(input.Te, input.rated.Te, Kv, fit)) / ratedPerKv;
}
