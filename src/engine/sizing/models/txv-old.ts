// Thermostatic expansion valve (TxvOld). Method: the makers' rating method (physics/thermostatic, Sporlan
// Bulletin 10-10) — the orifice's Kv at nominal opening passes liquid at the actual drop pk − pe − Dp1 − Dp2 with
// the actual refrigerating effect (physics/expansion), and the thermostatic element opens it less below −10 °F.
// Load = duty ÷ that capacity: 70–100 % optimal (ARCHITECTURE §6; Sporlan advises not to oversize, because an
// oversized valve hunts), below 70 % available (oversized), above 100 % prohibited (the
// valve cannot feed the evaporator at its nominal superheat). The charge limits Te (range N/B of Danfoss TE,
// the MOP point).
import { defineFields, LIQUID_LINE_FIELDS, type SizingConditions } from '../fields';
import { checkCoverage, checkPressure, type SizingModel } from '../model';
import { expansionDrop, orificeCapacity } from '../physics/expansion';
import { flashQuality, type OperatingPoint } from '../physics/operating-point';
import { thermostaticOpening } from '../physics/thermostatic';
import { ratedCapacity } from '../rating-table';
import type { TxvRating } from '../ratings';

/** Load band of a TXV, fractions of its capacity at the conditions. */
export const TXV_LOAD_BAND = [0.7, 1] as const;

/** Capacity (W) of a TEV whose orifice has Kv (m³/h) at nominal opening, at a drop (Pa) and the point's Te. */
function tevCapacity(point: OperatingPoint, Kv: number, drop: number): number {
  const { refrigerant, Te } = point.conditions;
  return orificeCapacity(point, Kv, drop) * thermostaticOpening(refrigerant, Te);
}

/** The size's capacity at the conditions: its maker's table where it covers them, else the model (rating-table.ts). */
function txvCapacity(point: OperatingPoint, c: SizingConditions, r: TxvRating) {
  return ratedCapacity(point, c, r.ratingTable, (at) => tevCapacity(at, r.Kv, Math.max(0, expansionDrop(at, c))));
}

export const txvOldModel: SizingModel<TxvRating> = {
  family: 'TxvOld',
  fields: defineFields([...LIQUID_LINE_FIELDS, 'Dp1', 'Dp2', 'EqualType', 'FrequencyType', 'WidthType'], { Pos: 'A', FrequencyType: 1 }),

  matches: (c, r) => c.EqualType === -1 || (c.EqualType === 1) === (r.equalizer === 'internal'),

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(point.pk, r, g);
    if (c.Te < r.evaporatingMin || c.Te > r.evaporatingMax) {
      g.prohibit('evaporating_out_of_range', { Te: c.Te, min: r.evaporatingMin, max: r.evaporatingMax });
    }
    if (r.mop !== undefined && c.Te > r.mop) g.prohibit('evaporating_above_mop', { Te: c.Te, mop: r.mop });
    const availableDrop = expansionDrop(point, c);
    const values = { massFlow, availableDrop, flashQuality: flashQuality(point) };
    if (availableDrop <= 0) {
      g.prohibit('no_pressure_difference', { availableDrop });
      return values;
    }
    const { capacity, provenance } = txvCapacity(point, c, r);
    g.rated(provenance);
    const loadRatio = c.Capicity / capacity;
    if (loadRatio > TXV_LOAD_BAND[1]) g.prohibit('capacity_exceeded', { loadRatio, capacity });
    else g.band(loadRatio, TXV_LOAD_BAND[0], TXV_LOAD_BAND[1], { low: 'load_low', in: 'load_in_band', high: 'capacity_exceeded' }, { loadRatio, capacity });
    return { ...values, capacity, loadRatio };
  },

  capacity: (point, c, r) => txvCapacity(point, c, r).capacity,
};
