// Filter drier (Filter). Method: AHRI 710 (I-P)/711 (SI) — a drier's flow capacity is the duty at which the drop
// is 1 psi (≈ 0.07 bar) with 30 °C (86 °F) liquid and −15 °C (5 °F) evaporating; suction driers are rated at
// their own drop. Castel, Danfoss DML and Sporlan Catch-All publish capacities that way. A drier has no published
// Kv, so the model derives an equivalent Kv from the rated capacity of the requested refrigerant (or, when it is
// not listed, of the first one listed) at the rating conditions, then computes the drop at the design duty.
// The core passes the liquid as a turbulent (inertial) flow, Δp ∝ ρv², so one refrigerant's rating carries to
// another as effect × sqrt(ρ): this reproduces Ridan's DML 083S figures for five refrigerants from any one of them
// within −5.8…+6.2 % (Ridan prints 2 to 3 digits: "11 kW" alone is ±4.5 %), where a laminar (Darcy) core,
// m ∝ ρΔp/μ, is off by about ±20 % and the effect alone by −8.6…+9.4 % (tests/reference/sizing/ridan-dml.test.ts).
// AHRI 710 states the liquid's temperature: the rating's liquid is at Tk − subcooling, so a zeotropic blend's
// liquid at 30 °C is saturated at its bubble pressure, not at the bubble point of the 30 °C dew pressure (for R407C
// 25 °C, which carried ratings to R407C up to 8.7 % too high).
// Grading: drop above DpAlow prohibited; above the rated drop available (drop high); load below 50 % of the
// capacity at the rating drop available (oversized: a much larger core brings cost, not protection); else optimal.
import { EngineError } from '../../errors';
import { saturation } from '../../refrigerants/core';
import { defineFields, OPERATING_FIELDS } from '../fields';
import { checkAllowedDrop, checkCoverage, checkPressure, inletVelocity, linePressure, type SizingModel } from '../model';
import { dropAt, massFlowAt } from '../physics/capacity';
import { operatingPoint, refrigeratingEffect, type OperatingPoint } from '../physics/operating-point';
import type { FilterRating } from '../ratings';

/** Lowest load (duty ÷ capacity at the rated drop) graded optimal. */
export const FILTER_MIN_LOAD = 0.5;

/**
 * The rating's operating point with its liquid at Tk − subcooling: the condensing pressure is that liquid's bubble
 * pressure, the stated Te and superheat are kept.
 */
function ratingPoint(refrigerant: string, c: FilterRating['ratingConditions']): OperatingPoint {
  const liquidTemperature = c.Tk - c.subcooling;
  const Tk = saturation(refrigerant, { p: saturation(refrigerant, { T: liquidTemperature }).p_bubble }).T_dew;
  return operatingPoint({ ...c, refrigerant, Tk, subcooling: 0 });
}

// A size's equivalent Kv depends only on its rating and the refrigerant: computed once per catalogue size (a blend's
// rating point costs bubble- and dew-point flashes).
const kvCache = new WeakMap<FilterRating, Map<string, number>>();

/** The refrigerant the Kv is derived from: the requested one when the rating lists it, else the first it lists. */
function ratedRefrigerant(r: FilterRating, refrigerant: string): string | undefined {
  return refrigerant in r.ratedCapacity ? refrigerant : Object.keys(r.ratedCapacity)[0];
}

/** Equivalent Kv (m³/h) from the rated capacity, for the requested refrigerant when the rating lists it. */
export function filterKv(r: FilterRating, refrigerant: string): number {
  let byRefrigerant = kvCache.get(r);
  if (!byRefrigerant) kvCache.set(r, (byRefrigerant = new Map()));
  let kv = byRefrigerant.get(refrigerant);
  if (kv === undefined) {
    const rated = ratedRefrigerant(r, refrigerant);
    if (rated === undefined) throw new EngineError({ code: 'missing_rating', quantity: 'ratedCapacity' });
    const point = ratingPoint(rated, r.ratingConditions);
    kv = r.ratedCapacity[rated]! / (massFlowAt(point, r.ratedPosition, 1, r.ratedDp) * refrigeratingEffect(point));
    byRefrigerant.set(refrigerant, kv);
  }
  return kv;
}

export const filterModel: SizingModel<FilterRating> = {
  family: 'Filter',
  fields: defineFields([...OPERATING_FIELDS, 'allowedDrop', 'compressorSpeed', 'connectionStandard'], { position: 'A', compressorSpeed: 1, allowedDrop: 0.14e5 }),

  matches: () => true,

  ratingFluids: (r, refrigerant) => [ratedRefrigerant(r, refrigerant) ?? refrigerant],

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow, refrigerant } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    const kv = filterKv(r, refrigerant);
    const dp = dropAt(point, c.position, kv, massFlow);
    const capacity = this.capacity(point, c, r);
    const loadRatio = c.capacity / capacity;
    checkAllowedDrop(dp, c.allowedDrop, g);
    if (dp > r.ratedDp) g.available('drop_high', { pressureDrop: dp, ratedDp: r.ratedDp });
    else if (loadRatio < FILTER_MIN_LOAD) g.available('oversized', { loadRatio, low: FILTER_MIN_LOAD });
    else g.optimal('load_in_band', { loadRatio, low: FILTER_MIN_LOAD, high: 1 });
    return { massFlow, pressureDrop: dp, capacity, loadRatio, kv, velocity: inletVelocity(ctx, r) };
  },

  /** Capacity at the rated drop, at the conditions (the AHRI figure carried to them). */
  capacity(point, c, r) {
    return massFlowAt(point, c.position, filterKv(r, point.conditions.refrigerant), r.ratedDp) * refrigeratingEffect(point);
  },

  drop: (point, c, r, duty) => dropAt(point, c.position, filterKv(r, point.conditions.refrigerant), duty / refrigeratingEffect(point)),
};
