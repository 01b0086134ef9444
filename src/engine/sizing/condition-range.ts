// The range a number condition may take, from its catalogue entry's range source: the plausible magnitudes of its
// quantity, the refrigerant's limits (limits(refrigerant)), or another condition. Callers check values against it
// before a calculation, instead of learning the range from a refused one.
import { limits, saturation } from '../refrigerants/core';
import { CONDITIONS, MAGNITUDES } from './condition-catalogue';
import type { ConditionRange } from './condition-rules';
import type { ConditionName, SizingConditions } from './condition-types';
import { GAS_COOLER_MAX_OUTLET_TEMPERATURE, GAS_COOLER_MAX_PRESSURE } from './physics/transcritical';

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
    case 'equationOfState':
      return { min: MAGNITUDES.temperature![0], max: limits(refrigerant).maximumTemperature };
    case 'receiverPressure': {
      // Above the evaporating pressure (the evaporators are fed from the receiver), below the critical (a liquid to feed).
      const pe = saturation(refrigerant, { T: conditions.evaporatingTemperature }).p_dew;
      return { min: pe, max: criticalPressure(refrigerant), minExclusive: true, maxExclusive: true };
    }
    default:
      return undefined;
  }
}

function criticalPressure(refrigerant: string): number {
  const critical = limits(refrigerant).critical;
  // A blend without a stated critical point ends its traced curves below it: their end stands in for it.
  return critical ? critical.pressure : saturation(refrigerant, { T: limits(refrigerant).saturationTemperature.max }).p_dew;
}
