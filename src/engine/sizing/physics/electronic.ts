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
//  - the duty is the mass flow times the refrigerating effect h(evaporator outlet) − h(inlet).
// Units: K, Pa, J/kg, W; Kv in m³/h.
import { EngineError } from '../../errors';
import { saturation, state } from '../../refrigerants';
import { liquidMassFlow } from './flow';

/** The refrigerant at the valve inlet: pressure (Pa absolute) and enthalpy (J/kg), subcooled or flashing. */
export interface ValveInlet {
  p: number;
  h: number;
}

export interface ElectronicValveInput {
  refrigerant: string;
  /** Kv at full stroke, m³/h. */
  Kv: number;
  /** Opening, fraction of full stroke, in (0, 1]. */
  opening: number;
  inlet: ValveInlet;
  /** Evaporating (dew) temperature, K. */
  Te: number;
  /** Superheat at the evaporator outlet, K (0 when omitted). */
  superheat?: number;
  /** Drop across the valve, Pa. */
  dp: number;
}

/** A finite number, and a positive one when `positive`; else invalid_input. */
function check(quantity: string, value: unknown, positive: boolean): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || (positive && !(value > 0))) {
    throw new EngineError({ code: 'invalid_input', quantity, value: String(value) });
  }
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

/** Enthalpy (J/kg) at the evaporator outlet: Te (K, dew) plus the superheat (K) at the evaporating pressure. */
function outletEnthalpy(refrigerant: string, Te: number, superheat: number): number {
  const evaporator = saturation(refrigerant, { T: Te });
  return superheat === 0 ? evaporator.h_vapor : state(refrigerant, { T: evaporator.T_dew + superheat, p: evaporator.p_dew }).h;
}

/**
 * Capacity (W) of an electronic expansion valve of full-stroke Kv (m³/h) at an opening (fraction of stroke), with
 * the refrigerant at its inlet given by pressure and enthalpy (subcooled liquid, or flashing two-phase), at an
 * evaporating (dew) temperature Te (K) and outlet superheat (K), across a drop dp (Pa): Kv · opening passes the
 * inlet's homogeneous density at dp, times h(Te + superheat, pe) − h(inlet). See the file comment for the method.
 * @example electronicValveCapacity({ refrigerant: 'R410A', Kv: 0.5, opening: 0.6, inlet: { p: 2.4e6, h: 2.6e5 }, Te: 278.15, dp: 1.4e6 })
 * @throws EngineError invalid_input (not a finite number; Kv, opening, dp, Te or inlet pressure not positive; a
 *   negative superheat), out_of_range (opening above 1, an inlet that is vapour or no refrigerating effect,
 *   states beyond the refrigerant's range), unknown_refrigerant
 */
export function electronicValveCapacity(input: ElectronicValveInput): number {
  if (typeof input !== 'object' || input === null) throw new EngineError({ code: 'invalid_input', quantity: 'electronic_valve', value: String(input) });
  if (typeof input.inlet !== 'object' || input.inlet === null) throw new EngineError({ code: 'invalid_input', quantity: 'inlet', value: String(input.inlet) });
  check('Kv', input.Kv, true);
  check('opening', input.opening, true);
  if (input.opening > 1) throw new EngineError({ code: 'out_of_range', quantity: 'opening', value: input.opening, min: 0, max: 1 });
  check('dp', input.dp, true);
  check('Te', input.Te, true);
  check('inlet.p', input.inlet.p, true);
  check('inlet.h', input.inlet.h, false);
  const superheat = input.superheat ?? 0;
  check('superheat', superheat, false);
  if (superheat < 0) throw new EngineError({ code: 'invalid_input', quantity: 'superheat', value: String(superheat) });
  const { rho } = inletDensity(input.refrigerant, input.inlet);
  const hOut = outletEnthalpy(input.refrigerant, input.Te, superheat);
  const effect = hOut - input.inlet.h;
  if (!(effect > 0)) throw new EngineError({ code: 'out_of_range', quantity: 'enthalpy', value: input.inlet.h, min: -Infinity, max: hOut });
  return liquidMassFlow(input.Kv * input.opening, input.dp, rho) * effect;
}
