// Report jobs shared by every instance on one PostgreSQL database (issue 38). A job is a row of report_jobs (its
// state, progress, task and, once made, its file), so any instance answers any job call; pg-boss hands each job to
// one instance's worker. The instance making a job beats its heartbeat every `heartbeatSeconds`; every instance looks
// each `heartbeatSeconds` for running jobs whose heartbeat is older than `staleSeconds` (their instance was killed or
// lost the database) and queues them again through pg-boss, where another instance takes them up. Places are counted
// in the database: one live job per member, `workers + queue` live jobs in all; each instance makes `workers` at once.
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { ReportData, ReportJobState } from '../../../../src/contracts/report';
import type { Translate } from '../../../../src/i18n/translate';
import type { Database } from '../../database';
import {
  admitReportJob,
  beatReportJob,
  cancelReportJob,
  claimReportJob,
  countReportJobs,
  deleteReportJob,
  endReportJob,
  forgetEndedReportJobs,
  readReportFile,
  readReportJob,
  requeueOrphans,
  submitReportJob,
  takeEndedReportJob,
  type JobEnd,
} from '../../database/repositories/report-jobs';
import { ReportsBusy, type ReportLimits } from './report-limits';
import type { ReportPool } from './report-pool';
import { QueueDatabase } from './queue-database';
import { keptMs, makeReport, ReportNotMade, retryAfterSeconds, type AdmittedJob, type Ending, type Failure, type JobView, type ReportQueue } from './report-queue';
import type { MadeFile, MadeReport, ReportFormat, ReportTask } from './report-task';

/** How often the instance making a job says so, and how often every instance looks for jobs nobody makes. */
export const heartbeatSeconds = 2;
/** A running job whose heartbeat is this old is taken up by another instance. */
export const staleSeconds = 10;
/** How often an instance's idle workers ask pg-boss for a job (a job sent by the instance itself wakes them at once). */
const pollingSeconds = 1;
/** How many instances may die making one job before it fails. */
const attempts = 3;
/** How often a report call's instance looks whether its job has ended. */
const waitingMs = 100;
/** Progress is written at most this often (and with every heartbeat). */
const progressMs = 200;

const queueName = 'report';

interface Making {
  controller: AbortController;
  done: Promise<void>;
}

interface SharedJobsOptions {
  /** The PostgreSQL database's URL (pg-boss gets its own two connections). */
  url: string;
  /** pg-boss's schema: the server's own, where migration 0010 installed its tables. */
  schema: string;
}

export class SharedReportJobs implements ReportQueue {
  private readonly boss: PgBoss;
  /** pg-boss's connections, of our own: what it does not await cannot throw (queue-database.ts). */
  private readonly queueDb: QueueDatabase;
  /** This instance, as the owner of the jobs it makes. */
  private readonly instance = randomUUID();
  private readonly making = new Map<string, Making>();
  private readonly workers: string[] = [];
  private counts = new Map<ReportJobState, number>();
  /** Tells when this instance starts making a job (its id). */
  private readonly taken = new EventEmitter();
  private supervisor?: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pool: ReportPool,
    private readonly limits: ReportLimits,
    private readonly log: FastifyBaseLogger,
    options: SharedJobsOptions,
  ) {
    this.queueDb = new QueueDatabase(options.url, options.schema, log);
    this.boss = new PgBoss({ db: this.queueDb, schema: options.schema, migrate: false });
    this.boss.on('error', (error) => log.warn({ err: error }, 'report queue: pg-boss failed a step; it tries again'));
  }

  /** Creates the queue when missing, and starts this instance's workers. */
  async start(): Promise<void> {
    await this.boss.start();
    // pg-boss's own expiry is the last resort (the heartbeat hands a job on long before): past the report's time.
    await this.boss.createQueue(queueName, { name: queueName, retryLimit: attempts, retryDelay: 0, expireInSeconds: Math.ceil(this.limits.timeoutMs / 1_000) + 60 });
    for (let i = 0; i < this.limits.workers; i++) {
      this.workers.push(await this.boss.work<{ jobId: string }>(queueName, { batchSize: 1, pollingIntervalSeconds: pollingSeconds }, ([job]) => this.makeCaught(job!.data.jobId)));
    }
    await this.supervise();
    this.supervisor = setInterval(() => void this.supervise(), heartbeatSeconds * 1_000).unref();
  }

  countByState(): Map<ReportJobState, number> {
    return this.counts;
  }

  async admit(userId: number, format: ReportFormat, kept: boolean, t: Translate): Promise<AdmittedJob> {
    const job = { id: randomUUID(), userId, format, kept };
    const admission = await admitReportJob(this.db, job, this.limits.workers + this.limits.queue);
    if (admission === 'memberBusy') throw new ReportsBusy(retryAfterSeconds, t, 'report:error.memberBusy');
    if (admission === 'full') {
      this.log.warn({ workers: this.limits.workers, queue: this.limits.queue }, 'report refused: every place is taken');
      throw new ReportsBusy(retryAfterSeconds, t, 'report:error.serverBusy', { seconds: retryAfterSeconds });
    }
    return job;
  }

  async submit(job: AdmittedJob, task: ReportTask): Promise<void> {
    await submitReportJob(this.db, job.id, job.userId, job.kept, JSON.stringify(task));
    const taken = this.takenHere(job.id);
    await this.send(job.id);
    await taken;
  }

  /**
   * Resolves once this instance has taken the job, or has no free worker to take it, or after a second (another
   * instance took it): the job's first answer then tells it running or its place, as one process's queue would.
   */
  private async takenHere(jobId: string): Promise<void> {
    const signal = AbortSignal.timeout(1_000);
    try {
      while (this.making.size < this.limits.workers) {
        const [taken] = (await once(this.taken, 'job', { signal })) as [string];
        if (taken === jobId) return;
      }
    } catch {
      // a second passed
    }
  }

  async discard(job: AdmittedJob): Promise<void> {
    await deleteReportJob(this.db, job.id);
  }

  async made(job: AdmittedJob, signal?: AbortSignal): Promise<MadeReport> {
    for (;;) {
      if (signal?.aborted) await this.cancel(job.id, job.userId);
      const ended = await takeEndedReportJob(this.db, job.id);
      if (ended) {
        if (ended.state === 'done' && ended.bytes) return madeOf(job, { ...ended, bytes: ended.bytes });
        throw new ReportNotMade(ended.state === 'failed' && ended.failure ? (JSON.parse(ended.failure) as Failure) : undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, waitingMs));
    }
  }

  async find(id: string, userId: number): Promise<JobView | undefined> {
    const row = await readReportJob(this.db, id, userId);
    if (!row) return undefined;
    const { format, state, failure } = row;
    return { id, format: format as ReportFormat, kept: row.kept, state: state as ReportJobState, percent: row.percent, position: row.position, ...(failure && { failure: JSON.parse(failure) as Failure }) };
  }

  async cancel(id: string, userId: number): Promise<JobView | undefined> {
    const cancelled = await cancelReportJob(this.db, id, userId);
    // Made here: answered once the worker has ended. Made elsewhere: that instance stops at its next heartbeat.
    const making = cancelled?.owner === this.instance ? this.making.get(id) : undefined;
    if (making) {
      making.controller.abort('cancelled');
      await making.done;
    }
    return this.find(id, userId);
  }

  async file(id: string, userId: number): Promise<MadeFile | undefined> {
    const file = await readReportFile(this.db, id, userId);
    return file && { bytes: file.bytes, filename: file.name, mediaType: file.mediaType };
  }

  /** Hands the jobs this instance makes back to the queue (another instance makes them), then stops. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.supervisor);
    await Promise.all(this.workers.map((id) => this.boss.offWork({ id })));
    const making = [...this.making.values()];
    for (const { controller } of making) controller.abort('closing');
    await Promise.all(making.map(({ done }) => done));
    try {
      await this.boss.stop({ graceful: false, wait: true });
    } catch (error) {
      // Its jobs left active in its own tables expire there; report_jobs already has them queued again.
      this.log.warn({ err: error }, 'report queue: pg-boss did not stop cleanly');
    }
    await this.queueDb.close();
    await this.pool.close();
  }

  private async send(jobId: string): Promise<void> {
    await this.boss.send(queueName, { jobId });
    // This instance's idle workers take it at once, if it has any; the others find it within their polling.
    for (const worker of this.workers) this.boss.notifyWorker(worker);
  }

  /** Makes a job pg-boss handed this instance, unless it is cancelled, ended or made by a live instance. */
  /**
   * A job made, its failure logged rather than thrown: pg-boss 10's worker does not await the fail() it calls for a
   * handler that throws, so with the database gone that became an unhandled rejection. The report_jobs row and the
   * heartbeat, not pg-boss's own job state, say what became of a job: a job this instance could not make is taken
   * up again once its heartbeat is stale.
   */
  private async makeCaught(jobId: string): Promise<void> {
    try {
      await this.make(jobId);
    } catch (error) {
      this.log.error({ err: error, job: jobId }, 'report job could not be made here; another look takes it up');
    }
  }

  private async make(jobId: string): Promise<void> {
    if (this.closing) return this.send(jobId);
    const task = await claimReportJob(this.db, jobId, this.instance, staleSeconds);
    if (task === undefined) return;
    const controller = new AbortController();
    let finished!: () => void;
    this.making.set(jobId, { controller, done: new Promise<void>((resolve) => (finished = resolve)) });
    this.taken.emit('job', jobId);
    let percent = 0;
    let writtenAt = 0;
    const beat = () => {
      writtenAt = Date.now();
      beatReportJob(this.db, jobId, this.instance, percent).then(
        (mine) => mine || controller.abort('cancelled'),
        (error: unknown) => this.log.warn({ err: error, job: jobId }, 'report heartbeat failed'),
      );
    };
    const heartbeat = setInterval(beat, heartbeatSeconds * 1_000).unref();
    const progress = (told: number) => {
      percent = told;
      if (Date.now() - writtenAt >= progressMs) beat();
    };
    try {
      const ending = await makeReport(this.pool, this.limits, this.log, { id: jobId, task: JSON.parse(task) as ReportTask, controller, progress });
      clearInterval(heartbeat);
      const closing = controller.signal.reason === 'closing';
      await endReportJob(this.db, jobId, this.instance, closing ? { state: 'queued' } : endOf(ending));
      if (closing) await this.send(jobId);
    } finally {
      clearInterval(heartbeat);
      this.making.delete(jobId);
      finished();
    }
  }

  /** Queues again the jobs of dead instances, forgets the files past their time, and counts the jobs. */
  private async supervise(): Promise<void> {
    try {
      const orphans = await requeueOrphans(this.db, staleSeconds, attempts, JSON.stringify({ key: 'report:error.failed' } satisfies Failure));
      for (const jobId of orphans) {
        this.log.warn({ job: jobId }, 'report taken up again: the instance making it stopped beating');
        await this.send(jobId);
      }
      await forgetEndedReportJobs(this.db, keptMs / 1_000);
      this.counts = (await countReportJobs(this.db)) as Map<ReportJobState, number>;
    } catch (error) {
      this.log.warn({ err: error }, 'report queue: looking for orphaned jobs failed; it tries again');
    }
  }
}

function endOf(ending: Ending): JobEnd {
  if (ending.state === 'failed') return { state: 'failed', failure: JSON.stringify(ending.failure) };
  if (ending.state === 'cancelled') return ending;
  const { report } = ending;
  if ('file' in report) return { state: 'done', file: { name: report.file.filename, mediaType: report.file.mediaType, bytes: report.file.bytes } };
  return { state: 'done', file: { name: 'report.json', mediaType: 'application/json', bytes: Buffer.from(JSON.stringify(report.data)) } };
}

/** A report call's made report from its stored row: the model's JSON, or the file. */
function madeOf(job: AdmittedJob, file: { name: string | null; mediaType: string | null; bytes: Buffer }): MadeReport {
  if (job.format === 'data') return { data: JSON.parse(file.bytes.toString()) as ReportData };
  return { file: { bytes: file.bytes, filename: file.name ?? '', mediaType: file.mediaType ?? '' } };
}
