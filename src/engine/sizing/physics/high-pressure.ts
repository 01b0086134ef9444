// The high-pressure valve of a transcritical R744 system (gas-cooler operation): it holds the gas cooler at its
// pressure and expands the gas-cooler outlet — a supercritical fluid, liquid-like or gas-like, or a two-phase one
// just below the critical pressure — into the receiver (flash tank), whose liquid then feeds the evaporators' valves.
// So its drop ends at the receiver pressure, not at the evaporating pressure, and the fluid that passes its port
// flashes on the way: it is sized by the homogeneous-equilibrium critical flow (critical-flow.ts) through the port
// area its Kv stands for (flow.ts, kvFlowArea), not by the incompressible liquid formula, which overstates it up to
// 1.9 times. The duty is the circuit's: every kilogram the valve passes leaves the gas cooler at hIn.
// Units: Pa, J/kg, W; Kv in m³/h.
import { EngineError } from '../../errors';
import { saturation } from '../../refrigerants/core';
import type { SizingConditions } from '../fields';
import { hemMassFlux } from './critical-flow';
import { kvFlowArea } from './flow';
import { refrigeratingEffect, type OperatingPoint } from './operating-point';
import { criticalPoint } from './transcritical';

type ValveConditions = Pick<SizingConditions, 'upstreamDrop' | 'receiverPressure'>;

/**
 * The receiver pressure (Pa absolute) of a gas-cooler operating point, checked: above the evaporating pressure (the
 * receiver's liquid must reach the evaporators) and below the critical pressure (a receiver separates liquid from
 * vapour).
 * @throws EngineError out_of_range receiver_pressure { value, min: pe, max: pc }
 */
export function receiverPressure(point: OperatingPoint, c: ValveConditions): number {
  const pc = criticalPoint(point.conditions.refrigerant).p;
  if (!(c.receiverPressure > point.pe && c.receiverPressure < pc)) {
    throw new EngineError({ code: 'out_of_range', quantity: 'receiver_pressure', value: c.receiverPressure, min: point.pe, max: pc, field: 'receiverPressure' });
  }
  return c.receiverPressure;
}

/** Drop across the high-pressure valve, Pa: from the gas-cooler pressure less the loss Dp1 before it to the receiver. */
export function highPressureDrop(point: OperatingPoint, c: ValveConditions): number {
  return point.pk - c.upstreamDrop - receiverPressure(point, c);
}

// Every size of a selection shares the point, and its capacity is proportional to Kv: one flux per point and
// (Dp1, Prec).
const perUnitKv = new WeakMap<OperatingPoint, Map<string, number>>();

/**
 * Capacity (W) of a high-pressure valve port of Kv 1 m³/h fully open: the HEM critical mass flux from the gas-cooler
 * outlet (pk − Dp1, hIn) to the receiver pressure, through the port area of Kv 1, times the refrigerating effect.
 * @throws EngineError out_of_range receiver_pressure (see receiverPressure)
 */
export function highPressureCapacityPerKv(point: OperatingPoint, c: ValveConditions): number {
  let byConditions = perUnitKv.get(point);
  if (!byConditions) perUnitKv.set(point, (byConditions = new Map()));
  const key = `${c.upstreamDrop}|${c.receiverPressure}`;
  let capacity = byConditions.get(key);
  if (capacity === undefined) {
    const outlet = receiverPressure(point, c);
    const inlet = point.pk - c.upstreamDrop;
    capacity = inlet > outlet ? kvFlowArea(1) * hemMassFlux(point.conditions.refrigerant, inlet, point.hIn, outlet).flux * refrigeratingEffect(point) : 0;
    byConditions.set(key, capacity);
  }
  return capacity;
}

/** Vapour quality in the receiver after the high-pressure valve (isenthalpic from the gas-cooler outlet). */
export function receiverQuality(point: OperatingPoint, c: ValveConditions): number {
  const sat = saturation(point.conditions.refrigerant, { p: receiverPressure(point, c) });
  return (point.hIn - sat.h_liquid) / (sat.h_vapor - sat.h_liquid);
}
