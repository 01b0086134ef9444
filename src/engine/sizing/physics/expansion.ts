// Expansion valves: the liquid drop the system leaves across the valve and the capacity an orifice passes at it.
// Makers rate expansion valves as liquid flow: Sporlan Bulletin 10-10 corrects capacity for the drop with
// factors exactly sqrt(Δp / Δp_rated) and for the liquid temperature with the refrigerating effect; Emerson's EX
// bulletin writes Qn = Qo · Kt · Kp the same way; Danfoss TE tables list capacity by drop and Te. So the orifice is
// a liquid Kv (no flashing or choking term) and the duty follows from the actual refrigerating effect.
import type { SizingConditions } from '../fields';
import { liquidMassFlow } from './flow';
import { refrigeratingEffect, type OperatingPoint } from './operating-point';

/** pk − pe − Dp1 − Dp2, Pa: the drop left across the valve (may be ≤ 0 when the losses eat it). */
export function expansionDrop(point: OperatingPoint, c: Pick<SizingConditions, 'Dp1' | 'Dp2'>): number {
  return point.pk - point.pe - c.Dp1 - c.Dp2;
}

/** Capacity (W) of an orifice of Kv (m³/h) at a drop (Pa) with the point's inlet liquid and refrigerating effect. */
export function orificeCapacity(point: OperatingPoint, Kv: number, dp: number): number {
  return liquidMassFlow(Kv, dp, point.line('A').rho) * refrigeratingEffect(point);
}
