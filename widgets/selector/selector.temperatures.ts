// The rules of Te and Tk the calculate call applies (within the refrigerant's saturation range, Te below Tk; written
// once, in condition-rules.ts), checked in the form so that the message stands beside the field and no refused call
// is sent.
import { wireName } from '../../src/contracts/condition-names';
import type { SelectionConditions } from '../../src/contracts/selection';
import { saturationProblems, type SaturatedCondition, type SaturationProblem } from '../../src/engine/sizing/condition-rules';
import { convert } from '../../src/engine/units';

/** The saturation temperatures a refrigerant's equations cover, K; tb_techanged and tb_tkchanged tell them. */
export interface SaturationRange {
  min: number;
  max: number;
}

export type TemperatureProblem = SaturationProblem;

/** A condition's temperature in K; undefined when it is not a temperature with its unit. */
export function kelvinOf(value: SelectionConditions[string] | undefined): number | undefined {
  if (typeof value !== 'object') return undefined;
  try {
    return convert(value.value, value.unit, 'K', 'Temp');
  } catch {
    return undefined;
  }
}

const SATURATED: readonly SaturatedCondition[] = ['evaporatingTemperature', 'condensingTemperature'];

/** Te or Tk outside the range (once known), or Te not below Tk (said at Te), by the fields' names. */
export function temperatureProblems(conditions: SelectionConditions, range: SaturationRange | undefined): Readonly<Record<string, TemperatureProblem>> {
  const temperatures: Partial<Record<SaturatedCondition, number>> = {};
  for (const name of SATURATED) {
    const kelvin = kelvinOf(conditions[wireName(name)]);
    if (kelvin !== undefined) temperatures[name] = kelvin;
  }
  const found = saturationProblems(temperatures, range);
  return Object.fromEntries(SATURATED.flatMap((name) => (found[name] ? [[wireName(name), found[name]]] : [])));
}
