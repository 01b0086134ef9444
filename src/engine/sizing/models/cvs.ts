// Check valve (Cvs). Method: Danfoss NRV/NRVH data sheets — a check valve must be fully open at the design flow, or
// the disc chatters and wears; capacity tables list the smallest duty that opens it fully. The model computes the
// drop at the design flow with the fully open Kv: below the lift differential the valve does not open
// (prohibited), between lift and full opening it flutters (available), at or above full opening it is optimal;
// above DpAlow prohibited.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkAllowedDrop, checkCoverage, checkPressure, inletVelocity, linePressure, type SizingModel } from '../model';
import { dropAt, massFlowAt } from '../physics/capacity';
import { refrigeratingEffect } from '../physics/operating-point';
import type { CvsRating } from '../ratings';

export const cvsModel: SizingModel<CvsRating> = {
  family: 'Cvs',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1, allowedDrop: 0.5e5 }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    const dp = dropAt(point, c.position, r.Kv, massFlow);
    checkAllowedDrop(dp, c.allowedDrop, g);
    if (dp < r.openingDp) g.prohibit('too_low_to_open', { pressureDrop: dp, minOpeningDp: r.openingDp });
    else if (dp < r.fullOpenDp) g.available('not_fully_open', { pressureDrop: dp, fullOpenDp: r.fullOpenDp });
    else g.optimal('fully_open', { pressureDrop: dp, fullOpenDp: r.fullOpenDp });
    const capacity = this.capacity(point, c, r);
    return { massFlow, pressureDrop: dp, capacity, loadRatio: c.capacity / capacity, velocity: inletVelocity(ctx, r) };
  },

  /** The smallest duty that opens the valve fully (the figure of the NRV tables). */
  capacity: (point, c, r) => massFlowAt(point, c.position, r.Kv, r.fullOpenDp) * refrigeratingEffect(point),

  drop: (point, c, r, duty) => dropAt(point, c.position, r.Kv, duty / refrigeratingEffect(point)),
};
