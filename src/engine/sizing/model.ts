// What a family's sizing model is, and what every model shares: the per-condition context, the checks common to
// all families, and the velocity in a connection.
import type { FieldDefinition, SizingConditions } from './fields';
import type { Grader } from './grading';
import type { OperatingPoint, Position } from './physics/operating-point';
import type { RatingBase } from './ratings';
import type { SizeValues, SizingFamily } from './types';

/**
 * The rule an operating point is judged by (issue 36): 'design', the design point, by the family's design window
 * (an EEV's opening 30–80 %, a TXV's load 70–100 %); 'duty', a further point (part load, heating, the highest
 * differential), by whether the size controls that point's duty: not beyond full capacity, not below the minimum
 * controllable opening or load the maker states. A point is not judged by another point's window: 30 % of the duty
 * cannot sit in a 30–80 % window that the design duty also sits in.
 */
export type PointRule = 'design' | 'duty';

/** Everything about one calculation that does not depend on the size: computed once, shared by all sizes. */
export interface SizingContext {
  refrigerant: string;
  conditions: SizingConditions;
  /** The design operating point. */
  point: OperatingPoint;
  /** Design mass flow, kg/s. */
  massFlow: number;
  /** Approval groups the user requires (an entry "TUV,VDE" is met by either code). */
  approvals: readonly string[];
  /** The rule this point is judged by; 'design' for a one-point calculation. */
  rule: PointRule;
}

export interface SizingModel<R extends RatingBase> {
  readonly family: SizingFamily;
  readonly fields: readonly FieldDefinition[];
  /** Option filters (equaliser, function, charging port): a size that does not match is not listed at all. */
  matches(c: SizingConditions, rating: R): boolean;
  /** Adds the family's reasons to g and returns the size's figures. */
  grade(ctx: SizingContext, rating: R, g: Grader): SizeValues;
  /** The size's capacity (W) at an operating point: the figure the capacity-vs-Te curve draws. */
  capacity(point: OperatingPoint, c: SizingConditions, rating: R): number;
  /** Drop (Pa, Infinity when choked) at a duty (W); absent where the system, not the duty, sets the drop. */
  drop?(point: OperatingPoint, c: SizingConditions, rating: R, duty: number): number;
  /** Controllable opening range (fractions) of a modulating valve, for the capacity-vs-opening curve. */
  openingRange?(rating: R): readonly [number, number];
  /**
   * The fluids besides the chosen refrigerant whose data grading reads: those the rating is stated in (a browser
   * loads each fluid's data on demand, so it must know them before it calculates).
   */
  ratingFluids?(rating: R, refrigerant: string): readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Checks common to every family

/** True when the held approval codes meet every requested group (alternatives separated by commas). */
export function meetsApprovals(held: readonly string[], groups: readonly string[]): boolean {
  return groups.every((group) => group.split(',').some((code) => held.includes(code.trim())));
}

/** Refrigerant coverage and approvals: prohibited when either is missing. */
export function checkCoverage(ctx: SizingContext, rating: RatingBase, g: Grader): void {
  if (!rating.refrigerants.includes(ctx.refrigerant)) g.prohibit('refrigerant_not_covered', {});
  if (!meetsApprovals(rating.approvals, ctx.approvals)) g.prohibit('approval_missing', {});
}

/** Highest pressure the body sees in a line at the design point, Pa absolute. */
export function linePressure(point: OperatingPoint, position: Position): number {
  return position === 'C' ? point.pe : point.pk;
}

/** Maximum working pressure against the line pressure. */
export function checkPressure(pressure: number, rating: RatingBase, g: Grader): void {
  if (pressure > rating.maxWorkingPressure) {
    g.prohibit('pressure_above_max_working', { pressure, maxWorkingPressure: rating.maxWorkingPressure });
  }
}

/**
 * The MOPD (maximum opening pressure differential): a valve that must open against `differential` (Pa) is refused
 * when it exceeds the size's MOPD (Pa), as its coil or motor could not lift the seat. Equal is allowed: the makers
 * rate the MOPD as the differential the valve still opens against. Solenoid valves, EEVs and EPRVs alike.
 */
export function checkMopd(differential: number, mopd: number, g: Grader): void {
  if (differential > mopd) g.prohibit('mopd_exceeded', { differential, mopd });
}

/** The drop against the allowed drop; a choked flow (Infinity) is prohibited on its own account. */
export function checkAllowedDrop(dp: number, allowed: number, g: Grader): void {
  if (dp === Infinity) g.prohibit('flow_choked', { allowed });
  else if (dp > allowed) g.prohibit('drop_above_allowed', { pressureDrop: dp, allowed });
}

// Wall thickness of refrigeration copper tube by outer diameter, EN 12735-1 common series (m): 0.8 mm up to
// 12 mm OD, 1.0 mm up to 22 mm, 1.2 mm up to 35 mm, 1.5 mm above.
function tubeWall(od: number): number {
  if (od <= 0.0127) return 0.0008;
  if (od <= 0.0223) return 0.001;
  if (od <= 0.0350) return 0.0012;
  return 0.0015;
}

/** Velocity (m/s) of a mass flow in a connection of outer diameter od (m) at density rho. */
export function connectionVelocity(m: number, rho: number, od: number): number {
  const d = od - 2 * tubeWall(od);
  return m / (rho * ((Math.PI * d * d) / 4));
}

/**
 * Recommended refrigerant velocities per line, m/s, after ASHRAE Handbook—Refrigeration (2018) ch. 1 "Refrigerant
 * line velocities": liquid below 1.5 m/s (hammer) with 0.3 m/s as our oversize bound; suction 4.5–20 m/s (oil
 * return at the low end); discharge 10–18 m/s.
 */
export const VELOCITY_BAND: Record<Position, readonly [number, number]> = {
  A: [0.3, 1.5],
  C: [4.5, 20],
  D: [10, 18],
};

/** Velocity (m/s) of the design flow in the size's inlet connection; undefined without connection data. */
export function inletVelocity(ctx: SizingContext, rating: RatingBase): number | undefined {
  if (rating.connectionDiameter === undefined) return undefined;
  return connectionVelocity(ctx.massFlow, ctx.point.line(ctx.conditions.position).rho, rating.connectionDiameter);
}

/** Velocity in the inlet connection against the line's band (connection matching the line). */
export function checkVelocity(ctx: SizingContext, rating: RatingBase, g: Grader): number | undefined {
  const velocity = inletVelocity(ctx, rating);
  if (velocity === undefined) return undefined;
  const [low, high] = VELOCITY_BAND[ctx.conditions.position];
  g.band(velocity, low, high, { low: 'velocity_low', in: 'velocity_in_band', high: 'velocity_high' }, { velocity });
  return velocity;
}

/**
 * The on-off valve band used by Sov, Bv, Ssv, Sg and the four-way valve: drop above DpAlow prohibited; from
 * DROP_BAND_LOW · DpAlow up to DpAlow optimal; below it the valve is oversized (available). Our choice: it makes
 * the smallest size that keeps within the allowed drop the optimal one.
 */
export const DROP_BAND_LOW = 0.25;

export function gradeDrop(dp: number, allowed: number, g: Grader): void {
  checkAllowedDrop(dp, allowed, g);
  if (dp <= allowed) g.band(dp, DROP_BAND_LOW * allowed, allowed, { low: 'oversized', in: 'drop_in_band', high: 'drop_high' }, { pressureDrop: dp });
}
