/**
 * Making a report of the selection list (issue 13), for every place that exports it (the strip's dialog, the
 * Selected List, the report page's own PDF and XLSX buttons). The report calls read the member's list as saved on
 * the server, so the list on screen is saved first; then the /export page opens, or the file comes as a download.
 */
import { ApiError, type ApiClient, type SessionHeaders } from '../../../src/client';
import { isEnvelope } from '../../../src/contracts/envelope';
import { ResultCode } from '../../../src/contracts/envelope';
import { cancelReportJob, reportJob, reportJobFile, startReportJob, type ReportJob, type ReportJobStart, type ReportQuery } from '../../../src/contracts/report';
import { saveSelection } from '../../../src/contracts/results';
import { unitsHeader, writeUnitsHeader } from '../../../src/contracts/units-header';
import type { SelectedListItem } from '../../../src/state';
import { toSavedSelection } from '../../../src/state/saved-list';
import type { ExportProgress, ExportRequest } from '../../../widgets/selection-strip';
import type { Notifications } from './notifications';

/**
 * The /export page's address (SPEC §2): `hashkeys`, the products ticked (`selected` says the report is of a
 * choice), absent for the whole list; `language`, the report's.
 */
export interface ReportSearch {
  selected?: string | undefined;
  hashkeys?: string | undefined;
  language?: string | undefined;
}

export function reportSearchOf(request: ExportRequest): ReportSearch {
  return request.scope === 'all'
    ? { language: request.language }
    : { selected: String(request.hashes.length), hashkeys: request.hashes.join(','), language: request.language };
}

/**
 * The report calls' query for the page's address: the same products, the same language. A language typed into
 * the address that the server does not have is sent as it is: the server's refusal names it.
 */
export function reportQueryOf(search: ReportSearch): ReportQuery {
  return {
    ...(search.hashkeys ? { hashkeys: search.hashkeys } : {}),
    ...(search.language ? { language: search.language as NonNullable<ReportQuery['language']> } : {}),
  };
}

/** Saves `items` as the member's list, so that the report the server makes is of the list on screen. */
export async function saveShownList(api: ApiClient, items: readonly SelectedListItem[]): Promise<void> {
  await api.call(saveSelection, { body: toSavedSelection(items) });
}

/** The file forms of a report. */
export type ReportFileFormat = ReportJobStart['format'];

export interface ReportFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), e.g. report-2026-11-24.pdf. */
  fileName: string;
}

/**
 * Fetches a done report job's file with the session's headers. The ApiClient speaks the JSON envelope only; a file
 * call answers the file itself, and a refusal as the envelope, which becomes the ApiError a JSON call would throw.
 */
export async function fetchJobFile(
  base: string,
  session: SessionHeaders,
  format: ReportFileFormat,
  jobId: string,
  fetcher: typeof fetch = fetch,
): Promise<ReportFile> {
  const query = new URLSearchParams({ jobId }).toString();
  const headers = new Headers();
  if (session.lang) headers.set('LANG', session.lang);
  if (session.unitId !== undefined) headers.set('Unitid', String(session.unitId));
  const units = session.units ? writeUnitsHeader(session.units) : '';
  if (units) headers.set(unitsHeader, units);
  if (session.country) headers.set('Country', session.country);
  if (session.token) headers.set('Authorization', `Bearer ${session.token}`);
  let response: Response;
  try {
    response = await fetcher(`${base.replace(/\/+$/, '')}${reportJobFile.path}?${query}`, { headers });
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error));
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope: unknown = await response.json().catch(() => undefined);
    if (isEnvelope(envelope)) throw new ApiError('result', envelope.ErrorMsg, envelope.Result, response.status);
    throw new ApiError('http', response.statusText || `HTTP ${response.status}`, undefined, response.status);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), format) };
}

/** How often a report job's progress is asked for while the dialog shows it. */
export const progressIntervalMs = 500;

/** Waits `ms`, or less when `signal` aborts (a cancel is sent at once, not after the pause). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** What making a report file as a job needs: the client, the session, where progress goes, and the cancel. */
export interface ReportJobRun {
  api: ApiClient;
  session: SessionHeaders;
  onProgress: (progress: ExportProgress) => void;
  /** Aborting cancels the job on the server (its worker stops); the run then ends without a file. */
  signal: AbortSignal;
  wait?: typeof pause;
  fetcher?: typeof fetch;
}

/**
 * A report file's failure that no JSON call has told (the client's error catalogue tells those): the job's own
 * failure, or the file's fetch.
 */
export class ReportFileFailure extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'ReportFileFailure';
  }
}

/**
 * Makes a report file as a job (issue 24): started, its progress told until it is done, then fetched. A large
 * report takes as long as it takes without holding a request open; the member may cancel it meanwhile.
 * @returns the file, or undefined when it was cancelled.
 * @throws ApiError a job call refused (one report at a time, the server busy, too many products), told already by
 *   the client's error catalogue; ReportFileFailure the job failed or its file did not come.
 */
export async function makeReportFile(format: ReportFileFormat, search: ReportSearch, run: ReportJobRun): Promise<ReportFile | undefined> {
  const { api, onProgress, signal } = run;
  const wait = run.wait ?? pause;
  let job: ReportJob = await api.call(startReportJob, { body: { format, ...reportQueryOf(search) } });
  for (;;) {
    if (signal.aborted && (job.state === 'queued' || job.state === 'running')) {
      job = await api.call(cancelReportJob, { body: { jobId: job.jobId } });
    }
    if (job.state === 'done') break;
    if (job.state === 'cancelled') return undefined;
    if (job.state === 'failed') throw new ReportFileFailure(new ApiError('result', job.failure ?? '', ResultCode.failed));
    onProgress({ state: job.state, percent: job.percent, position: job.position });
    await wait(progressIntervalMs, signal);
    if (!signal.aborted) job = await api.call(reportJob, { query: { jobId: job.jobId } });
  }
  try {
    return await fetchJobFile(api.base, run.session, format, job.jobId, run.fetcher);
  } catch (error) {
    throw new ReportFileFailure(error);
  }
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first), else `report.<format>`. */
export function fileNameOf(disposition: string | null, format: ReportFileFormat): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain filename, or the default.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  return plain || `report.${format}`;
}

/** Hands `file` to the browser as a download, as a link with `download` would. */
export function saveFile(file: ReportFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is let go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The site's words for a failure that has no words of the server's. */
export interface FailureTexts {
  error: string;
  network: string;
}

/**
 * Tells the user why a report file did not come, as the error catalogue tells a failed call: the server's
 * words, and the signed-out confirm when the session is gone.
 */
export function tellFileFailure(error: unknown, notifications: Notifications, texts: FailureTexts): void {
  if (!(error instanceof ApiError)) return notifications.error(texts.error);
  if (error.signedOut) notifications.openSignedOutConfirm();
  if (error.kind === 'network') return notifications.error(texts.network);
  if (error.kind === 'result' && error.message) return notifications.error(error.message);
  if (!error.signedOut) notifications.error(texts.error);
}
