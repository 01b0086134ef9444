// Refusals of the selector's calls: the general message of the Result and the reason naming the field and the
// rule, both in the request's language (the reason comes from the selection namespace the shared translator lacks).
import { ResultCode } from '../../../../src/contracts/envelope';
import { CallFailure } from '../../http/call-failure';
import type { Translate } from '../../http/translate';

const GENERAL = {
  invalidInput: [ResultCode.invalidInput, 400, 'errors:invalidInput'],
  calculationFailed: [ResultCode.calculationFailed, 200, 'errors:calculationFailed'],
  unableToCalculate: [ResultCode.unableToCalculate, 200, 'errors:unableToCalculate'],
} as const;

export type RefusalKind = keyof typeof GENERAL;

/**
 * invalidInput (HTTP 400) for a value that breaks a field's rule; calculationFailed and unableToCalculate (HTTP 200,
 * as the unit calls answer them) for well-formed conditions that cannot be computed.
 */
export function refuse(t: Translate, kind: RefusalKind, reasonKey: string, params: Record<string, unknown> = {}): CallFailure {
  const [result, status, general] = GENERAL[kind];
  return new CallFailure(result, status, 'errors:withReason', { message: t(general), reason: t(reasonKey, params) });
}
