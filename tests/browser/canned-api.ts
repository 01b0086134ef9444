// Real answers of the real server (stories/fixtures/selector, kept current by tests/unit/widgets/selector-fixtures
// .test.ts) served in the page for widgets whose `api-base` is `cannedApiBase`: the browser tests run without
// the server. Other requests go to the page's own fetch.
import calculate from '../../stories/fixtures/selector/sov-calculate.json';
import chartLine from '../../stories/fixtures/selector/sov-chartline.json';
import fields from '../../stories/fixtures/selector/sov-fields.json';

export const cannedApiBase = '/canned-api';

export interface CannedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Every request the canned API answered, in order; tests may clear it. */
export const cannedRequests: CannedRequest[] = [];

const answers: Record<string, unknown> = {
  'GET /valve/selection': fields,
  'POST /ucselection/calculate': calculate,
  'POST /ucselection/getchartline': chartLine,
};

/** Installs the canned API once per page. */
export function serveCannedApi(): void {
  const page = window as Window & { cannedApi?: true };
  if (page.cannedApi) return;
  page.cannedApi = true;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${cannedApiBase}/`)) return original(input, init);
    const path = url.pathname.slice(cannedApiBase.length);
    const text = request.method === 'GET' ? '' : await request.text();
    cannedRequests.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined, headers: request.headers });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ Result: 5, Data: null, ErrorMsg: `Not found: ${path}` }), { status: 404 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
