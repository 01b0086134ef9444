// Four-way reversing valve (Mv4). Method: Saginomiya CHV and Sanhua SHF catalogues — one Kv for the flow paths,
// capacities stated as the duty at a drop on the suction side (CHV: 0.1 and 0.2 bar, R407C, condition 1), the
// drop on the discharge side alongside, and the conditions for the slide to shift: a minimum D–S differential
// (SHF 0.25–0.34 MPa, CHV 0.294 MPa) and a minimum flow (SHF: the smallest capacity at condition 1).
// The minimum flow is carried to other refrigerants and conditions as the discharge-side drop it makes: the pilot
// bleed that moves the slide is driven by that drop (∝ m²/ρ), so equal drops shift alike.
// Grading is on the drop of the side chosen by Pos (C suction, the default; D discharge), with the on-off band.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkCoverage, checkPressure, gradeDrop, type SizingModel } from '../model';
import { dropAt, massFlowAt, massFlowForDuty } from '../physics/capacity';
import { operatingPoint, refrigeratingEffect } from '../physics/operating-point';
import type { Mv4Rating } from '../ratings';

/** Discharge-side drop (Pa) the minimum shifting flow makes at the rating conditions. */
function shiftDrop(r: Mv4Rating): number {
  const rated = operatingPoint(r.shiftRating);
  return dropAt(rated, 'D', r.Kv, massFlowForDuty(rated, r.minShiftCapacity));
}

export const mv4Model: SizingModel<Mv4Rating> = {
  family: 'Mv4',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'compressorSpeed'], { position: 'C' }),

  matches: () => true,

  ratingFluids: (r) => [r.shiftRating.refrigerant],

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(point.pk, r, g);
    const differential = point.pk - point.pe;
    if (differential < r.minShiftDp) g.prohibit('differential_too_low_to_shift', { differential, minShiftDp: r.minShiftDp });
    if (differential > r.maxOperatingDp) g.prohibit('differential_above_max_operating', { differential, maxOperatingDp: r.maxOperatingDp });
    const suctionDrop = dropAt(point, 'C', r.Kv, massFlow);
    const dischargeDrop = dropAt(point, 'D', r.Kv, massFlow);
    const minDrop = shiftDrop(r);
    if (dischargeDrop < minDrop) g.prohibit('too_low_to_shift', { dischargeDrop, minDischargeDrop: minDrop });
    const side = c.position === 'D' ? 'D' : 'C';
    const dp = side === 'D' ? dischargeDrop : suctionDrop;
    gradeDrop(dp, c.allowedDrop, g);
    const capacity = this.capacity(point, c, r);
    return {
      massFlow,
      pressureDrop: dp,
      suctionDrop,
      dischargeDrop,
      capacity,
      loadRatio: c.capacity / capacity,
      differential,
      minShiftDifferential: r.minShiftDp,
      maxOperatingDifferential: r.maxOperatingDp,
      minDischargeDrop: minDrop,
    };
  },

  /** Capacity at the allowed drop on the graded side. */
  capacity: (point, c, r) => massFlowAt(point, c.position === 'D' ? 'D' : 'C', r.Kv, c.allowedDrop) * refrigeratingEffect(point),

  drop: (point, c, r, duty) => dropAt(point, c.position === 'D' ? 'D' : 'C', r.Kv, massFlowForDuty(point, duty)),
};
