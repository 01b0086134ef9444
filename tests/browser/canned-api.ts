// Real answers of the real server (stories/fixtures/selector, kept current by tests/unit/widgets/selector-fixtures
// .test.ts) served in a page for widgets whose `api-base` is `cannedApiBase`: the browser and embed tests run
// without the server. Other requests go to the page's own fetch.
import calculate from '../../stories/fixtures/selector/sov-calculate.json';
import chartLine from '../../stories/fixtures/selector/sov-chartline.json';
import fields from '../../stories/fixtures/selector/sov-fields.json';
import slice from '../../stories/fixtures/selector/sov-slice.json';

export const cannedApiBase = '/canned-api';

export interface CannedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Every request the canned API answered, in order; tests may clear it. */
export const cannedRequests: CannedRequest[] = [];

/** Calls (`GET /selection/slice`) a test makes the canned API answer as a server that lacks them: 404, Result 5. */
export const cannedMissing = new Set<string>();

/** Calls a test makes fail as when no server answers: fetch rejects, as the browser's does offline. */
export const cannedUnreachable = new Set<string>();

const answers: Record<string, unknown> = {
  'GET /valve/selection': fields,
  'GET /selection/slice': slice,
  'POST /ucselection/calculate': calculate,
  'POST /ucselection/getchartline': chartLine,
};

/**
 * Installs the canned API once in `page` (this window, or an embed page's): its fetch answers the canned paths.
 * The page's own Request and Response are used, so that the widget code in that page sees its own kinds.
 */
export function serveCannedApi(page: Window & typeof globalThis = window): void {
  const served = page as typeof page & { cannedApi?: true };
  if (served.cannedApi) return;
  served.cannedApi = true;
  const original = page.fetch.bind(page);
  page.fetch = async (input, init) => {
    const request = new page.Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${cannedApiBase}/`)) return original(input, init);
    const path = url.pathname.slice(cannedApiBase.length);
    const text = request.method === 'GET' ? '' : await request.text();
    cannedRequests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined, headers: request.headers });
    const call = `${request.method} ${path}`;
    if (cannedUnreachable.has(call)) throw new TypeError('Failed to fetch');
    const answer = cannedMissing.has(call) ? undefined : answers[call];
    if (!answer) return new page.Response(JSON.stringify({ Result: 5, Data: null, ErrorMsg: `Not found: ${path}` }), { status: 404 });
    return new page.Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
