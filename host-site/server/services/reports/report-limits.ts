// The bounds of report making (issue 24): a 500-product PDF is seconds of processor time and hundreds of
// megabytes, so reports are jobs in worker threads, a few at once, one per member, each with a heap bound.
import { ResultCode } from '../../../../src/contracts/envelope';
import { CallFailure } from '../../http/call-failure';
import type { Translate } from '../../../../src/i18n/translate';

/** How report making is bounded (config REPORT_*). */
export interface ReportLimits {
  /** Reports made at once, each in its own worker thread. */
  workers: number;
  /** Reports that may wait for a worker; more are refused. */
  queue: number;
  /** Products one report may hold. */
  maxProducts: number;
  /** Heap of one worker, MB (resourceLimits.maxOldGenerationSizeMb). */
  workerMemoryMb: number;
  /** How long one report may be made, ms; past it the worker is ended. */
  timeoutMs: number;
}

/** A report refused for the server's or the member's load: HTTP 429, Result tooManyRequests, with Retry-After. */
export class ReportsBusy extends CallFailure {
  constructor(
    override readonly retryAfterSeconds: number,
    t: Translate,
    reasonKey: string,
    params: Record<string, unknown> = {},
  ) {
    super(ResultCode.tooManyRequests, 429, 'errors:withReason', { message: t('errors:tooManyRequests'), reason: t(reasonKey, params) });
    this.name = 'ReportsBusy';
  }
}

/** A job asked for that is not the member's, or no longer kept: HTTP 404, Result notFound. */
export function noSuchJob(t: Translate): CallFailure {
  return new CallFailure(ResultCode.notFound, 404, 'errors:withReason', { message: t('errors:notFound'), reason: t('report:error.noSuchJob') });
}
