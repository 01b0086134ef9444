// The range a number condition may take, from its catalogue entry's range source: the plausible magnitudes of its
// quantity, the refrigerant's limits (limits(refrigerant)), or another condition. Callers check values against it
// before a calculation, instead of learning the range from a refused one.
import { limits, saturation } from '../refrigerants/core';
import { CONDITIONS, MAGNITUDES } from './condition-catalogue';
import type { ConditionName, SizingConditions } from './condition-types';
import { GAS_COOLER_MAX_OUTLET_TEMPERATURE, GAS_COOLER_MAX_PRESSURE } from './physics/transcritical';

/** A range, SI; a bound marked exclusive is not itself allowed. */
export interface ConditionRange {
  min: number;
  max: number;
  minExclusive?: true;
  maxExclusive?: true;
}

/**
 * The range of condition `name` for `refrigerant` beyond its quantity's magnitudes (MAGNITUDES), SI; undefined for a
 * condition whose range is its magnitudes alone, an option or a flag.
 * @param conditions the other conditions, SI: the gas-cooler outlet and the receiver pressure depend on Te
 * @throws EngineError unknown_refrigerant; out_of_range when Te lies outside the saturation range (the receiver's)
 */
export function conditionRange(name: ConditionName, refrigerant: string, conditions: Pick<SizingConditions, 'evaporatingTemperature'>): ConditionRange | undefined {
  const source = CONDITIONS[name].range;
  switch (source.from) {
    case 'saturation':
      return { ...limits(refrigerant).saturationTemperature };
    case 'gasCoolerPressure':
      return { min: criticalPressure(refrigerant), max: GAS_COOLER_MAX_PRESSURE };
    case 'gasCoolerOutlet':
      return { min: conditions.evaporatingTemperature, max: GAS_COOLER_MAX_OUTLET_TEMPERATURE, minExclusive: true };
    case 'receiverPressure': {
      // Above the evaporating pressure (the evaporators are fed from the receiver), below the critical (a liquid to feed).
      const pe = saturation(refrigerant, { T: conditions.evaporatingTemperature }).p_dew;
      return { min: pe, max: criticalPressure(refrigerant), minExclusive: true, maxExclusive: true };
    }
    default:
      return undefined;
  }
}

/** The plausible magnitudes of a number condition's quantity, SI; undefined for an option or a flag. */
export function conditionMagnitudes(name: ConditionName): ConditionRange | undefined {
  const range = MAGNITUDES[CONDITIONS[name].quantity];
  return range && { min: range[0], max: range[1] };
}

/** True when `value` lies in `range`. */
export function inRange(value: number, range: ConditionRange): boolean {
  const aboveMin = range.minExclusive ? value > range.min : value >= range.min;
  const belowMax = range.maxExclusive ? value < range.max : value <= range.max;
  return aboveMin && belowMax;
}

function criticalPressure(refrigerant: string): number {
  const critical = limits(refrigerant).critical;
  // A blend without a stated critical point ends its traced curves below it: their end stands in for it.
  return critical ? critical.pressure : saturation(refrigerant, { T: limits(refrigerant).saturationTemperature.max }).p_dew;
}
