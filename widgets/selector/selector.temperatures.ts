// The rules of Te and Tk the calculate call applies (within the refrigerant's saturation range, Te below Tk),
// checked in the form so that the message stands beside the field and no refused call is sent.
import { WIRE_NAMES } from '../../src/contracts/condition-names';
import type { SelectionConditions } from '../../src/contracts/selection';
import { convert } from '../../src/engine/units';

/** The saturation temperatures a refrigerant's equations cover, K; tb_techanged and tb_tkchanged tell them. */
export interface SaturationRange {
  min: number;
  max: number;
}

export type TemperatureProblem = 'outOfRange' | 'notBelowCondensing';

/** A condition's temperature in K; undefined when it is not a temperature with its unit. */
export function kelvinOf(value: SelectionConditions[string] | undefined): number | undefined {
  if (typeof value !== 'object') return undefined;
  try {
    return convert(value.value, value.unit, 'K', 'Temp');
  } catch {
    return undefined;
  }
}

/** Te or Tk outside the range (once known), or Te not below Tk (said at Te). */
export function temperatureProblems(conditions: SelectionConditions, range: SaturationRange | undefined): Partial<Record<'Te' | 'Tk', TemperatureProblem>> {
  const found: Partial<Record<'Te' | 'Tk', TemperatureProblem>> = {};
  const te = kelvinOf(conditions[WIRE_NAMES.evaporatingTemperature]);
  const tk = kelvinOf(conditions[WIRE_NAMES.condensingTemperature]);
  for (const [name, value] of [['Te', te], ['Tk', tk]] as const) {
    if (range && value !== undefined && (value < range.min || value > range.max)) found[name] = 'outOfRange';
  }
  if (!found.Te && !found.Tk && te !== undefined && tk !== undefined && !(te < tk)) found.Te = 'notBelowCondensing';
  return found;
}
