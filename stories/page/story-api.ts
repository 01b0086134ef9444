/**
 * A story's stand-in for the maker's API: the widget's `api-base` set to `storyApi(name, calls)` sends its calls
 * here, answered in the page by the story's handlers (recorded answers of the real server, stories/fixtures), so a
 * state that needs an answer shows in the built Storybook with no server behind it. Other requests go to the
 * page's own fetch. (No service worker: the same page answers in Storybook, its build under /storybook/, and the
 * story tests alike.)
 */
type Handler = (request: Request) => Response | Promise<Response>;

const apis = new Map<string, Readonly<Record<string, Handler>>>();

function install(): void {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const base = [...apis.keys()].find((prefix) => path.startsWith(`${prefix}/`));
    if (!base) return original(input, init);
    const call = `${request.method} ${path.slice(base.length)}`;
    const handler = apis.get(base)![call];
    // What the real server answers for a call it does not have (Result 5), e.g. a slice for a fixture-less family.
    return handler ? handler(request) : json({ Result: 5, Data: null, ErrorMsg: `Not found: ${call}` }, 404);
  };
}

/** The `api-base` of a story's API: its calls, keyed `METHOD /path` under the base (`POST /ucselection/calculate`). */
export function storyApi(name: string, calls: Readonly<Record<string, Handler>>): string {
  if (apis.size === 0) install();
  const base = `/story-api/${name}`;
  apis.set(base, calls);
  return base;
}

/** An answer of JSON, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** No answer yet, nor ever: the widget's loading state stays. */
export const pending: Handler = () => new Promise<Response>(() => undefined);

/** No server answering: fetch rejects, as the browser's does offline. */
export const unreachable: Handler = () => Promise.reject(new TypeError('Failed to fetch'));
