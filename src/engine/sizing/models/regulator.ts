// What a regulator's set point (Setting) does at the design point, shared by the mechanical (Xtf) and electronic
// (Eprv) regulators. Method: Danfoss KVP/KVL/KVR/KVC and Sporlan 90-20 bulletins — an evaporating regulator (KVP)
// holds its inlet, the evaporator, at the set point; a condensing regulator (KVR) holds its inlet, the condenser
// inlet, at it; a crankcase regulator (KVL) holds its outlet, the compressor suction, at it; a hot-gas bypass
// regulator (KVC) holds its outlet, the suction side, at it. The other side is the system's pressure: the suction
// pressure pe (evaporating, crankcase) or the condensing pressure pk (condensing, hot-gas bypass). When the set
// point lies beyond that pressure in the direction the regulator throttles, it works at the difference between the
// two (regulating); otherwise it stands wide open at the design point and is sized like a line valve at DpAlow.
// A condensing regulator takes the condensing set point (Lnyl, or Lnwd's saturation pressure), the others Setting.
import { saturation, state } from '../../refrigerants/core';
import type { SizingConditions } from '../fields';
import { hemMassFlux } from '../physics/critical-flow';
import { gasMassFlow, kvFlowArea, liquidMassFlow, X_T } from '../physics/flow';
import { massFlowAt } from '../physics/capacity';
import { gasInlet, refrigeratingEffect, type LineState, type OperatingPoint, type Position } from '../physics/operating-point';
import { criticalPoint } from '../physics/transcritical';
import type { Regulation } from '../ratings';

/** Standard atmosphere (ISO 2533), Pa: the reference of the gauge set points and setting ranges of data sheets. */
export const ATMOSPHERE = 101_325;

/** The regulators that hold their inlet at the set point (the others hold their outlet). */
const HOLDS_INLET: Readonly<Record<Regulation, boolean>> = { evaporating: true, condensing: true, crankcase: false, 'hot-gas-bypass': false };

/** The system pressure on the side the regulator does not hold, Pa absolute. */
function systemSide(point: OperatingPoint, regulation: Regulation): number {
  return regulation === 'evaporating' || regulation === 'crankcase' ? point.pe : point.pk;
}

/** The set-point conditions of the regulators. */
export type SetPointConditions = Pick<SizingConditions, 'setPoint' | 'condensingSetPointEntry' | 'condensingSetPointTemperature' | 'condensingSetPointPressure'>;

/**
 * The set point a regulator holds, Pa absolute. A condensing regulator's is the condensing set point: Lnyl (gauge)
 * or, entered as a temperature, the dew pressure at Lnwd (what a condensing temperature means, as Tk's); the other
 * regulations' is Setting (gauge).
 */
export function setPointOf(refrigerant: string, c: SetPointConditions, regulation: Regulation): number {
  if (regulation !== 'condensing') return c.setPoint + ATMOSPHERE;
  return c.condensingSetPointEntry === 'temp' ? saturation(refrigerant, { T: c.condensingSetPointTemperature }).p_dew : c.condensingSetPointPressure + ATMOSPHERE;
}

export interface RegulatorDuty {
  /** Set point, Pa absolute. */
  setPoint: number;
  /** Drop the regulator works at when it regulates (set point against the system side), Pa; ≤ 0 when wide open. */
  drop: number;
  /** The fluid at the regulator's inlet. */
  inlet: LineState;
}

/** The regulator's set point, the drop it regulates at and its inlet state, at the design point. */
export function regulatorDuty(point: OperatingPoint, c: SetPointConditions & Pick<SizingConditions, 'position'>, regulation: Regulation): RegulatorDuty {
  const setPoint = setPointOf(point.conditions.refrigerant, c, regulation);
  const other = systemSide(point, regulation);
  const holdsInlet = HOLDS_INLET[regulation];
  const drop = holdsInlet ? setPoint - other : other - setPoint;
  const inletPressure = holdsInlet && drop > 0 ? setPoint : other;
  return { setPoint, drop, inlet: point.lineAt(c.position, inletPressure) };
}

// The critical flux depends on the inlet and the drop, not on the size: one per point, line and drop.
const fluxes = new WeakMap<OperatingPoint, Map<string, number>>();

/**
 * Homogeneous-equilibrium mass flux (kg/(m² s)) from a supercritical inlet across a drop (Pa): the hot gas or the
 * gas-cooler outlet of gas-cooler operation, which neither the liquid formula nor IEC 60534's ideal-gas expansion
 * factor describes across the tens of bar a hot-gas bypass throttles it by.
 */
function supercriticalFlux(point: OperatingPoint, position: Position, inlet: LineState, dp: number): number {
  let byDrop = fluxes.get(point);
  if (!byDrop) fluxes.set(point, (byDrop = new Map()));
  const key = `${position}|${inlet.p}|${dp}`;
  let flux = byDrop.get(key);
  if (flux === undefined) {
    const r = point.conditions.refrigerant;
    flux = hemMassFlux(r, inlet.p, state(r, { T: inlet.T, p: inlet.p }).h, inlet.p - dp).flux;
    byDrop.set(key, flux);
  }
  return flux;
}

/**
 * Mass flow (kg/s) through Kv (m³/h) at a drop (Pa) from an inlet state, in the line of Pos (seat xT); a
 * supercritical inlet of gas-cooler operation by the homogeneous-equilibrium critical flow through Kv's area.
 */
function massFlowFrom(point: OperatingPoint, inlet: LineState, position: Position, Kv: number, dp: number): number {
  if (point.conditions.gasCooler && inlet.p >= criticalPoint(point.conditions.refrigerant).p) return kvFlowArea(Kv) * supercriticalFlux(point, position, inlet, dp);
  if (position === 'A') return liquidMassFlow(Kv, dp, inlet.rho);
  return gasMassFlow(Kv, dp, gasInlet(inlet, X_T.seat));
}

/** Capacity (W) of a regulator's Kv (m³/h) at the design point: at the regulating drop, or at DpAlow when wide open. */
export function regulatorCapacity(point: OperatingPoint, c: SetPointConditions & Pick<SizingConditions, 'position' | 'allowedDrop'>, regulation: Regulation, Kv: number): number {
  const duty = regulatorDuty(point, c, regulation);
  const m = duty.drop > 0 ? massFlowFrom(point, duty.inlet, c.position, Kv, duty.drop) : massFlowAt(point, c.position, Kv, c.allowedDrop);
  return m * refrigeratingEffect(point);
}
