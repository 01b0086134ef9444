// Refusals of the selector's calls: the general message of the Result and the reason naming the field and the
// rule, both in the request's language (the reason comes from the selection namespace the shared translator lacks).
import { ResultCode } from '../contracts/envelope';
import type { RefusalDetail } from '../contracts/refusal-detail';
import { Refusal } from '../contracts/refusal';
import type { Translate } from '../i18n/translate';

const GENERAL = {
  invalidInput: [ResultCode.invalidInput, 400, 'errors:invalidInput'],
  calculationFailed: [ResultCode.calculationFailed, 200, 'errors:calculationFailed'],
  unableToCalculate: [ResultCode.unableToCalculate, 200, 'errors:unableToCalculate'],
} as const;

export type RefusalKind = keyof typeof GENERAL;

/**
 * invalidInput (HTTP 400) for a value that breaks a field's rule; calculationFailed and unableToCalculate (HTTP 200,
 * as the unit calls answer them) for well-formed conditions that cannot be computed. `detail` (its code, the field
 * at fault by its wire name, the numbers in SI) is answered as the envelope's Detail: every refusal carries one.
 * The reason is `selection:error.<code>` unless `reasonKey` words it otherwise (an engine error's `errors:<code>`).
 */
export function refuse(t: Translate, kind: RefusalKind, detail: RefusalDetail, params: Record<string, unknown> = {}, reasonKey = `selection:error.${detail.code}`): Refusal {
  const [result, status, general] = GENERAL[kind];
  const failure = new Refusal(result, status, 'errors:withReason', { message: t(general), reason: t(reasonKey, params) });
  failure.detail = detail;
  return failure;
}
