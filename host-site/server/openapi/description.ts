// The conventions every call shares, for the OpenAPI document's description (Markdown). What each call takes and
// answers is in its own operation, generated from its contract.

export const apiDescription = `Every call lives under \`/api\` on the server's origin. Requests and answers are JSON (UTF-8). Each call is
defined once in \`src/contracts/\` (method, path, summary) with its schemas in \`src/contracts/schemas/\`; they are
its route's schemas on the server, which checks every request against them and writes every answer through them (an
answer that does not fit is the server's fault, Result 500, never sent), and this document is generated from those
routes.

## The envelope

Every answer under \`/api\`, success or failure, is

\`\`\`json
{ "Result": 0, "Data": { "Val": 212 }, "ErrorMsg": "" }
\`\`\`

\`Result\` 0 is success and \`Data\` holds the answer; otherwise \`Data\` is \`null\` and \`ErrorMsg\` says what went wrong,
in the request's language, as "general message: reason" (\`Calculation failed: unknown unit 'xyz'\`).

| Result | Meaning | HTTP status |
| --- | --- | --- |
| 0 | success | 200 |
| 2 | invalid input: the request does not fit the call's schema, or its body is malformed | 400 (413 body too large, 415 not JSON, 417 an \`Expect\` other than 100-continue) |
| 3 | calculation failed: the request is well formed but cannot be computed (unknown unit, text that is not a number) | 200 |
| 4 | unable to calculate: the units belong to different quantities | 200 |
| 5 | not found: no such call, or the request names something the catalogue lacks | 404 |
| 6 | too many requests | 429 |
| 7 | forbidden origin: a browser on an origin not in \`ALLOWED_ORIGINS\` | 403 |
| 100, 50012, 50014 | signed out (for calls that need a session): no token, an expired one (50014) or one no longer valid (50012) | 200, as the maker's site answers; clients also take an HTTP 401 (from a proxy in front) as signed out |
| 500 | server error: a generic message; the details are only in the server's log | 500; 503 with \`Retry-After\` when the server is busy or its database cannot be reached, and from \`/api/health\` |

Clients read \`Result\`; the HTTP status is there for proxies, logs and monitoring. Bad input never causes a 5xx.

## Request headers

\`LANG\` (cn or en), \`Unitid\` (1 imperial, 2 metric), \`Units\` (a custom unit set over that system, URL-encoded
pairs such as \`Temp=K&Press=kPa\`) and \`Country\` may accompany every call;
\`Authorization: Bearer <token>\` when signed in.

## Validation messages

A request that does not fit the schema answers Result 2, HTTP 400, naming each field and the rule it broke (at most
five): \`Invalid input: oldunit is required; newunit must have at most 32 characters\`, or in Chinese
\`输入无效：oldunit 为必填项\`. A malformed JSON body answers \`Invalid input: the request body is not valid JSON\` (400);
a body over 1 MiB \`Invalid input: the request body is larger than 1048576 bytes\` (413); a body that is not JSON
\`Invalid input: content type 'text/xml' is not accepted; send application/json\` (415). Text holding the NUL character
is refused wherever it stands: \`Invalid input: account must not contain the NUL character\`. A call that needs a session
checks it first: without one it answers signed out, whatever its body.

## Busy

Past its capacity the server answers at once instead of queueing: a calculation or its curves that could not begin
within 1.5 s of its arrival (\`MAX_QUEUE_WAIT_MS\`) answers HTTP 503, Result 500, \`the server is busy; please try
again in a moment\`, with \`Retry-After\` in seconds. A request whose database connection was lost answers 503
\`the database cannot be reached\`, with \`Retry-After\`; both may be sent again as they were.

## Cross-origin calls

The app's own origin may always call the API. Widgets on a shop's page call it from the shop's origin, which must be
listed in \`ALLOWED_ORIGINS\` (comma-separated, e.g. \`https://shop.example,https://www.shop.example\`). Listed origins
get \`Access-Control-Allow-Origin: <origin>\` and may send the headers above; requests (preflights included) from any
other origin answer 403, Result 7. Requests without an \`Origin\` header (servers, curl) are answered. The widget
scripts under \`/widgets/\` are public and are served to every origin.

## Outside /api

- \`/\` and every client route (\`/home\`, \`/selector/index?valveName=Sov\` ...): the built host site from \`dist/site\`; a
  browser's GET for a path without a file gets \`index.html\` (history fallback). \`index.html\` is revalidated on every
  load (\`Cache-Control: no-cache\`); content-hashed files under \`assets/\` are cached for a year. Before the first
  \`npm run build\`, \`/\` answers a plain-text note saying to run it.
- \`/widgets/\`: the widget builds from \`dist/widgets\` (\`valve-selector.js\`, \`valve-selector.bundle.js\`,
  \`custom-elements.json\`, \`esm/\` ...), with \`Access-Control-Allow-Origin: *\`, \`Cross-Origin-Resource-Policy:
  cross-origin\` and \`Content-Type: text/javascript\` for scripts; hashed files under \`chunks/\` are cached for a year,
  the rest revalidated.
- \`/api/docs\`: this document as a browsable page; \`/api/openapi.json\`: the document itself.
- Every answer carries security headers (Content-Security-Policy allowing only the app itself, \`nosniff\`,
  \`X-Frame-Options: SAMEORIGIN\`, \`Referrer-Policy\` ...) and is compressed (brotli, gzip) over 1 KB when the client
  accepts it.
`;
