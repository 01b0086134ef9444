// Electronic pressure regulating valve (Eprv). Method: Danfoss KVS Colibri and Emerson EX (as evaporator, crankcase
// or head pressure regulator) bulletins — a modulating valve rated by its fully open Kv; the opening at the design
// duty is graded like an EEV's (30–80 % optimal). The controller holds the set point (Setting; a head-pressure
// regulator's the condensing set point, Lnwd or Lnyl; no spring range):
// where it makes the valve regulate at the design point (see regulator.ts) the valve works at the drop between set
// point and system, else at the allowed drop DpAlow. The closed valve must hold pk − pe (MOPD).
import { CONDENSING_SET_POINT_FIELDS, defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkCoverage, checkMopd, checkPressure, linePressure, type SizingModel } from '../model';
import { dropAt } from '../physics/capacity';
import type { EprvRating } from '../ratings';
import { checkPartLoad, gradeOpening } from './eev';
import { regulatorCapacity, regulatorDuty } from './regulator';

export const eprvModel: SizingModel<EprvRating> = {
  family: 'Eprv',
  fields: defineFields([...OPERATING_FIELDS, 'setPoint', ...CONDENSING_SET_POINT_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'C' }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    const differential = point.pk - point.pe;
    checkMopd(differential, r.mopd, g);
    const capacity = this.capacity(point, c, r);
    const opening = c.capacity / capacity;
    gradeOpening(opening, 0, g, ctx.rule);
    checkPartLoad(c, opening, 0, g);
    const duty = regulatorDuty(point, c, r.regulation);
    const pressureDrop = duty.drop > 0 ? duty.drop : dropAt(point, c.position, r.Kv, massFlow);
    return { massFlow, pressureDrop, capacity, opening, loadRatio: opening, differential, mopd: r.mopd };
  },

  /** Capacity fully open: at the regulating drop, or at the allowed drop when wide open at the design point. */
  capacity: (point, c, r) => regulatorCapacity(point, c, r.regulation, r.Kv),

  openingRange: () => [0, 1],
};
