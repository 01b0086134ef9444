// The rules of Te and Tk the calculate call applies (within the refrigerant's saturation range, Te below Tk; written
// once, in condition-rules.ts), checked in the form on SI values so that the message stands beside the field and no
// refused call is sent.
import { saturationProblems, type SaturatedCondition, type SaturationProblem } from '../../src/engine/sizing/condition-rules';
import type { ConditionName } from '../../src/engine/sizing/condition-types';

/** The saturation temperatures a refrigerant's equations cover, K; tb_techanged and tb_tkchanged tell them. */
export interface SaturationRange {
  min: number;
  max: number;
}

export type TemperatureProblem = SaturationProblem;

/** Te or Tk (K, where asked and a number) outside the range (once known), or Te not below Tk (said at Te). */
export function temperatureProblems(
  amounts: Readonly<Partial<Record<ConditionName, number>>>,
  range: SaturationRange | undefined,
): Partial<Record<SaturatedCondition, TemperatureProblem>> {
  const { evaporatingTemperature, condensingTemperature } = amounts;
  return saturationProblems({ evaporatingTemperature, condensingTemperature }, range);
}
