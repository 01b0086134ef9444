// Calculating a family at one set of conditions: the operating point once, then every size.
import { EngineError } from '../errors';
import { operatingConditions, resolveConditions, type ConditionInput } from './conditions';
import type { FieldDefinition, SizingConditions } from './fields';
import { Grader } from './grading';
import type { PointRule, SizingContext } from './model';
import { FAMILY_MODELS, modelFor } from './models';
import { massFlowForDuty } from './physics/capacity';
import { operatingPoint } from './physics/operating-point';
import { familyProvenance } from './family-provenance';
import type { RatingByFamily } from './ratings';
import type { SizeResult, SizingFamily } from './types';

/** One size to compute: the caller's key, its series name (for series overrides) and its rating. */
export interface SizeInput<F extends SizingFamily, K> {
  key: K;
  series?: string;
  rating: RatingByFamily[F];
}

export interface CalculationRequest<F extends SizingFamily, K> {
  refrigerant: string;
  /** SI values by the specification's field names; missing fields take the family's defaults. */
  conditions: ConditionInput;
  /** Approval groups every size must meet ("TUV,VDE" is met by either code). */
  approvals?: readonly string[];
  sizes: readonly SizeInput<F, K>[];
  /**
   * The rule this point is judged by (operating-points.ts): 'design', the family's design window (the default);
   * 'duty', a further point (part load, heating ...) judged only by whether the size controls its duty.
   */
  rule?: PointRule;
}

/** The field definitions of a family (names, label types, quantities, SI defaults, options as i18n keys). */
export function sizingFields(family: SizingFamily): readonly FieldDefinition[] {
  return FAMILY_MODELS[family].fields;
}

/** The conditions a request stands for, defaults filled, SI. @throws EngineError invalid_condition */
export function sizingConditions(family: SizingFamily, input: ConditionInput): SizingConditions {
  return resolveConditions(FAMILY_MODELS[family].fields, input);
}

/**
 * Every fluid whose data calculating and charting these sizes reads: the refrigerant and the fluids their ratings
 * are stated in (a four-way valve's shifting flow, a drier's rated capacity, an EEV's rated cell).
 */
export function fluidsRead<F extends SizingFamily>(family: F, refrigerant: string, sizes: readonly Omit<SizeInput<F, unknown>, 'key'>[]): string[] {
  const fluids = new Set([refrigerant]);
  for (const size of sizes) {
    const model = modelFor(family, size.series);
    for (const fluid of model.ratingFluids?.(size.rating, refrigerant) ?? []) fluids.add(fluid);
  }
  return [...fluids];
}

/** The shared context of a calculation. */
export function sizingContext(family: SizingFamily, refrigerant: string, input: ConditionInput, approvals: readonly string[] = [], rule: PointRule = 'design'): SizingContext {
  const conditions = sizingConditions(family, input);
  const point = operatingPoint(operatingConditions(refrigerant, conditions));
  return { refrigerant, conditions, point, massFlow: massFlowForDuty(point, conditions.capacity), approvals, rule };
}

/**
 * Computes and grades every size of a family at one set of conditions. Sizes that do not match the option
 * filters (equaliser, function, charging port) are left out; every other size comes back graded, in input order.
 * @throws EngineError invalid_condition, or from the property engine when the conditions are out of its range
 */
export function calculateSizes<F extends SizingFamily, K>(family: F, request: CalculationRequest<F, K>): SizeResult<K>[] {
  if (!Object.hasOwn(FAMILY_MODELS, family)) throw new EngineError({ code: 'unknown_family', name: family });
  const ctx = sizingContext(family, request.refrigerant, request.conditions, request.approvals, request.rule);
  const results: SizeResult<K>[] = [];
  for (const size of request.sizes) {
    const model = modelFor(family, size.series);
    if (!model.matches(ctx.conditions, size.rating)) continue;
    const g = new Grader();
    const values = model.grade(ctx, size.rating, g);
    const result = g.result(size.key, values);
    result.provenance ??= familyProvenance(family, ctx, size.rating);
    results.push(result);
  }
  return results;
}
