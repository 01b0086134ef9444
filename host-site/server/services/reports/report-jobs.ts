// Report jobs (issue 24): who may have a report made, when, and what became of it. A member has one report in
// making at a time; `workers` reports are made at once and `queue` more wait, in the order they came; the rest are
// refused at once. Each place is taken synchronously when the request arrives, before the saved list is read, so
// that requests sent at once are counted exactly as requests sent one after another.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { ReportJob, ReportJobState } from '../../../../src/contracts/report';
import { CallFailure } from '../../http/call-failure';
import type { Translate } from '../../../../src/i18n/translate';
import { ReportsBusy, type ReportLimits } from './report-limits';
import { ReportWorkerError, type ReportPool } from './report-pool';
import type { MadeReport, ReportFormat, ReportTask } from './report-task';

/** How long a job's file waits to be fetched. */
export const keptMs = 10 * 60_000;

/** What a refused client is told to wait before asking again: about one report's time. */
const retryAfterSeconds = 30;

/** Why a job failed, as words to translate in the language of whoever asks. */
interface Failure {
  key: string;
  params?: Record<string, unknown>;
}

export interface Job {
  readonly id: string;
  readonly userId: number;
  readonly format: ReportFormat;
  /** A job of the job calls, kept for its file; a report call's job ends with its answer. */
  readonly kept: boolean;
  state: ReportJobState;
  percent: number;
  task?: ReportTask;
  report?: MadeReport;
  failure?: Failure;
  readonly controller: AbortController;
  /** Settles when the job ends: the report, or why not. */
  readonly ended: Promise<MadeReport>;
  settle(outcome: { report: MadeReport } | { error: unknown }): void;
  expiry?: NodeJS.Timeout;
}

const live: readonly ReportJobState[] = ['queued', 'running'];

export class ReportJobs {
  private readonly jobs = new Map<string, Job>();
  private readonly waiting: Job[] = [];
  private running = 0;

  constructor(
    private readonly pool: ReportPool,
    private readonly limits: ReportLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The jobs this process holds, by state (metrics): the live ones and the ended ones kept for their files. */
  countByState(): Map<ReportJobState, number> {
    const counts = new Map<ReportJobState, number>();
    for (const job of this.jobs.values()) counts.set(job.state, (counts.get(job.state) ?? 0) + 1);
    return counts;
  }

  /**
   * Takes a place for a member's report, before anything is read for it; `submit` or `discard` it next.
   * @throws ReportsBusy when the member has a report in making, or the server's places are all taken.
   */
  admit(userId: number, format: ReportFormat, kept: boolean, t: Translate): Job {
    const jobs = [...this.jobs.values()];
    if (jobs.some((job) => job.userId === userId && live.includes(job.state))) throw new ReportsBusy(retryAfterSeconds, t, 'report:error.memberBusy');
    if (jobs.filter((job) => live.includes(job.state)).length >= this.limits.workers + this.limits.queue) {
      this.log.warn({ workers: this.limits.workers, queue: this.limits.queue }, 'report refused: every place is taken');
      throw new ReportsBusy(retryAfterSeconds, t, 'report:error.serverBusy', { seconds: retryAfterSeconds });
    }
    let settle!: Job['settle'];
    const ended = new Promise<MadeReport>((resolve, reject) => {
      settle = (outcome) => ('report' in outcome ? resolve(outcome.report) : reject(outcome.error));
    });
    // A job of the job calls has nobody waiting for its end (its state tells it): not an unhandled rejection.
    ended.catch(() => undefined);
    const job: Job = { id: randomUUID(), userId, format, kept, state: 'queued', percent: 0, controller: new AbortController(), ended, settle };
    this.jobs.set(job.id, job);
    return job;
  }

  /** Queues an admitted job with its task; it runs as soon as a worker is free. */
  submit(job: Job, task: ReportTask): void {
    if (job.state !== 'queued') return;
    // A new job's file replaces the member's earlier one: one kept file per member bounds what the server holds.
    if (job.kept) for (const other of this.jobs.values()) if (other.userId === job.userId && other !== job) this.forget(other);
    job.task = task;
    this.waiting.push(job);
    this.next();
  }

  /** Gives back an admitted job's place (its request was refused after all). */
  discard(job: Job): void {
    this.jobs.delete(job.id);
  }

  /** The member's job, or undefined (another member's is never found). */
  find(id: string, userId: number): Job | undefined {
    const job = this.jobs.get(id);
    return job?.userId === userId ? job : undefined;
  }

  /** Cancels a job: a queued one leaves the queue, a running one's worker is ended; answered once it has. */
  async cancel(job: Job, reason: 'cancelled' | 'timedOut' = 'cancelled'): Promise<void> {
    if (!live.includes(job.state)) return;
    job.controller.abort(reason);
    if (job.state === 'queued') {
      const place = this.waiting.indexOf(job);
      if (place >= 0) this.waiting.splice(place, 1);
      this.end(job, { error: new ReportWorkerError('cancelled', 'report cancelled') });
    }
    await job.ended.catch(() => undefined);
  }

  /** A job as its member sees it, its failure in the member's language. */
  view(job: Job, t: Translate): ReportJob {
    const position = job.state === 'queued' ? this.waiting.indexOf(job) + 1 : null;
    return {
      jobId: job.id,
      format: job.format === 'xlsx' ? 'xlsx' : 'pdf',
      state: job.state,
      percent: job.percent,
      position: position === 0 ? null : position,
      failure: job.failure ? t(job.failure.key, job.failure.params) : null,
    };
  }

  /** The refusal a failed job's report call answers, in the request's language. */
  failureOf(job: Job, t: Translate): CallFailure {
    const failure = job.failure ?? { key: 'report:error.cancelled' };
    return new CallFailure(ResultCode.failed, 422, 'errors:withReason', { message: t('errors:error'), reason: t(failure.key, failure.params) });
  }

  /** Stops every job (the server is closing) and ends the workers. */
  async close(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((job) => this.cancel(job)));
    for (const job of this.jobs.values()) clearTimeout(job.expiry);
    this.jobs.clear();
    await this.pool.close();
  }

  private next(): void {
    while (this.running < this.limits.workers && this.waiting.length > 0) void this.run(this.waiting.shift()!);
  }

  private async run(job: Job): Promise<void> {
    this.running++;
    job.state = 'running';
    const signal = job.controller.signal;
    const timeout = setTimeout(() => void this.cancel(job, 'timedOut'), this.limits.timeoutMs).unref();
    try {
      const report = await this.pool.run(job.task!, (percent) => (job.percent = percent), signal);
      this.end(job, { report });
    } catch (error) {
      this.end(job, { error });
    } finally {
      clearTimeout(timeout);
      this.running--;
      this.next();
    }
  }

  private end(job: Job, outcome: { report: MadeReport } | { error: unknown }): void {
    delete job.task;
    if ('report' in outcome) {
      job.state = 'done';
      job.percent = 100;
      if (job.kept) job.report = outcome.report;
    } else {
      const { error } = outcome;
      const reason: unknown = job.controller.signal.reason;
      if (error instanceof ReportWorkerError && error.failure === 'cancelled' && reason === 'cancelled') {
        job.state = 'cancelled';
      } else {
        job.state = 'failed';
        job.failure = failureOf(error, reason, this.limits);
        if (!(error instanceof ReportWorkerError) || error.failure === 'crashed') this.log.error({ err: error, job: job.id }, 'report failed');
        else this.log.warn({ job: job.id, failure: job.failure.key }, 'report stopped');
      }
    }
    job.settle(outcome);
    if (job.kept) job.expiry = setTimeout(() => this.forget(job), keptMs).unref();
    else this.jobs.delete(job.id);
  }

  private forget(job: Job): void {
    clearTimeout(job.expiry);
    this.jobs.delete(job.id);
  }
}

function failureOf(error: unknown, reason: unknown, limits: ReportLimits): Failure {
  if (reason === 'timedOut') return { key: 'report:error.timedOut', params: { minutes: Math.round(limits.timeoutMs / 6_000) / 10 } };
  if (error instanceof ReportWorkerError && error.failure === 'outOfMemory') return { key: 'report:error.tooLarge' };
  return { key: 'report:error.failed' };
}
