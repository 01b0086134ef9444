// The rules over the condition catalogue, written once: the form checks them as the user types, the server's
// calculate call refuses by them (src/selection/conditions.ts), both by the conditions' domain names and on SI
// values. Pure and light (the catalogue's data and numbers handed in): the selector's first view imports it without
// the property engine, so the limits a rule needs (limits(refrigerant)) are its argument, from the engine where it
// runs or from the server's answer where it does not.
import { CONDITIONS, MAGNITUDES } from './condition-catalogue';
import type { ConditionName } from './condition-types';

/** A range, SI; a bound marked exclusive is not itself allowed. */
export interface ConditionRange {
  min: number;
  max: number;
  minExclusive?: true;
  maxExclusive?: true;
}

/** True when `value` lies in `range`. */
export function inRange(value: number, range: ConditionRange): boolean {
  const aboveMin = range.minExclusive ? value > range.min : value >= range.min;
  const belowMax = range.maxExclusive ? value < range.max : value <= range.max;
  return aboveMin && belowMax;
}

/** The plausible magnitudes of a number condition's quantity, SI; undefined for an option or a flag. */
export function conditionMagnitudes(name: ConditionName): ConditionRange | undefined {
  const range = MAGNITUDES[CONDITIONS[name].quantity];
  return range && { min: range[0], max: range[1] };
}

/** The sign rule of a number condition (catalogue: `positive`, and magnitudes from zero): the rule broken, if any. */
export type SignProblem = 'notPositive' | 'negative';

/** Above zero where the catalogue says `positive` (the duty, the allowed drop); not negative where its magnitudes start at zero. */
export function signProblem(name: ConditionName, value: number): SignProblem | undefined {
  if (CONDITIONS[name].positive && !(value > 0)) return 'notPositive';
  if (conditionMagnitudes(name)?.min === 0 && value < 0) return 'negative';
  return undefined;
}

/** The conditions the saturation rule reads: a temperature of the refrigerant's saturation range. */
export type SaturatedCondition = 'evaporatingTemperature' | 'condensingTemperature';

/** The saturation rule broken: outside the range, or Te not below Tk (said at Te). */
export type SaturationProblem = 'outOfRange' | 'notBelowCondensing';

/**
 * Te and Tk (K, each where known) against the refrigerant's saturation range (limits(refrigerant).saturationTemperature,
 * where known), then Te below Tk: every rule broken, by condition. The calculate call refuses the first of them.
 */
export function saturationProblems(
  temperatures: Partial<Record<SaturatedCondition, number>>,
  range: ConditionRange | undefined,
): Partial<Record<SaturatedCondition, SaturationProblem>> {
  const found: Partial<Record<SaturatedCondition, SaturationProblem>> = {};
  for (const name of ['evaporatingTemperature', 'condensingTemperature'] as const) {
    const value = temperatures[name];
    if (range && value !== undefined && !inRange(value, range)) found[name] = 'outOfRange';
  }
  const { evaporatingTemperature: te, condensingTemperature: tk } = temperatures;
  if (!found.evaporatingTemperature && !found.condensingTemperature && te !== undefined && tk !== undefined && !(te < tk)) {
    found.evaporatingTemperature = 'notBelowCondensing';
  }
  return found;
}

/** Refrigerants a transcritical cycle is sized for: carbon dioxide, whose critical point (31 ℃) lies below the ambient. */
export const GAS_COOLER_REFRIGERANTS: readonly string[] = ['R744'];

/** True when a refrigerant can run transcritical (with a gas cooler). */
export function hasGasCooler(refrigerant: string): boolean {
  return GAS_COOLER_REFRIGERANTS.includes(refrigerant);
}

/**
 * Whether a condensing temperature (K) means gas-cooler operation (issue 15): for a refrigerant that runs
 * transcritical, at or above the top of its saturation range, where it can no longer condense.
 * @param saturationMax the top of the refrigerant's saturation range, K: limits(refrigerant).saturationTemperature.max
 */
export function gasCoolerFollows(refrigerant: string, condensingTemperature: number, saturationMax: number): boolean {
  return hasGasCooler(refrigerant) && condensingTemperature >= saturationMax;
}
