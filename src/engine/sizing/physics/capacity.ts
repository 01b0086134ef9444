// Capacity of a valve (the refrigerating duty whose mass flow it passes) and the drop a duty causes, at a line
// position. This is how the makers' tables are built: Danfoss and Honeywell print liquid, suction and hot-gas
// capacities as the evaporator duty Q = m · (h_out − h_in) carried by the valve's mass flow m at a stated drop,
// with the liquid at the valve inlet for A, the evaporator-outlet vapour for C and the hot gas for D.
import { EngineError } from '../../errors';
import { gasChokedMassFlow, gasDrop, gasMassFlow, liquidDrop, liquidMassFlow, X_T, type ValveConstruction } from './flow';
import { gasInlet, operatingPoint, refrigeratingEffect, type OperatingConditions, type OperatingPoint, type Position } from './operating-point';

/** Mass flow (kg/s) through Kv (m³/h) at drop dp (Pa) in a line of an operating point. */
export function massFlowAt(point: OperatingPoint, position: Position, Kv: number, dp: number, construction: ValveConstruction = 'seat'): number {
  const line = point.line(position);
  if (position === 'A') return liquidMassFlow(Kv, dp, line.rho);
  return gasMassFlow(Kv, dp, gasInlet(line, X_T[construction]));
}

/** Drop (Pa) of a mass flow m (kg/s) through Kv; Infinity when a gas flow exceeds the choked limit. */
export function dropAt(point: OperatingPoint, position: Position, Kv: number, m: number, construction: ValveConstruction = 'seat'): number {
  const line = point.line(position);
  if (position === 'A') return liquidDrop(Kv, m, line.rho);
  return gasDrop(Kv, m, gasInlet(line, X_T[construction]));
}

/** Largest mass flow (kg/s) Kv can pass in a gas line (choked flow); Infinity for the liquid line. */
export function maxMassFlowAt(point: OperatingPoint, position: Position, Kv: number, construction: ValveConstruction = 'seat'): number {
  if (position === 'A') return Infinity;
  return gasChokedMassFlow(Kv, gasInlet(point.line(position), X_T[construction]));
}

/** Mass flow (kg/s) carrying a duty Q (W) at an operating point. */
export function massFlowForDuty(point: OperatingPoint, Q: number): number {
  return Q / refrigeratingEffect(point);
}

export interface ValveCapacityInput {
  refrigerant: string;
  position: Position;
  /** Flow coefficient, m³/h. */
  Kv: number;
  /** Pressure drop across the valve, Pa. */
  dp: number;
  /** Evaporating dew temperature, K. */
  Te: number;
  /** Condensing dew temperature, K. */
  Tk: number;
  /** Superheat, K. */
  superheat: number;
  /** Subcooling below the bubble point at the condensing pressure, K. */
  subcooling: number;
  /** Hot-gas temperature, K (position D); absent: estimated from the compressor's isentropic efficiency. */
  dischargeTemperature?: number;
  /** Isentropic efficiency of the compressor (0 < η ≤ 1) for that estimate; default 0.7. */
  isentropicEfficiency?: number;
}

export type PressureDropInput = Omit<ValveCapacityInput, 'dp'> & {
  /** Refrigerating duty, W. */
  capacity: number;
};

function pointOf(i: OperatingConditions): OperatingPoint {
  const c: OperatingConditions = { refrigerant: i.refrigerant, Te: i.Te, Tk: i.Tk, superheat: i.superheat, subcooling: i.subcooling };
  if (i.dischargeTemperature !== undefined) c.dischargeTemperature = i.dischargeTemperature;
  if (i.isentropicEfficiency !== undefined) c.isentropicEfficiency = i.isentropicEfficiency;
  return operatingPoint(c);
}

/**
 * The refrigerating capacity (W) a valve of flow coefficient Kv passes at a pressure drop, in the liquid (A),
 * suction (C) or discharge (D) line. Gas lines use IEC 60534-2-1 with the seat-valve xT (0.72); past the choked
 * ratio (and up to the inlet pressure) the capacity stays at its choked value.
 * @throws EngineError from the property engine, invalid_input for a negative Kv or drop, out_of_range
 *   pressure_drop { value, min: 0, max: the line's inlet pressure } for a drop larger than the inlet pressure
 *   (the outlet would be below vacuum)
 */
export function valveCapacity(input: ValveCapacityInput): number {
  if (!(input.Kv > 0)) throw new EngineError({ code: 'invalid_input', quantity: 'Kv', value: input.Kv });
  if (!(input.dp >= 0)) throw new EngineError({ code: 'invalid_input', quantity: 'pressure_drop', value: input.dp });
  const point = pointOf(input);
  const inletPressure = point.line(input.position).p;
  if (input.dp > inletPressure) throw new EngineError({ code: 'out_of_range', quantity: 'pressure_drop', value: input.dp, min: 0, max: inletPressure });
  return massFlowAt(point, input.position, input.Kv, input.dp) * refrigeratingEffect(point);
}

/**
 * The pressure drop (Pa) a refrigerating duty (W) causes across a valve of flow coefficient Kv in the liquid (A),
 * suction (C) or discharge (D) line; the inverse of valveCapacity.
 * @throws EngineError flow_choked { massFlow, maxMassFlow } (kg/s) when the gas flow cannot pass Kv at any drop
 */
export function pressureDrop(input: PressureDropInput): number {
  if (!(input.Kv > 0)) throw new EngineError({ code: 'invalid_input', quantity: 'Kv', value: input.Kv });
  if (!(input.capacity >= 0)) throw new EngineError({ code: 'invalid_input', quantity: 'capacity', value: input.capacity });
  const point = pointOf(input);
  const m = massFlowForDuty(point, input.capacity);
  const dp = dropAt(point, input.position, input.Kv, m);
  if (dp === Infinity) {
    throw new EngineError({ code: 'flow_choked', massFlow: m, maxMassFlow: maxMassFlowAt(point, input.position, input.Kv) });
  }
  return dp;
}
