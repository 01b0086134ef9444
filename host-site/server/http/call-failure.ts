import { Refusal } from '../../../src/contracts/refusal';

/**
 * An answer other than success that a handler or hook chooses on purpose: the envelope's Result, the HTTP status,
 * and the message as an i18n key (translated into the request's language when answered). Later features use it
 * for their own refusals, e.g. `new CallFailure(ResultCode.signedOut, 401, 'errors:signedOut')`. The pure
 * refusals of src/ (the selection's) are answered the same way; this one adds what only HTTP has.
 */
export class CallFailure extends Refusal {
  /** Seconds the client should wait before asking again (answered as Retry-After), for a refusal that waiting cures. */
  readonly retryAfterSeconds?: number;
  /** The log line's message of a failure of ours (status 500 and up), where it says more than "request failed". */
  readonly logMessage?: string;

  constructor(...args: ConstructorParameters<typeof Refusal>) {
    super(...args);
    this.name = 'CallFailure';
  }
}
