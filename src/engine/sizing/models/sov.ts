// Solenoid valve (Sov). Method: Danfoss EVR/EVU and Honeywell series M data sheets — capacity from Kv at the
// drop, as liquid (A), suction vapour (C) or hot gas (D) duty, i.e. the evaporator duty carried by the valve's
// mass flow (valveCapacity). Limits as the data sheets state them: MOPD of the coil (rated at 85 % voltage, hot
// coil; the AC figure, the one the catalogue rates), the minimum opening differential of pilot-operated valves
// (Honeywell MS 0.05 bar, Castel pilot diaphragm valves "need minimum inlet pressure"), PS.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkCoverage, checkMopd, checkPressure, gradeDrop, inletVelocity, linePressure, type SizingModel } from '../model';
import { dropAt, massFlowAt } from '../physics/capacity';
import { refrigeratingEffect } from '../physics/operating-point';
import type { SovRating } from '../ratings';

export const sovModel: SizingModel<SovRating> = {
  family: 'Sov',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'solenoidFunction', 'compressorSpeed', 'connectionStandard'], { position: 'D' }),

  matches: (c, r) => r.normallyOpen === (c.solenoidFunction === 1),

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    // A closed valve holds the whole high-to-low side differential, whichever line it sits in.
    const differential = point.pk - point.pe;
    checkMopd(differential, r.mopd, g);
    const dp = dropAt(point, c.position, r.Kv, massFlow);
    if (r.minOpeningDp > 0 && dp < r.minOpeningDp) g.prohibit('too_low_to_open', { pressureDrop: dp, minOpeningDp: r.minOpeningDp });
    gradeDrop(dp, c.allowedDrop, g);
    const velocity = inletVelocity(ctx, r);
    const capacity = this.capacity(point, c, r);
    return { massFlow, pressureDrop: dp, capacity, loadRatio: c.capacity / capacity, velocity, differential, mopd: r.mopd };
  },

  /** Capacity at the allowed drop. */
  capacity: (point, c, r) => massFlowAt(point, c.position, r.Kv, c.allowedDrop) * refrigeratingEffect(point),

  drop: (point, c, r, duty) => dropAt(point, c.position, r.Kv, duty / refrigeratingEffect(point)),
};
