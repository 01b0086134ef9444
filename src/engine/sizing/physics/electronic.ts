// Capacity of an electronic (stepper) expansion valve by opening and drop, the makers' method:
//  - the port at full stroke is an orifice of Kv; makers rate EEVs fully open (Sporlan Bulletin 100-20: "rated at
//    full stroke (100 % open) with no reserve capacity", control down to 10 % of it) and state a linear flow
//    characteristic (Emerson EX4–8 Technical Bulletin: "linear flow capacity", range 10…100 %), so the flow area,
//    and the Kv, is the full-stroke Kv times the opening;
//  - the drop: liquid through a port passes ∝ sqrt(ρ · Δp) with no choking term, as the makers' drop factors are
//    exactly sqrt(Δp / Δp_rated) up to 275 psi (Sporlan Bulletin 10-10);
//  - the inlet: liquid that loses pressure on its way to the valve (Dp1) with too little subcooling reaches it
//    flashing. The two-phase inlet passes as a homogeneous mixture, density 1 / (x/ρ'' + (1 − x)/ρ') from the
//    quality at the inlet pressure and enthalpy: a little flash gas takes much of the port's volume, hence the
//    capacity falls steeply with it;
//  - the duty is the mass flow times the refrigerating effect h(evaporator outlet) − h(inlet);
//  - no choking term: the Emerson EX4–8 R134a table follows sqrt(ρ' · Δp) along every row within ±1.4 % (EX8) from
//    0.07 to 16 bar of drop, where a homogeneous-equilibrium critical flux (isentropic, the flux's maximum) is −30 %
//    to +214 % off and a critical pressure ratio of 0.5–0.7 (Henry–Fauske, saturated liquid) −29 % to +36 %, as
//    if the liquid passed the short port before it flashes (tests/reference/sizing/eev-emerson-ex.test.ts);
//  - the Kv a maker's capacity implies is refrigerant-effective: ratedKv derives it from one cell of the table on
//    the table's basis (losses off the drop, vapour-free liquid at the valve), apart from the catalogue's Kv.
// Units: K, Pa, J/kg, W; Kv in m³/h.
import { EngineError } from '../../errors';
import { saturation, state } from '../../refrigerants/core';
import type { SaturationResult } from '../../refrigerants/types';
import type { EevRatedCapacity, EevRatingBasis } from '../ratings';
import { liquidMassFlow } from './flow';
import { operatingPoint } from './operating-point';

/** The refrigerant at the valve inlet: pressure (Pa absolute) and enthalpy (J/kg), subcooled or flashing. */
export interface ValveInlet {
  p: number;
  h: number;
}

export interface ElectronicValveInput {
  refrigerant: string;
  /** Kv at full stroke, m³/h, above 0. */
  Kv: number;
  /** Opening, fraction of full stroke, in [0, 1]. */
  opening: number;
  inlet: ValveInlet;
  /** Evaporating (dew) temperature, K. */
  Te: number;
  /** Superheat at the evaporator outlet, K (0 when omitted). */
  superheat?: number;
  /** Drop across the valve, Pa: above 0 and at most the inlet pressure less the evaporating pressure. */
  dp: number;
}

/** Relative rounding of a drop computed from pressures in another order (see electronicValveCapacity). */
const DROP_ROUNDING = 1e-12;

/** A finite number (else invalid_input) within [min, max] (else out_of_range with the limits). */
function check(quantity: string, value: unknown, min: number, max: number): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new EngineError({ code: 'invalid_input', quantity, value: String(value) });
  if (!(value >= min && value <= max)) throw new EngineError({ code: 'out_of_range', quantity, value, min, max });
}

/** A finite number above 0 (else out_of_range with min 0). */
function checkPositive(quantity: string, value: unknown): asserts value is number {
  check(quantity, value, 0, Infinity);
  if (value === 0) throw new EngineError({ code: 'out_of_range', quantity, value, min: 0, max: Infinity });
}

/**
 * Density (kg/m³) and quality (0 for a liquid or a dense supercritical fluid) at the valve inlet, from the property
 * engine's (p, h) flash; a vapour inlet is refused (that is a regulator's duty, not an expansion).
 */
export function inletDensity(refrigerant: string, inlet: ValveInlet): { rho: number; quality: number } {
  const s = state(refrigerant, { p: inlet.p, h: inlet.h });
  if (s.phase === 'vapor') {
    throw new EngineError({ code: 'out_of_range', quantity: 'enthalpy', value: inlet.h, min: -Infinity, max: saturation(refrigerant, { p: inlet.p }).h_vapor });
  }
  return { rho: s.rho, quality: s.quality ?? 0 };
}

/** Enthalpy (J/kg) at the evaporator outlet: the dew point at Te plus the superheat (K) at the evaporating pressure. */
function outletEnthalpy(refrigerant: string, evaporator: SaturationResult, superheat: number): number {
  return superheat === 0 ? evaporator.h_vapor : state(refrigerant, { T: evaporator.T_dew + superheat, p: evaporator.p_dew }).h;
}

/**
 * Capacity (W) of an electronic expansion valve of full-stroke Kv (m³/h) at an opening (fraction of stroke), with
 * the refrigerant at its inlet given by pressure and enthalpy (subcooled liquid, or flashing two-phase), at an
 * evaporating (dew) temperature Te (K) and outlet superheat (K), across a drop dp (Pa): Kv · opening passes the
 * inlet's homogeneous density at dp, times h(Te + superheat, pe) − h(inlet). See the file comment for the method.
 * The valve discharges into the evaporator, so the drop can reach at most the inlet pressure less the evaporating
 * pressure.
 * @example electronicValveCapacity({ refrigerant: 'R410A', Kv: 0.5, opening: 0.6, inlet: { p: 2.4e6, h: 2.6e5 }, Te: 278.15, dp: 1.4e6 })
 * @throws EngineError invalid_input (not an object or not a finite number), out_of_range with the limits (Kv, dp,
 *   Te or inlet pressure not above 0; an opening outside 0…1; a negative superheat; a drop beyond the inlet
 *   pressure less the evaporating pressure; an inlet that is vapour or leaves no refrigerating effect; states
 *   beyond the refrigerant's range), unknown_refrigerant
 */
export function electronicValveCapacity(input: ElectronicValveInput): number {
  if (typeof input !== 'object' || input === null) throw new EngineError({ code: 'invalid_input', quantity: 'electronic_valve', value: String(input) });
  if (typeof input.inlet !== 'object' || input.inlet === null) throw new EngineError({ code: 'invalid_input', quantity: 'inlet', value: String(input.inlet) });
  checkPositive('Kv', input.Kv);
  check('opening', input.opening, 0, 1);
  checkPositive('Te', input.Te);
  checkPositive('inlet.p', input.inlet.p);
  check('inlet.h', input.inlet.h, -Infinity, Infinity);
  const superheat = input.superheat ?? 0;
  check('superheat', superheat, 0, Infinity);
  check('dp', input.dp, -Infinity, Infinity);
  const evaporator = saturation(input.refrigerant, { T: input.Te });
  const maxDrop = input.inlet.p - evaporator.p_dew;
  // pk − pe − Dp1 − Dp2 and (pk − Dp1) − pe differ in their last bits: a drop within that rounding is the limit.
  if (!(input.dp > 0 && input.dp <= maxDrop + DROP_ROUNDING * input.inlet.p)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'dp', value: input.dp, min: 0, max: maxDrop });
  }
  const { rho } = inletDensity(input.refrigerant, input.inlet);
  const hOut = outletEnthalpy(input.refrigerant, evaporator, superheat);
  const effect = hOut - input.inlet.h;
  if (!(effect > 0)) throw new EngineError({ code: 'out_of_range', quantity: 'enthalpy', value: input.inlet.h, min: -Infinity, max: hOut });
  return liquidMassFlow(input.Kv * input.opening, input.dp, rho) * effect;
}

/**
 * The refrigerant-effective Kv (m³/h) a maker's table implies: the Kv whose capacity on the table's basis (both
 * losses off pk − pe, vapour-free liquid at the valve at pk, subcooled and superheated as stated) is the rated
 * capacity (W) at the rated Te and Tk (dew, K).
 * @throws EngineError out_of_range (a rated capacity not above 0, a negative loss, losses that leave no drop at
 *   the rated point), and what operatingPoint and electronicValveCapacity throw
 */
export function ratedKv(rated: EevRatedCapacity, basis: EevRatingBasis): number {
  checkPositive('capacity', rated.capacity);
  check('lineLoss', basis.lineLoss, 0, Infinity);
  check('distributorLoss', basis.distributorLoss, 0, Infinity);
  const point = operatingPoint({ refrigerant: rated.refrigerant, Te: rated.Te, Tk: rated.Tk, superheat: basis.superheat, subcooling: basis.subcooling });
  const drop = point.pk - point.pe;
  const losses = basis.lineLoss + basis.distributorLoss;
  if (!(losses < drop)) throw new EngineError({ code: 'out_of_range', quantity: 'losses', value: losses, min: 0, max: drop });
  const perKv = electronicValveCapacity({ refrigerant: rated.refrigerant, Kv: 1, opening: 1, inlet: { p: point.pk, h: point.hIn }, Te: rated.Te, superheat: basis.superheat, dp: drop - losses });
  return rated.capacity / perKv;
}
