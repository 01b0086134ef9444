// Electronic expansion valve (Eev). Method: Emerson EX4–8 and Danfoss ETS bulletins — capacity fully open from
// the port Kv at the actual drop and refrigerating effect (Qn = Qo · Kt · Kp), a linear flow characteristic over the
// stroke (stepper valves with a linear characteristic, Emerson "linear flow characteristic"), and the opening at
// the design duty (electronicValveCapacity, physics/electronic.ts): 30–80 % optimal (ARCHITECTURE §6; room to
// control in both directions), between the valve's minimum controllable opening and 30 % or between 80 and 100 %
// available, beyond either prohibited.
// At A it expands the liquid (drop pk − pe − Dp1 − Dp2) that reaches it at pk − Dp1 ("pressure drop before the
// valve"): with less subcooling than that loss takes, the liquid arrives flashing and the port passes the two-phase
// mixture. At C or D it modulates vapour or hot gas at the drop Dp1.
// In gas-cooler operation (R744) the valve at A is the high-pressure valve: it expands the gas-cooler outlet into
// the receiver at Prec, and the flashing supercritical fluid passes its port as the homogeneous-equilibrium
// critical flow (physics/high-pressure.ts).
// The opening must stay controllable at the lowest part load: Load, and PART_LOAD for inverter and universal
// systems (FrequencyType 0, 2); both openings are shown (opening, partLoadOpening).
// Losses as the specification defaults them (§3: Dp1 0.2 bar for Eev, Dp2 0): the drop taken off pk − pe is what the
// user states, nothing hidden. Losses beyond them are modelled apart and shown: a maker's table states its own (the
// Emerson EX4–8 tables take 1.5 bar of liquid-line and distributor losses off pk − pe), carried to the actual drop by
// the table's drop correction; every row's provenance names the losses its figure took (basis.losses), and a
// distributor after the valve is entered as Dp2.
// A size whose catalogue entry carries a rated capacity and the basis of its maker's table is sized with the
// refrigerant-effective Kv that cell implies (ratedKv); otherwise with the catalogue's Kv. The MOPD (pk − pe the
// valve must open and close against) is refused; a drop across the valve below the maker's minimum for control is
// warned, as the valve then runs nearly fully open with little authority.
import { defineFields, HOT_GAS_FIELDS, OPERATING_FIELDS, PART_LOAD, type SizingConditions } from '../fields';
import type { Grader } from '../grading';
import { checkCoverage, checkMopd, checkPressure, linePressure, type PointRule, type SizingModel } from '../model';
import { massFlowAt } from '../physics/capacity';
import { electronicValveCapacity, ratedKv, type ValveInlet } from '../physics/electronic';
import { expansionDrop } from '../physics/expansion';
import { highPressureCapacityPerKv, highPressureDrop, receiverQuality } from '../physics/high-pressure';
import { flashQuality, refrigeratingEffect, type OperatingPoint } from '../physics/operating-point';
import { equationOfState, type Provenance } from '../provenance';
import { modelProvenance, ratedCapacity, type RatedCapacity } from '../rating-table';
import type { EevRating } from '../ratings';
import type { SizeValues } from '../types';

/** Dp1 of an Eev by the specification (§3 per-category defaults), Pa. */
const EEV_UPSTREAM_DROP = 0.2e5;

/** Opening band at the design duty, fractions of full stroke. */
export const OPENING_BAND = [0.3, 0.8] as const;

/** Drop across the valve: the expansion drop at A (to the receiver in gas-cooler operation), Dp1 as a regulator at C and D (Pa). */
function workingDrop(point: OperatingPoint, c: SizingConditions): number {
  if (c.position !== 'A') return c.upstreamDrop;
  return c.gasCooler ? highPressureDrop(point, c) : expansionDrop(point, c);
}

/** The liquid at the valve inlet, after the loss Dp1 before the valve. */
function valveInlet(point: OperatingPoint, c: Pick<SizingConditions, 'upstreamDrop'>): ValveInlet {
  return { p: point.pk - c.upstreamDrop, h: point.hIn };
}

// Capacity is proportional to Kv: every size of a selection shares one point and drop, so the capacity per unit Kv
// is computed once per point (and Dp1, Dp2) rather than once per size.
const perUnitKv = new WeakMap<OperatingPoint, Map<string, number>>();

/** Capacity (W) of a port of Kv 1 m³/h fully open, expanding at A. */
function expansionCapacityPerKv(point: OperatingPoint, c: SizingConditions, dp: number): number {
  let byDrops = perUnitKv.get(point);
  if (!byDrops) perUnitKv.set(point, (byDrops = new Map()));
  const key = `${c.upstreamDrop}|${c.downstreamDrop}`;
  let capacity = byDrops.get(key);
  if (capacity === undefined) {
    const { refrigerant, Te, superheat } = point.conditions;
    capacity = electronicValveCapacity({ refrigerant, Kv: 1, opening: 1, inlet: valveInlet(point, c), Te, superheat, dp });
    byDrops.set(key, capacity);
  }
  return capacity;
}

const effectiveKv = new WeakMap<EevRating, number>();

/** The Kv the model sizes with: refrigerant-effective from the rated cell when the size has one, else the catalogue's. */
export function sizingKv(r: EevRating): number {
  if (!r.ratedCapacity || !r.ratingBasis) return r.Kv;
  let Kv = effectiveKv.get(r);
  if (Kv === undefined) effectiveKv.set(r, (Kv = ratedKv(r.ratedCapacity, r.ratingBasis)));
  return Kv;
}

/** The rating of a port passing `factor` times as much (a bi-flow valve's reverse way): capacity ∝ Kv. */
export function scaledPort(r: EevRating, factor: number): EevRating {
  const scaled = { ...r, Kv: r.Kv * factor };
  if (r.ratedCapacity) scaled.ratedCapacity = { ...r.ratedCapacity, capacity: r.ratedCapacity.capacity * factor };
  return scaled;
}

/** Fully open capacity (W) at the conditions. */
export function fullOpenCapacity(point: OperatingPoint, c: SizingConditions, Kv: number): number {
  const dp = workingDrop(point, c);
  if (!(dp > 0)) return 0;
  if (c.position === 'A' && c.gasCooler) return Kv * highPressureCapacityPerKv(point, c);
  if (c.position === 'A') return Kv * expansionCapacityPerKv(point, c, dp);
  return massFlowAt(point, c.position, Kv, dp) * refrigeratingEffect(point);
}

/**
 * Fully open capacity where it can come from the size's table: an expansion at A, read from the maker's table where
 * it covers the conditions, else the model (rating-table.ts); undefined at C and D and for a gas cooler's
 * high-pressure valve (makers' tables rate an expansion from a condensing temperature), where the model alone answers.
 */
function ratedFullOpen(point: OperatingPoint, c: SizingConditions, r: EevRating): RatedCapacity | undefined {
  return c.position === 'A' && !c.gasCooler ? ratedCapacity(point, c, r.ratingTable, (at) => fullOpenCapacity(at, c, sizingKv(r))) : undefined;
}

/**
 * The provenance of a size whose figure the model alone gives at A: the expansion port (its own basis, never the line
 * valves' IEC 60534-2-1), or a gas cooler's high-pressure valve passing the homogeneous-equilibrium critical flow to
 * the receiver. Undefined at C and D, where the valve is a Kv at IEC 60534-2-1 like the line valves.
 */
function expansionProvenance(point: OperatingPoint, c: SizingConditions): Provenance | undefined {
  if (c.position !== 'A') return undefined;
  if (!c.gasCooler) return modelProvenance(point, c);
  const basis = { kind: 'kv' as const, liquidTemperature: point.line('A').T, drop: highPressureDrop(point, c) };
  return { method: 'model', basis, corrections: [], equationOfState: equationOfState(point.conditions.refrigerant) };
}

/**
 * Grades an opening against the controllable range and, at the design point, the design band; at a further point
 * (part load, heating) the range alone (PointRule).
 */
export function gradeOpening(opening: number, minOpening: number, g: Grader, rule: PointRule = 'design'): void {
  if (opening > 1) g.prohibit('opening_above_full', { opening });
  else if (opening < minOpening) g.prohibit('opening_below_minimum', { opening, minOpening });
  else if (rule === 'duty') g.optimal('opening_controllable', { opening, minOpening });
  else g.band(opening, OPENING_BAND[0], OPENING_BAND[1], { low: 'opening_low', in: 'opening_in_band', high: 'opening_high' }, { opening });
}

/**
 * The lowest part load (fraction of the design duty) a modulating valve must control at: the given Load, and
 * PART_LOAD for inverter and universal systems; 1 when neither applies.
 */
export function lowestPartLoad(c: SizingConditions): number {
  const inverter = c.compressorSpeed === 0 || c.compressorSpeed === 2;
  return Math.min(c.lowestLoad / 100, inverter ? PART_LOAD : 1);
}

/**
 * At the lowest part load the opening (linear characteristic: ∝ duty) must stay controllable; returns that opening
 * (the design opening when the system runs at full load only).
 */
export function checkPartLoad(c: SizingConditions, opening: number, minOpening: number, g: Grader): number {
  const partLoad = lowestPartLoad(c);
  if (partLoad < 1 && partLoad * opening < minOpening) {
    g.available('part_load_below_minimum_opening', { opening: partLoad * opening, minOpening, partLoad });
  }
  return partLoad * opening;
}

export const eevModel: SizingModel<EevRating> = {
  family: 'Eev',
  // The specification's defaults (§3): Dp1 0.2 bar (a loss before the valve at A, the drop it regulates at at C and D), Dp2 0.
  fields: defineFields([...OPERATING_FIELDS, 'receiverPressure', 'upstreamDrop', 'downstreamDrop', ...HOT_GAS_FIELDS, 'compressorSpeed', 'lowestLoad', 'connectionStandard'], { position: 'A', upstreamDrop: EEV_UPSTREAM_DROP }),

  matches: () => true,

  ratingFluids: (r) => (r.ratedCapacity && r.ratingBasis ? [r.ratedCapacity.refrigerant] : []),

  grade(ctx, r, g) {
    const { point, conditions: c, massFlow } = ctx;
    checkCoverage(ctx, r, g);
    checkPressure(linePressure(point, c.position), r, g);
    // The valve opens against what lies across it: the receiver's pressure for a high-pressure valve.
    const differential = point.pk - (c.position === 'A' && c.gasCooler ? c.receiverPressure : point.pe);
    checkMopd(differential, r.mopd, g);
    const availableDrop = workingDrop(point, c);
    const values: SizeValues = { massFlow, availableDrop, differential, mopd: r.mopd };
    if (c.position === 'A') values.flashQuality = c.gasCooler ? receiverQuality(point, c) : flashQuality(point);
    if (availableDrop <= 0) {
      g.prohibit('no_pressure_difference', { availableDrop });
      // No capacity to rate: the row still says the expansion model found no drop, not a line valve's basis.
      const provenance = expansionProvenance(point, c);
      if (provenance) g.rated(provenance);
      return values;
    }
    if (r.minOpeningDp !== undefined && availableDrop < r.minOpeningDp) g.available('differential_below_minimum', { availableDrop, minOpeningDp: r.minOpeningDp });
    const Kv = sizingKv(r);
    if (Kv !== r.Kv) values.kv = Kv;
    const rated = ratedFullOpen(point, c, r);
    const provenance = rated?.provenance ?? expansionProvenance(point, c);
    if (provenance) g.rated(provenance);
    const capacity = rated?.capacity ?? fullOpenCapacity(point, c, Kv);
    const opening = c.capacity / capacity;
    gradeOpening(opening, r.minOpening, g, ctx.rule);
    const partLoadOpening = checkPartLoad(c, opening, r.minOpening, g);
    return Object.assign(values, { capacity, opening, partLoadOpening, loadRatio: opening });
  },

  capacity: (point, c, r) => ratedFullOpen(point, c, r)?.capacity ?? fullOpenCapacity(point, c, sizingKv(r)),

  openingRange: (r) => [r.minOpening, 1],
};
