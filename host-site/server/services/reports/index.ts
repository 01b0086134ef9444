// The report of a signed-in user's saved products: its model (GET /report/data), and the same model as a PDF and a
// spreadsheet, made as bounded jobs in worker threads (issue 24). The report calls wait for their job; the job
// calls start one and come back for it. Every refusal happens before anything is made.
import type { Kysely } from 'kysely';
import type { ReportData, ReportJob, ReportJobStart, ReportQuery } from '../../../../src/contracts/report';
import { ResultCode } from '../../../../src/contracts/envelope';
import type { SavedSelection } from '../../../../src/contracts/schemas/results';
import type { Database } from '../../database';
import { CallFailure } from '../../http/call-failure';
import type { FileAnswer } from '../../http/register-call';
import type { Translate } from '../../../../src/i18n/translate';
import type { Presentation } from '../../../../src/selection/unit-presenter';
import { noSuchJob } from './report-limits';
import { ReportNotMade, type AdmittedJob, type Failure, type JobView, type ReportQueue } from './report-queue';
import type { MadeFile, MadeReport, ReportFormat } from './report-task';
import { refuseReport, savedProductsToReport } from './saved-products';

/** Who asks, and how the answer is presented (the request's unit set, its language for refusals). */
export interface ReportAsker {
  userId: number;
  presentation: Presentation;
  /** Translates refusals into the request's language (LANG), which may differ from the report's. */
  t: Translate;
}

export class ReportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly jobs: ReportQueue,
    /** Products one report may hold. */
    private readonly maxProducts: number,
    /** The clock of the report's date; tests fix it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async data(query: ReportQuery, asker: ReportAsker, signal?: AbortSignal): Promise<ReportData> {
    const report = await this.made('data', query, asker, signal);
    if (!('data' in report)) throw new Error('a report model was asked for and a file came');
    return report.data;
  }

  async pdf(query: ReportQuery, asker: ReportAsker, signal?: AbortSignal): Promise<FileAnswer> {
    return fileAnswer(await this.made('pdf', query, asker, signal));
  }

  async xlsx(query: ReportQuery, asker: ReportAsker, signal?: AbortSignal): Promise<FileAnswer> {
    return fileAnswer(await this.made('xlsx', query, asker, signal));
  }

  /** Starts a file's job and answers it at once (queued or running). */
  async start(body: ReportJobStart, asker: ReportAsker): Promise<ReportJob> {
    const job = await this.submitted(body.format, body, asker, true);
    return viewOf((await this.jobs.find(job.id, asker.userId)) ?? noJob(), asker.t);
  }

  async status(jobId: string, asker: ReportAsker): Promise<ReportJob> {
    return viewOf(await this.jobOf(jobId, asker), asker.t);
  }

  async cancel(jobId: string, asker: ReportAsker): Promise<ReportJob> {
    await this.jobOf(jobId, asker);
    return viewOf((await this.jobs.cancel(jobId, asker.userId)) ?? noJob(), asker.t);
  }

  /** A done job's file; refused (HTTP 409) while it is still being made, or when it failed. */
  async file(jobId: string, asker: ReportAsker): Promise<FileAnswer> {
    const job = await this.jobOf(jobId, asker);
    if (job.state === 'failed') throw failureOf(job.failure, asker.t);
    const file = job.state === 'done' ? await this.jobs.file(jobId, asker.userId) : undefined;
    if (!file) throw new CallFailure(ResultCode.invalidInput, 409, 'errors:withReason', { message: asker.t('errors:invalidInput'), reason: asker.t(`report:error.${job.state === 'cancelled' ? 'cancelled' : 'notReady'}`, { percent: job.percent }) });
    return { bytes: file.bytes, filename: file.filename, mediaType: file.mediaType };
  }

  /** Makes a report for a report call, which waits for it; the call's client leaving (`signal`) cancels it. */
  private async made(format: ReportFormat, query: ReportQuery, asker: ReportAsker, signal: AbortSignal | undefined): Promise<MadeReport> {
    const job = await this.submitted(format, query, asker, false);
    try {
      return await this.jobs.made(job, signal);
    } catch (error) {
      if (error instanceof ReportNotMade) throw failureOf(error.failure, asker.t);
      throw error;
    }
  }

  /** Takes the member's place, reads and checks the products, and queues the job; the place is given back on a refusal. */
  private async submitted(format: ReportFormat, query: ReportQuery, asker: ReportAsker, kept: boolean): Promise<AdmittedJob> {
    const job = await this.jobs.admit(asker.userId, format, kept, asker.t);
    let list: SavedSelection;
    try {
      list = await savedProductsToReport(this.db, asker.userId, query.hashkeys, asker.t);
      const count = list.productList.length;
      if (count > this.maxProducts) throw refuseReport(asker.t, 'report:error.tooManyProducts', { max: this.maxProducts, count });
    } catch (error) {
      await this.jobs.discard(job);
      throw error;
    }
    const language = query.language ?? asker.presentation.language;
    await this.jobs.submit(job, { format, list, language, presentation: asker.presentation, now: this.now().toISOString() });
    return job;
  }

  private async jobOf(jobId: string, asker: ReportAsker): Promise<JobView> {
    const job = await this.jobs.find(jobId, asker.userId);
    if (!job || !job.kept) throw noSuchJob(asker.t);
    return job;
  }
}

/** A job just started or cancelled that is gone already: its member's file was replaced meanwhile. */
function noJob(): never {
  throw new Error('a report job ended before it could be answered');
}

/** A job as its member sees it, its failure in the member's language. */
function viewOf(job: JobView, t: Translate): ReportJob {
  return {
    jobId: job.id,
    format: job.format === 'xlsx' ? 'xlsx' : 'pdf',
    state: job.state,
    percent: job.percent,
    position: job.position,
    failure: job.failure ? t(job.failure.key, job.failure.params) : null,
  };
}

/** The refusal a failed job's report call answers, in the request's language. */
function failureOf(failure: Failure | undefined, t: Translate): CallFailure {
  const { key, params } = failure ?? { key: 'report:error.cancelled' };
  return new CallFailure(ResultCode.failed, 422, 'errors:withReason', { message: t('errors:error'), reason: t(key, params) });
}

function fileAnswer(report: MadeReport): FileAnswer & { mediaType: string } {
  if (!('file' in report)) throw new Error('a report file was asked for and its model came');
  const file: MadeFile = report.file;
  return { bytes: file.bytes, filename: file.filename, mediaType: file.mediaType };
}
