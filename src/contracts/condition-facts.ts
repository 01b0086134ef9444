// The answers of tb_techanged and tb_tkchanged read in domain words: the specification names their figures by the
// wire's condition names (`limits.Te`, `Texhaustgas`), which stay here, beside the calls.
import type { CallData } from './call';
import type { Measured } from './schemas/selection';
import { convert } from '../engine/units';
import type { condensingChanged, evaporatingChanged } from './selection';

/** Either answer: they share the limits and the discharge temperatures. */
export type ConditionFactsAnswer = CallData<typeof evaporatingChanged> | CallData<typeof condensingChanged>;

/** The refrigerant's saturation range an answer states, K: from the lowest evaporating to the highest condensing temperature. */
export function saturationRangeOf(answer: ConditionFactsAnswer): { min: number; max: number } {
  const { Te: evaporating, Tk: condensing } = answer.limits;
  return { min: convert(evaporating.min, evaporating.unit, 'K', 'Temp'), max: convert(condensing.max, condensing.unit, 'K', 'Temp') };
}

/** The discharge (hot-gas) temperature the calculation uses: the one given when flagged and above Tk, else the estimate. */
export function dischargeTemperatureUsed(answer: ConditionFactsAnswer): Measured {
  return answer.Texhaustgas;
}
