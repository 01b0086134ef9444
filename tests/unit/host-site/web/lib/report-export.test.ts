// Issue 13: what the site sends for a report and how it takes the file or the refusal back.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../src/client';
import { createNotifications } from '../../../../../host-site/web/lib/notifications';
import type { ApiClient } from '../../../../../src/client';
import type { CallContract } from '../../../../../src/contracts/call';
import type { ReportJob } from '../../../../../src/contracts/report';
import { fetchJobFile, fileNameOf, makeReportFile, ReportFileFailure, reportQueryOf, reportSearchOf, tellFileFailure } from '../../../../../host-site/web/lib/report-export';

describe('the report address', () => {
  it('names the ticked products for Export and none for Export All (the whole list)', () => {
    expect(reportSearchOf({ scope: 'selection', hashes: ['a1', 'b2'], format: 'page', language: 'cn' })).toEqual({ selected: '2', hashkeys: 'a1,b2', language: 'cn' });
    expect(reportSearchOf({ scope: 'all', hashes: ['a1', 'b2', 'c3'], format: 'pdf', language: 'en' })).toEqual({ language: 'en' });
  });

  it('asks the report calls for the same products and language, leaving out what the address lacks', () => {
    expect(reportQueryOf({ selected: '2', hashkeys: 'a1,b2', language: 'cn' })).toEqual({ hashkeys: 'a1,b2', language: 'cn' });
    expect(reportQueryOf({})).toEqual({});
  });
});

describe('fileNameOf', () => {
  it('reads filename* (RFC 6266) before filename, else names the file by its form', () => {
    expect(fileNameOf(`attachment; filename="report.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A-2026-11-24.pdf`, 'pdf')).toBe('报告-2026-11-24.pdf');
    expect(fileNameOf('attachment; filename="report-2026-11-24.xlsx"', 'xlsx')).toBe('report-2026-11-24.xlsx');
    expect(fileNameOf(null, 'xlsx')).toBe('report.xlsx');
  });
});

describe('fetchJobFile', () => {
  const session = { lang: 'cn', unitId: 1, token: 't0k' };

  it('asks the file call with the session headers and gives the file with its name', async () => {
    const fetcher = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70]), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report-2026-11-24.pdf"' },
    }));
    const file = await fetchJobFile('/api/', session, 'pdf', 'j1', fetcher);
    expect(file.fileName).toBe('report-2026-11-24.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/report/job/file?jobId=j1');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer t0k');
    expect(headers.get('LANG')).toBe('cn');
    expect(headers.get('Unitid')).toBe('1');
  });

  it("turns a refusal's envelope into the ApiError a JSON call would throw", async () => {
    const fetcher = async () => Response.json({ Result: 2, ErrorMsg: 'Please select at least one part number', Data: null }, { status: 400 });
    const failure = await fetchJobFile('/api', session, 'xlsx', 'j1', fetcher).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'result', result: 2, status: 400, message: 'Please select at least one part number' });
  });

  it('says a lost session and an unreachable server apart', async () => {
    const signedOut = await fetchJobFile('/api', session, 'pdf', 'j1', async () => Response.json({ Result: 100, ErrorMsg: 'Please sign in firstly', Data: null }, { status: 401 })).catch((e: unknown) => e);
    expect((signedOut as ApiError).signedOut).toBe(true);
    const offline = await fetchJobFile('/api', session, 'pdf', 'j1', async () => { throw new TypeError('Failed to fetch'); }).catch((e: unknown) => e);
    expect(offline).toMatchObject({ kind: 'network' });
  });
});

describe('tellFileFailure', () => {
  const texts = { error: 'Error', network: 'Network error' };

  it("shows the server's words; a lost session opens the confirm; no answer says so in the site's words", () => {
    const notifications = createNotifications();
    tellFileFailure(new ApiError('result', 'not in your saved list: x', 2, 400), notifications, texts);
    expect(notifications.toasts.value.map((toast) => toast.message)).toEqual(['not in your saved list: x']);
    tellFileFailure(new ApiError('result', 'Please sign in firstly', 100, 401), notifications, texts);
    expect(notifications.signedOutConfirm.value).toBe(true);
    tellFileFailure(new ApiError('network', 'Failed to fetch'), notifications, texts);
    expect(notifications.toasts.value.map((toast) => toast.message)).toContain('Network error');
  });
});

// Issue 24: a report file made as a job, as the export dialog follows it.
describe('makeReportFile', () => {
  const job = (state: ReportJob['state'], percent: number, position: number | null = null, failure: string | null = null): ReportJob =>
    ({ jobId: 'j1', format: 'pdf', state, percent, position, failure });

  /** A client that answers the job calls in turn from `answers`, keeping what was asked. */
  function client(answers: ReportJob[]) {
    const asked: { path: string; input: unknown }[] = [];
    const api = {
      base: '/api',
      call: async (contract: CallContract, input: unknown) => {
        asked.push({ path: contract.path, input });
        return answers.shift()!;
      },
    } as unknown as ApiClient;
    return { api, asked };
  }
  const pdf = async () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="report-2026-11-24.pdf"' } });

  it('starts the job, tells its place in line and its percent until done, then fetches its file', async () => {
    const { api, asked } = client([job('queued', 0, 2), job('queued', 0, 1), job('running', 40), job('done', 100)]);
    const told: unknown[] = [];
    const fetcher = vi.fn(pdf);
    const file = await makeReportFile('pdf', { hashkeys: 'a1,b2', language: 'de' }, {
      api, session: { token: 't0k' }, onProgress: (progress) => told.push(progress), signal: new AbortController().signal, wait: async () => undefined, fetcher,
    });
    expect(file!.fileName).toBe('report-2026-11-24.pdf');
    expect(asked[0]).toEqual({ path: '/report/job/start', input: { body: { format: 'pdf', hashkeys: 'a1,b2', language: 'de' } } });
    expect(asked.slice(1).map((call) => call.path)).toEqual(['/report/job', '/report/job', '/report/job']);
    expect(told).toEqual([
      { state: 'queued', percent: 0, position: 2 },
      { state: 'queued', percent: 0, position: 1 },
      { state: 'running', percent: 40, position: null },
    ]);
    expect((fetcher.mock.calls[0] as unknown as [string])[0]).toBe('/api/report/job/file?jobId=j1');
  });

  it('cancels the job on the server when the member cancels, and gives no file', async () => {
    const { api, asked } = client([job('running', 10), job('cancelled', 10)]);
    const cancel = new AbortController();
    const fetcher = vi.fn(pdf);
    const file = await makeReportFile('xlsx', {}, { api, session: {}, onProgress: () => cancel.abort(), signal: cancel.signal, wait: async () => undefined, fetcher });
    expect(file).toBeUndefined();
    expect(asked.map((call) => call.path)).toEqual(['/report/job/start', '/report/job/cancel']);
    expect(asked[1]!.input).toEqual({ body: { jobId: 'j1' } });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("throws a failed job's reason as a failure no call has told", async () => {
    const { api } = client([job('running', 50), job('failed', 50, null, 'the report needs more memory than the server allows for one report')]);
    const failure = await makeReportFile('pdf', {}, { api, session: {}, onProgress: () => undefined, signal: new AbortController().signal, wait: async () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReportFileFailure);
    expect((failure as ReportFileFailure).failure).toMatchObject({ kind: 'result', message: 'the report needs more memory than the server allows for one report' });
  });
});
