// Expansion valves: the liquid drop the system leaves across the valve and the capacity an orifice passes at it.
// Makers rate expansion valves as liquid flow: Sporlan Bulletin 10-10 corrects capacity for the drop with
// factors exactly sqrt(Δp / Δp_rated) and for the liquid temperature with the refrigerating effect; Emerson's EX
// bulletin writes Qn = Qo · Kt · Kp the same way; Danfoss TE tables list capacity by drop and Te. So the orifice is
// a liquid Kv (no choking term) and the duty follows from the actual refrigerating effect. Liquid that loses more
// pressure before the valve (Dp1) than its subcooling is worth arrives flashing: the port then passes the two-phase
// mixture at its homogeneous density (inletDensity, physics/electronic).
import type { SizingConditions } from '../fields';
import { inletDensity } from './electronic';
import { liquidMassFlow } from './flow';
import { refrigeratingEffect, type OperatingPoint } from './operating-point';

/** pk − pe − Dp1 − Dp2, Pa: the drop left across the valve (may be ≤ 0 when the losses eat it). */
export function expansionDrop(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop' | 'downstreamDrop'>): number {
  return point.pk - point.pe - c.upstreamDrop - c.downstreamDrop;
}

/**
 * Capacity (W) of an orifice of Kv (m³/h) at a drop (Pa) with the point's inlet liquid, reaching the valve after a
 * loss (Pa) before it, and the point's refrigerating effect.
 */
export function orificeCapacity(point: OperatingPoint, Kv: number, dp: number, inletLoss: number): number {
  const rho = inletLoss > 0 ? inletDensity(point.conditions.refrigerant, { p: point.pk - inletLoss, h: point.hIn }).rho : point.line('A').rho;
  return liquidMassFlow(Kv, dp, rho) * refrigeratingEffect(point);
}
