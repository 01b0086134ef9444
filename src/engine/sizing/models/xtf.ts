// Mechanical pressure regulating valve (Xtf). Method: Danfoss KVP/KVL/KVR data sheets — a regulator is rated by
// its Kv at a stated offset (proportional band; KVP 12: Kv 1.7 at 0.6 bar offset, 2.5 fully open) and its capacity
// at a drop (KVL 12: 7.1 kW R22 at −10 °C, liquid +25 °C, 0.15 bar). The set point (Setting; a condensing
// regulator's the condensing set point, Lnwd or Lnyl) must lie in the size's setting range. Where it makes the regulator regulate at the design point (see regulator.ts) the regulator works
// at the drop between set point and system: its Kv at the offset must pass the duty there (load 50–100 % optimal),
// only fully open it works beyond its offset (available), not even fully open it is undersized (prohibited). Where
// it stands wide open, the drop at the design duty with the Kv at the offset must stay within DpAlow (optimal, load
// 50–100 % of the capacity at DpAlow); only with the fully open Kv available; not even fully open prohibited.
// Load below 50 %: available (oversized, a regulator far below its capacity hunts).
import { CONDENSING_SET_POINT_FIELDS, defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS, type SizingConditions } from '../fields';
import type { Grader } from '../grading';
import { checkCoverage, checkPressure, linePressure, type SizingModel } from '../model';
import { dropAt } from '../physics/capacity';
import { refrigeratingEffect, type OperatingPoint } from '../physics/operating-point';
import type { XtfRating } from '../ratings';

const BAR = 1e5;
import { regulatorCapacity, regulatorDuty } from './regulator';

/** Load band of a regulator: duty ÷ capacity at the offset Kv and DpAlow. */
export const REGULATOR_LOAD_BAND = [0.5, 1] as const;

const LOAD_CODES = { low: 'oversized', in: 'load_in_band', high: 'beyond_offset' } as const;

/** Wide open at the design point: the drop of the duty against DpAlow. */
function gradeWideOpen(point: OperatingPoint, c: SizingConditions, r: XtfRating, massFlow: number, loadRatio: number, g: Grader): number {
  const atOffset = dropAt(point, c.position, r.Kv, massFlow);
  const fullyOpen = dropAt(point, c.position, r.KvMax, massFlow);
  if (fullyOpen === Infinity) g.prohibit('flow_choked', { allowed: c.allowedDrop });
  else if (fullyOpen > c.allowedDrop) g.prohibit('drop_above_allowed', { pressureDrop: fullyOpen, allowed: c.allowedDrop });
  else if (atOffset > c.allowedDrop) g.available('beyond_offset', { pressureDrop: atOffset, allowed: c.allowedDrop, offset: r.offset });
  else g.band(loadRatio, REGULATOR_LOAD_BAND[0], REGULATOR_LOAD_BAND[1], LOAD_CODES, { loadRatio });
  return atOffset;
}

export const xtfModel: SizingModel<XtfRating> = {
  family: 'Xtf',
  fields: defineFields([...OPERATING_FIELDS, 'setPoint', ...CONDENSING_SET_POINT_FIELDS, ...HOT_GAS_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1 }, {
    // In the liquid and discharge lines the regulator is a condensing one (KVR, factory setting 10 bar); in the
    // suction line an evaporating or crankcase one (KVP, KVL: 2 bar). One default for all would put the set point
    // outside every size's range in one of the lines.
    setPoint: { A: 10 * BAR, D: 10 * BAR, C: 2 * BAR },
  }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    const duty = regulatorDuty(point, c, r.regulation);
    if (duty.setPoint < r.settingMin || duty.setPoint > r.settingMax) {
      // The condensing set point is its own field (Lnwd or Lnyl): the reason names it.
      g.prohibit(r.regulation === 'condensing' ? 'condensing_setting_out_of_range' : 'setting_out_of_range', { setting: duty.setPoint, min: r.settingMin, max: r.settingMax });
    }
    const capacity = this.capacity(point, c, r);
    const loadRatio = c.capacity / capacity;
    if (duty.drop <= 0) return { massFlow, pressureDrop: gradeWideOpen(point, c, r, massFlow, loadRatio, g), capacity, loadRatio };
    const fullyOpen = regulatorCapacity(point, c, r.regulation, r.KvMax);
    if (c.capacity > fullyOpen) g.prohibit('capacity_exceeded', { loadRatio: c.capacity / fullyOpen, capacity: fullyOpen });
    else g.band(loadRatio, REGULATOR_LOAD_BAND[0], REGULATOR_LOAD_BAND[1], LOAD_CODES, { loadRatio });
    return { massFlow, pressureDrop: duty.drop, capacity, loadRatio };
  },

  /** Capacity with the Kv at the offset: at the regulating drop, or at the allowed drop when wide open. */
  capacity: (point, c, r) => regulatorCapacity(point, c, r.regulation, r.Kv),

  drop: (point, c, r, duty) => dropAt(point, c.position, r.Kv, duty / refrigeratingEffect(point)),
};
