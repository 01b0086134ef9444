// Electronic expansion valve (Eev). Method: Emerson EX4–8 and Danfoss ETS bulletins — capacity fully open from
// the port Kv at the actual drop and refrigerating effect (Qn = Qo · Kt · Kp), a linear flow characteristic over the
// stroke (stepper valves with a linear characteristic, Emerson "linear flow characteristic"), and the opening at
// the design duty (electronicValveCapacity, physics/electronic.ts): 30–80 % optimal (ARCHITECTURE §6; room to
// control in both directions), between the valve's minimum controllable opening and 30 % or between 80 and 100 %
// available, beyond either prohibited.
// At A it expands the liquid (drop pk − pe − Dp1 − Dp2) that reaches it at pk − Dp1 ("pressure drop before the
// valve"): with less subcooling than that loss takes, the liquid arrives flashing and the port passes the two-phase
// mixture. At C or D it modulates vapour or hot gas at the drop Dp1.
// The opening must stay controllable at the lowest part load: Load, and PART_LOAD for inverter and universal
// systems (FrequencyType 0, 2).
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS, PART_LOAD, type SizingConditions } from '../fields';
import type { Grader } from '../grading';
import { checkCoverage, checkPressure, linePressure, type SizingModel } from '../model';
import { massFlowAt } from '../physics/capacity';
import { electronicValveCapacity, type ValveInlet } from '../physics/electronic';
import { expansionDrop } from '../physics/expansion';
import { flashQuality, refrigeratingEffect, type OperatingPoint } from '../physics/operating-point';
import { ratedCapacity, type RatedCapacity } from '../rating-table';
import type { EevRating } from '../ratings';
import type { SizeValues } from '../types';

/** Opening band at the design duty, fractions of full stroke. */
export const OPENING_BAND = [0.3, 0.8] as const;

/** Drop across the valve: the expansion drop at A, Dp1 as a regulator at C and D (Pa). */
function workingDrop(point: OperatingPoint, c: SizingConditions): number {
  return c.Pos === 'A' ? expansionDrop(point, c) : c.Dp1;
}

/** The liquid at the valve inlet, after the loss Dp1 before the valve. */
function valveInlet(point: OperatingPoint, c: Pick<SizingConditions, 'Dp1'>): ValveInlet {
  return { p: point.pk - c.Dp1, h: point.hIn };
}

// Capacity is proportional to Kv: every size of a selection shares one point and drop, so the capacity per unit Kv
// is computed once per point (and Dp1, Dp2) rather than once per size.
const perUnitKv = new WeakMap<OperatingPoint, Map<string, number>>();

/** Capacity (W) of a port of Kv 1 m³/h fully open, expanding at A. */
function expansionCapacityPerKv(point: OperatingPoint, c: SizingConditions, dp: number): number {
  let byDrops = perUnitKv.get(point);
  if (!byDrops) perUnitKv.set(point, (byDrops = new Map()));
  const key = `${c.Dp1}|${c.Dp2}`;
  let capacity = byDrops.get(key);
  if (capacity === undefined) {
    const { refrigerant, Te, superheat } = point.conditions;
    capacity = electronicValveCapacity({ refrigerant, Kv: 1, opening: 1, inlet: valveInlet(point, c), Te, superheat, dp });
    byDrops.set(key, capacity);
  }
  return capacity;
}

/** Fully open capacity (W) at the conditions. */
export function fullOpenCapacity(point: OperatingPoint, c: SizingConditions, Kv: number): number {
  const dp = workingDrop(point, c);
  if (!(dp > 0)) return 0;
  if (c.Pos === 'A') return Kv * expansionCapacityPerKv(point, c, dp);
  return massFlowAt(point, c.Pos, Kv, dp) * refrigeratingEffect(point);
}

/**
 * Fully open capacity where it can come from the size's table: an expansion at A, read from the maker's table where
 * it covers the conditions, else the model (rating-table.ts); undefined at C and D, where the model alone answers.
 */
function ratedFullOpen(point: OperatingPoint, c: SizingConditions, r: EevRating): RatedCapacity | undefined {
  return c.Pos === 'A' ? ratedCapacity(point, c, r.ratingTable, (at) => fullOpenCapacity(at, c, r.Kv)) : undefined;
}

/** Grades an opening against the band and the controllable range. */
export function gradeOpening(opening: number, minOpening: number, g: Grader): void {
  if (opening > 1) g.prohibit('opening_above_full', { opening });
  else if (opening < minOpening) g.prohibit('opening_below_minimum', { opening, minOpening });
  else g.band(opening, OPENING_BAND[0], OPENING_BAND[1], { low: 'opening_low', in: 'opening_in_band', high: 'opening_high' }, { opening });
}

/**
 * The lowest part load (fraction of the design duty) a modulating valve must control at: the given Load, and
 * PART_LOAD for inverter and universal systems; 1 when neither applies.
 */
export function lowestPartLoad(c: SizingConditions): number {
  const inverter = c.FrequencyType === 0 || c.FrequencyType === 2;
  return Math.min(c.Load / 100, inverter ? PART_LOAD : 1);
}

/** At the lowest part load the opening (linear characteristic: ∝ duty) must stay controllable. */
export function checkPartLoad(c: SizingConditions, opening: number, minOpening: number, g: Grader): void {
  const partLoad = lowestPartLoad(c);
  if (partLoad < 1 && partLoad * opening < minOpening) {
    g.available('part_load_below_minimum_opening', { opening: partLoad * opening, minOpening, partLoad });
  }
}

export const eevModel: SizingModel<EevRating> = {
  family: 'Eev',
  fields: defineFields([...OPERATING_FIELDS, 'Dp1', 'Dp2', ...HOT_GAS_FIELDS, 'FrequencyType', 'Load', 'WidthType'], { Pos: 'A', Dp1: 0.2e5 }),

  matches: () => true,

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.Pos), r, g);
    const differential = point.pk - point.pe;
    if (differential > r.mopd) g.prohibit('mopd_exceeded', { differential, mopd: r.mopd });
    const availableDrop = workingDrop(point, c);
    const values: SizeValues = { massFlow, availableDrop };
    if (c.Pos === 'A') values.flashQuality = flashQuality(point);
    if (availableDrop <= 0) {
      g.prohibit('no_pressure_difference', { availableDrop });
      return values;
    }
    const rated = ratedFullOpen(point, c, r);
    if (rated) g.rated(rated.provenance);
    const capacity = rated?.capacity ?? fullOpenCapacity(point, c, r.Kv);
    const opening = c.Capicity / capacity;
    gradeOpening(opening, r.minOpening, g);
    checkPartLoad(c, opening, r.minOpening, g);
    return { ...values, capacity, opening, loadRatio: opening };
  },

  capacity: (point, c, r) => ratedFullOpen(point, c, r)?.capacity ?? fullOpenCapacity(point, c, r.Kv),

  openingRange: (r) => [r.minOpening, 1],
};
