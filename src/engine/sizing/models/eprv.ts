// Electronic pressure regulating valve (Eprv). Method: Danfoss KVS Colibri and Emerson EX (as evaporator, crankcase
// or head pressure regulator) bulletins — a modulating valve rated by its fully open Kv; the opening at the design
// duty and the allowed drop is graded like an EEV's (30–80 % optimal). The regulated pressure is not limited by a
// spring range (the controller sets it), but the closed valve must hold pk − pe (MOPD).
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkCoverage, checkPressure, linePressure, type SizingModel } from '../model';
import { dropAt, massFlowAt } from '../physics/capacity';
import { refrigeratingEffect } from '../physics/operating-point';
import type { EprvRating } from '../ratings';
import { checkPartLoad, gradeOpening } from './eev';

export const eprvModel: SizingModel<EprvRating> = {
  family: 'Eprv',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'DpAlow', 'FrequencyType', 'WidthType'], { Pos: 'C' }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.Pos), r, g);
    const differential = point.pk - point.pe;
    if (differential > r.mopd) g.prohibit('mopd_exceeded', { differential, mopd: r.mopd });
    const capacity = this.capacity(point, c, r);
    const opening = c.Capicity / capacity;
    gradeOpening(opening, 0, g);
    checkPartLoad(c, opening, 0, g);
    return { massFlow, pressureDrop: dropAt(point, c.Pos, r.Kv, massFlow), capacity, opening, loadRatio: opening };
  },

  /** Capacity fully open at the allowed drop. */
  capacity: (point, c, r) => massFlowAt(point, c.Pos, r.Kv, c.DpAlow) * refrigeratingEffect(point),

  openingRange: () => [0, 1],
};
