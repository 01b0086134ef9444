// What the report service asks of its jobs (issue 38), whoever keeps them: the in-process queue of one server on
// SQLite (report-jobs.ts), or the queue every instance on one PostgreSQL database shares (shared-report-jobs.ts).
// What both do alike lives here: running one report on the worker pool within its time, and telling why it failed.
import type { FastifyBaseLogger } from 'fastify';
import type { ReportJobState } from '../../../../src/contracts/report';
import type { Translate } from '../../../../src/i18n/translate';
import type { ReportLimits } from './report-limits';
import { ReportWorkerError, type ReportPool } from './report-pool';
import type { MadeFile, MadeReport, ReportFormat, ReportTask } from './report-task';

/** How long a job's file waits to be fetched. */
export const keptMs = 10 * 60_000;

/** What a refused client is told to wait before asking again: about one report's time. */
export const retryAfterSeconds = 30;

/** Why a job failed, as words to translate in the language of whoever asks. */
export interface Failure {
  key: string;
  params?: Record<string, unknown>;
}

/** A job as its member may see it. */
export interface JobView {
  readonly id: string;
  readonly format: ReportFormat;
  /** A job of the job calls, kept for its file; a report call's job ends with its answer. */
  readonly kept: boolean;
  readonly state: ReportJobState;
  readonly percent: number;
  /** Its place among the waiting jobs, 1 next; null once it runs. */
  readonly position: number | null;
  readonly failure?: Failure;
}

/** An admitted job, to submit or discard. */
export interface AdmittedJob {
  readonly id: string;
  readonly userId: number;
  readonly format: ReportFormat;
  readonly kept: boolean;
}

/** A report call's job that did not end with its report: why (none when it was cancelled). */
export class ReportNotMade extends Error {
  constructor(readonly failure: Failure | undefined) {
    super(failure?.key ?? 'report cancelled');
    this.name = 'ReportNotMade';
  }
}

export interface ReportQueue {
  /**
   * Takes a place for a member's report, before anything is read for it; `submit` or `discard` it next.
   * @throws ReportsBusy when the member has a report in making, or every place is taken.
   */
  admit(userId: number, format: ReportFormat, kept: boolean, t: Translate): Promise<AdmittedJob>;
  /** Queues an admitted job with its task; a kept job's file replaces the member's earlier one. */
  submit(job: AdmittedJob, task: ReportTask): Promise<void>;
  /** Gives back an admitted job's place (its request was refused after all). */
  discard(job: AdmittedJob): Promise<void>;
  /**
   * The report of a report call's job, once made; `signal` (the client left) cancels it.
   * @throws ReportNotMade when it failed or was cancelled.
   */
  made(job: AdmittedJob, signal?: AbortSignal): Promise<MadeReport>;
  /** The member's job, or undefined (another member's is never found). */
  find(id: string, userId: number): Promise<JobView | undefined>;
  /** Cancels the member's job; answered once its making has stopped (on another instance: once told to). */
  cancel(id: string, userId: number): Promise<JobView | undefined>;
  /** A done job's file, or undefined. */
  file(id: string, userId: number): Promise<MadeFile | undefined>;
  /** The jobs by state (metrics). */
  countByState(): Map<ReportJobState, number>;
  /** Stops taking jobs, ends this instance's making, and the workers. */
  close(): Promise<void>;
}

/** How a job's making ended. */
export type Ending = { state: 'done'; report: MadeReport } | { state: 'cancelled' } | { state: 'failed'; failure: Failure };

/**
 * Makes one report on the pool within the time a report may take; cancelled by `controller` (with the reason
 * 'cancelled'), stopped past its time (the reason 'timedOut'). Never throws: a failure is logged and told.
 */
export async function makeReport(
  pool: ReportPool,
  limits: ReportLimits,
  log: FastifyBaseLogger,
  job: { id: string; task: ReportTask; controller: AbortController; progress: (percent: number) => void },
): Promise<Ending> {
  const { controller } = job;
  const timeout = setTimeout(() => controller.abort('timedOut'), limits.timeoutMs).unref();
  try {
    return { state: 'done', report: await pool.run(job.task, job.progress, controller.signal) };
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (error instanceof ReportWorkerError && error.failure === 'cancelled' && reason === 'cancelled') return { state: 'cancelled' };
    const failure = failureOf(error, reason, limits);
    if (!(error instanceof ReportWorkerError) || error.failure === 'crashed') log.error({ err: error, job: job.id }, 'report failed');
    else log.warn({ job: job.id, failure: failure.key }, 'report stopped');
    return { state: 'failed', failure };
  } finally {
    clearTimeout(timeout);
  }
}

function failureOf(error: unknown, reason: unknown, limits: ReportLimits): Failure {
  if (reason === 'timedOut') return { key: 'report:error.timedOut', params: { minutes: Math.round(limits.timeoutMs / 6_000) / 10 } };
  if (error instanceof ReportWorkerError && error.failure === 'outOfMemory') return { key: 'report:error.tooLarge' };
  return { key: 'report:error.failed' };
}
