import { isSignedOutResult, type ErrorDetail } from '../contracts/envelope';

/**
 * What can go wrong with a call, as data: `result` for an envelope with Result non-zero, `http` for a status
 * without an envelope, `network` when no answer came (time-out, offline, CORS refused).
 */
export type ApiErrorKind = 'result' | 'http' | 'network';

/**
 * Marks an ApiError made by any copy of this code: the classic bundle loads the selector's in-browser selection as
 * a module of its own (scripts/build-widgets.ts), whose refusals are ApiErrors of its own copy of this class.
 */
const apiErrorBrand = Symbol.for('valve-selector.api-error');

export class ApiError extends Error {
  readonly [apiErrorBrand] = true;

  constructor(
    readonly kind: ApiErrorKind,
    /** The server's ErrorMsg, or the network error's message; may be empty. */
    message: string,
    /** Envelope Result code, when there was an envelope. */
    readonly result?: number,
    /** HTTP status, when there was an answer. */
    readonly status?: number,
    /** The envelope's Detail: the rule, the field at fault (its wire name) and the numbers, when the server said them. */
    readonly detail?: ErrorDetail,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The session is gone: Result 100, 50012, 50014 or HTTP 401. */
  get signedOut(): boolean {
    return this.status === 401 || (this.result !== undefined && isSignedOutResult(this.result));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && apiErrorBrand in error);
}
