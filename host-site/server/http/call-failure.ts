import type { ErrorDetail, ResultCodeValue } from '../../../src/contracts/envelope';

/**
 * An answer other than success that a handler or hook chooses on purpose: the envelope's Result, the HTTP status,
 * and the message as an i18n key (translated into the request's language when answered). Later features use it
 * for their own refusals, e.g. `new CallFailure(ResultCode.signedOut, 401, 'errors:signedOut')`.
 */
export class CallFailure extends Error {
  /** Seconds the client should wait before asking again (answered as Retry-After), for a refusal that waiting cures. */
  readonly retryAfterSeconds?: number;
  /** The refusal as data (answered as the envelope's Detail): the rule, the field, the numbers. */
  detail?: ErrorDetail;

  constructor(
    readonly result: ResultCodeValue,
    readonly status: number,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(`${messageKey} (Result ${result}, HTTP ${status})`, options);
    this.name = 'CallFailure';
  }
}
