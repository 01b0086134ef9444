// Report jobs of one server process (issue 24), the single-instance default on SQLite: who may have a report made,
// when, and what became of it. A member has one report in making at a time; `workers` reports are made at once and
// `queue` more wait, in the order they came; the rest are refused at once. Each place is taken synchronously when the
// request arrives, before the saved list is read, so that requests sent at once are counted exactly as requests sent
// one after another.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportJobState } from '../../../../src/contracts/report';
import type { Translate } from '../../../../src/i18n/translate';
import { ReportsBusy, type ReportLimits } from './report-limits';
import type { ReportPool } from './report-pool';
import { keptMs, makeReport, ReportNotMade, retryAfterSeconds, type Ending, type Failure, type JobView, type ReportQueue } from './report-queue';
import type { MadeFile, MadeReport, ReportFormat, ReportTask } from './report-task';
import { likelyWaitMs, ReportPace } from './report-wait';

interface Job {
  readonly id: string;
  readonly userId: number;
  readonly format: ReportFormat;
  readonly kept: boolean;
  state: ReportJobState;
  percent: number;
  task?: ReportTask;
  /** Products of its report, once read (`submit`). */
  products?: number;
  /** When it began to run (the jobs' clock, ms). */
  startedAt?: number;
  report?: MadeReport;
  failure?: Failure;
  readonly controller: AbortController;
  /** Settles when the job ends. */
  readonly ended: Promise<Ending>;
  settle(ending: Ending): void;
  expiry?: NodeJS.Timeout;
}

const live: readonly ReportJobState[] = ['queued', 'running'];

export class LocalReportJobs implements ReportQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly waiting: Job[] = [];
  private running = 0;
  private readonly pace = new ReportPace();

  constructor(
    private readonly pool: ReportPool,
    private readonly limits: ReportLimits,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The jobs this process holds, by state: the live ones and the ended ones kept for their files. */
  countByState(): Map<ReportJobState, number> {
    const counts = new Map<ReportJobState, number>();
    for (const job of this.jobs.values()) counts.set(job.state, (counts.get(job.state) ?? 0) + 1);
    return counts;
  }

  async admit(userId: number, format: ReportFormat, kept: boolean, t: Translate): Promise<Job> {
    const jobs = [...this.jobs.values()];
    if (jobs.some((job) => job.userId === userId && live.includes(job.state))) throw new ReportsBusy(retryAfterSeconds, t, 'report:error.memberBusy');
    if (jobs.filter((job) => live.includes(job.state)).length >= this.limits.workers + this.limits.queue) {
      const seconds = Math.max(1, Math.ceil(this.likelyWaitMs() / 1000));
      this.log.warn({ workers: this.limits.workers, queue: this.limits.queue, seconds }, 'report refused: every place is taken');
      throw new ReportsBusy(seconds, t, 'report:error.serverBusy', { seconds });
    }
    let settle!: Job['settle'];
    const ended = new Promise<Ending>((resolve) => (settle = resolve));
    const job: Job = { id: randomUUID(), userId, format, kept, state: 'queued', percent: 0, controller: new AbortController(), ended, settle };
    this.jobs.set(job.id, job);
    return job;
  }

  async submit(admitted: { id: string }, task: ReportTask): Promise<void> {
    const job = this.jobs.get(admitted.id);
    if (job?.state !== 'queued') return;
    // A new job's file replaces the member's earlier one: one kept file per member bounds what the server holds.
    if (job.kept) for (const other of this.jobs.values()) if (other.userId === job.userId && other !== job) this.forget(other);
    job.task = task;
    job.products = task.list.productList.length;
    this.waiting.push(job);
    this.next();
  }

  async discard(job: { id: string }): Promise<void> {
    this.jobs.delete(job.id);
  }

  async made(admitted: { id: string }, signal?: AbortSignal): Promise<MadeReport> {
    const job = this.jobs.get(admitted.id)!;
    const leave = () => void this.stop(job);
    signal?.addEventListener('abort', leave, { once: true });
    try {
      const ending = await job.ended;
      if (ending.state === 'done') return ending.report;
      throw new ReportNotMade(ending.state === 'failed' ? ending.failure : undefined);
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }

  async find(id: string, userId: number): Promise<JobView | undefined> {
    const job = this.jobs.get(id);
    return job?.userId === userId ? this.view(job) : undefined;
  }

  async cancel(id: string, userId: number): Promise<JobView | undefined> {
    const job = this.jobs.get(id);
    if (job?.userId !== userId) return undefined;
    await this.stop(job);
    return this.view(job);
  }

  async file(id: string, userId: number): Promise<MadeFile | undefined> {
    const job = this.jobs.get(id);
    return job?.userId === userId && job.report && 'file' in job.report ? job.report.file : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((job) => this.stop(job)));
    for (const job of this.jobs.values()) clearTimeout(job.expiry);
    this.jobs.clear();
    await this.pool.close();
  }

  private view(job: Job): JobView {
    const position = job.state === 'queued' ? this.waiting.indexOf(job) + 1 : 0;
    return { id: job.id, format: job.format, kept: job.kept, state: job.state, percent: job.percent, position: position || null, ...(job.failure && { failure: job.failure }) };
  }

  /** A queued job leaves the queue, a running one's worker is ended; resolves once it has. */
  private async stop(job: Job): Promise<void> {
    if (!live.includes(job.state)) return;
    job.controller.abort('cancelled');
    if (job.state === 'queued') {
      const place = this.waiting.indexOf(job);
      if (place >= 0) this.waiting.splice(place, 1);
      this.end(job, { state: 'cancelled' });
    }
    await job.ended;
  }

  /** When a worker would be free for one more report, ms from now, at the pace of the reports made so far. */
  private likelyWaitMs(): number {
    const now = this.clock();
    const expected = (job: Job) => this.pace.expectedMs(job.products ?? 0);
    const jobs = [...this.jobs.values()];
    const running = jobs.filter((job) => job.state === 'running').map((job) => ({ expectedMs: expected(job), elapsedMs: now - job.startedAt! }));
    // Admitted jobs whose products are still being read queue behind the waiting ones.
    const admitted = jobs.filter((job) => job.state === 'queued' && !this.waiting.includes(job));
    return likelyWaitMs(this.limits.workers, running, [...this.waiting, ...admitted].map(expected));
  }

  private next(): void {
    while (this.running < this.limits.workers && this.waiting.length > 0) void this.run(this.waiting.shift()!);
  }

  private async run(job: Job): Promise<void> {
    this.running++;
    job.state = 'running';
    job.startedAt = this.clock();
    try {
      const progress = (percent: number) => (job.percent = percent);
      this.end(job, await makeReport(this.pool, this.limits, this.log, { id: job.id, task: job.task!, controller: job.controller, progress }));
    } finally {
      this.running--;
      this.next();
    }
  }

  private end(job: Job, ending: Ending): void {
    delete job.task;
    job.state = ending.state;
    if (ending.state === 'done') {
      job.percent = 100;
      this.pace.learn(job.products ?? 0, this.clock() - job.startedAt!);
      if (job.kept) job.report = ending.report;
    } else if (ending.state === 'failed') job.failure = ending.failure;
    job.settle(ending);
    if (job.kept) job.expiry = setTimeout(() => this.forget(job), keptMs).unref();
    else this.jobs.delete(job.id);
  }

  private forget(job: Job): void {
    clearTimeout(job.expiry);
    this.jobs.delete(job.id);
  }
}
