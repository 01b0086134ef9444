// Mechanical pressure regulating valve (Xtf). Method: Danfoss KVP/KVL/KVR data sheets — a regulator is rated by
// its Kv at a stated offset (proportional band; KVP 12: Kv 1.7 at 0.6 bar offset, 2.5 fully open) and its capacity
// at a drop (KVL 12: 7.1 kW R22 at −10 °C, liquid +25 °C, 0.15 bar). The model: the drop at the design duty with
// the Kv at the offset must stay within DpAlow (optimal, load 50–100 % of the capacity at DpAlow); only with the
// fully open Kv (available: the regulator works beyond its offset, the regulated pressure deviates more); not
// even fully open (prohibited). The regulated pressure (pk for condensing regulators, pe otherwise) must lie in
// the setting range. Load below 50 %: available (oversized, a regulator far below its capacity hunts).
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS } from '../fields';
import { checkCoverage, checkPressure, linePressure, type SizingModel } from '../model';
import { dropAt, massFlowAt } from '../physics/capacity';
import { refrigeratingEffect, type OperatingPoint } from '../physics/operating-point';
import type { Regulation } from '../ratings';
import type { XtfRating } from '../ratings';

/** Load band of a regulator: duty ÷ capacity at the offset Kv and DpAlow. */
export const REGULATOR_LOAD_BAND = [0.5, 1] as const;

/** The pressure a regulator holds, Pa absolute. */
export function regulatedPressure(point: OperatingPoint, regulation: Regulation): number {
  return regulation === 'condensing' ? point.pk : point.pe;
}

export const xtfModel: SizingModel<XtfRating> = {
  family: 'Xtf',
  fields: defineFields([...OPERATING_FIELDS, ...HOT_GAS_FIELDS, 'DpAlow', 'FrequencyType', 'WidthType'], { Pos: 'A', FrequencyType: 1 }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.Pos), r, g);
    const setting = regulatedPressure(point, r.regulation);
    if (setting < r.settingMin || setting > r.settingMax) g.prohibit('setting_out_of_range', { setting, min: r.settingMin, max: r.settingMax });
    const atOffset = dropAt(point, c.Pos, r.Kv, massFlow);
    const fullyOpen = dropAt(point, c.Pos, r.KvMax, massFlow);
    const capacity = this.capacity(point, c, r);
    const loadRatio = c.Capicity / capacity;
    if (fullyOpen === Infinity) g.prohibit('flow_choked', { allowed: c.DpAlow });
    else if (fullyOpen > c.DpAlow) g.prohibit('drop_above_allowed', { pressureDrop: fullyOpen, allowed: c.DpAlow });
    else if (atOffset > c.DpAlow) g.available('beyond_offset', { pressureDrop: atOffset, allowed: c.DpAlow, offset: r.offset });
    else g.band(loadRatio, REGULATOR_LOAD_BAND[0], REGULATOR_LOAD_BAND[1], { low: 'oversized', in: 'load_in_band', high: 'beyond_offset' }, { loadRatio });
    return { massFlow, pressureDrop: atOffset, capacity, loadRatio };
  },

  /** Capacity with the Kv at the offset and the allowed drop. */
  capacity: (point, c, r) => massFlowAt(point, c.Pos, r.Kv, c.DpAlow) * refrigeratingEffect(point),

  drop: (point, c, r, duty) => dropAt(point, c.Pos, r.Kv, duty / refrigeratingEffect(point)),
};
