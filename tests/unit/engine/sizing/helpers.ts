// Builders shared by the sizing tests: a graded size at conditions, and ratings with neutral limits.
import { sizingContext } from '../../../../src/engine/sizing/calculate';
import type { ConditionInput } from '../../../../src/engine/sizing/conditions';
import { Grader } from '../../../../src/engine/sizing/grading';
import { modelFor } from '../../../../src/engine/sizing/models';
import type { RatingBase, RatingByFamily } from '../../../../src/engine/sizing/ratings';
import type { SizeResult, SizingFamily } from '../../../../src/engine/sizing/types';

export const K = 273.15;
export const BAR = 1e5;

/** Covers the refrigerants used in tests, holds CE, 45 bar(a). */
export const base: RatingBase = { refrigerants: ['R22', 'R134a', 'R404A', 'R407C', 'R410A', 'R744'], approvals: ['CE'], maxWorkingPressure: 45 * BAR };

export const conditions: ConditionInput = { evaporatingTemperature: K - 10, condensingTemperature: K + 40, capacity: 10_000, superheat: 5, subcooling: 2 };

/** Grades one size as calculateSizes does. */
export function grade<F extends SizingFamily>(family: F, rating: RatingByFamily[F], c: ConditionInput = conditions, refrigerant = 'R134a', series?: string, approvals: string[] = []): SizeResult<string> {
  const ctx = sizingContext(family, refrigerant, { ...conditions, ...c }, approvals);
  const g = new Grader();
  const values = modelFor(family, series).grade(ctx, rating, g);
  return g.result('size', values);
}

/** The size's capacity (W) at the conditions, from its model. */
export function capacityOf<F extends SizingFamily>(family: F, rating: RatingByFamily[F], c: ConditionInput = conditions, refrigerant = 'R134a'): number {
  const ctx = sizingContext(family, refrigerant, { ...conditions, ...c });
  return modelFor(family).capacity(ctx.point, ctx.conditions, rating);
}

/** Just inside and just outside an edge, relative 1e-9. */
export const inside = (edge: number, below: boolean) => edge * (below ? 1 - 1e-9 : 1 + 1e-9);

export const codes = (r: SizeResult<string>) => r.reasons.map((x) => x.code);
