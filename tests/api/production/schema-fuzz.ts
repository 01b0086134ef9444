// The schema fuzz (issue 34): every operation of the server's own OpenAPI document gets requests made from its schemas
// (fast-check arbitraries built from the JSON Schema of its body and query parameters), sent over HTTP to a real
// server process; the worst bodies of each kind go to every POST in hostile-bodies.test.ts. Whatever comes, the answer is the
// envelope below 500 (a file or 304 where the call answers one), within a bound, with no stack trace; the process
// stays up; and a bystander member's records do not change. fast-check drives it: it shrinks a failing case and
// replays it from its seed.
import zlib from 'node:zlib';
import fc from 'fast-check';
import http from 'node:http';
import { send, type Answer, type RealServer } from './real-server';

type Schema = Record<string, unknown>;
interface OpenApiOperation {
  parameters?: (Schema & { $ref?: string })[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, Schema>>;
}

/** A `#/components/...` reference followed into the document. */
function resolve(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Schema;
}

/** Strings that break naive code: NUL, lone surrogates, right-to-left marks, astral characters, control characters. */
const nastyStrings = ['', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e\u2066RTL', '😀'.repeat(30), '\u0007\u001b[31m', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", 'NaN', '1e999', '-0', 'ℌ𝔢𝔩𝔩𝔬', 'Ä'.normalize('NFD')];

/** Numbers at and past every limit a schema may state, and those JSON cannot hold exactly. */
function edgeNumbers(schema: Schema): number[] {
  const edges = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2, -(2 ** 31), 2 ** 53];
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) {
    const limit = schema[key];
    if (typeof limit === 'number' && Number.isFinite(limit)) edges.push(limit, limit - 1, limit + 1, limit - 1e-9, limit + 1e-9);
  }
  return edges;
}

/** A value of any JSON type, for a field that expects another (wrong types). */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, '', 'x', [], {}, [null], { a: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * Values made from a JSON Schema: mostly what it describes (so that requests reach deep into the calls), with every
 * field also tried with its edges (numbers at and past their limits, strings at and past their lengths and nasty
 * ones) and with values of the wrong type.
 */
function fromSchema(document: OpenApiDocument, given: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, given);
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => fromSchema(document, alternative, depth)));
  if ('const' in schema) return fc.oneof(fc.constant(schema['const']), wrongValue);
  if (Array.isArray(schema['enum'])) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(schema['enum'] as unknown[])) }, { weight: 1, arbitrary: wrongValue });
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  const wrong = { weight: 1, arbitrary: wrongValue };
  switch (type) {
    case 'string': {
      const max = typeof schema['maxLength'] === 'number' ? (schema['maxLength'] as number) : 64;
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: Math.min((schema['minLength'] as number | undefined) ?? 0, max), maxLength: Math.min(max, 40), unit: 'grapheme' }) },
        { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
        { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), '\u0000'.repeat(Math.min(max + 1, 4096))) },
        wrong,
      );
    }
    case 'number':
    case 'integer': {
      const min = typeof schema['minimum'] === 'number' ? (schema['minimum'] as number) : -1000;
      const max = typeof schema['maximum'] === 'number' ? Math.min(schema['maximum'] as number, min + 1e6) : min + 2000;
      const inside = type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
      return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers(schema)) }, wrong);
    }
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, wrong);
    case 'null':
      return fc.oneof(fc.constant(null), wrongValue);
    case 'array': {
      const items = (schema['items'] as Schema | undefined) ?? {};
      const maxItems = typeof schema['maxItems'] === 'number' ? (schema['maxItems'] as number) : 10;
      const item = depth > 6 ? wrongValue : fromSchema(document, items, depth + 1);
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(item, { maxLength: Math.min(maxItems, 4) }) },
        // past the length limit: the list is refused whole, its items unread
        { weight: 1, arbitrary: fc.constant(Array.from({ length: maxItems + 1 }, () => 1)) },
        wrong,
      );
    }
    case 'object': {
      const properties = (schema['properties'] as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema['required'] as string[] | undefined) ?? []);
      const names = Object.keys(properties);
      if (names.length === 0 || depth > 6) return fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 4 }), wrongValue);
      const record = fc.record(
        Object.fromEntries(names.map((name) => [name, depth > 6 ? wrongValue : fromSchema(document, properties[name]!, depth + 1)])),
        { requiredKeys: names.filter((name) => required.has(name)) },
      );
      return fc.oneof(
        { weight: 6, arbitrary: record },
        // a field left out, a field unknown, a key with NUL
        { weight: 1, arbitrary: fc.tuple(record, fc.constantFrom(...names)).map(([value, name]) => omit(value as Schema, name)) },
        { weight: 1, arbitrary: record.map((value) => ({ ...(value as Schema), 'unknown\u0000key': 1, __proto__x: 'y' })) },
        wrong,
      );
    }
    default:
      return wrongValue;
  }
}

function omit(value: Schema, name: string): Schema {
  const { [name]: _, ...rest } = value;
  return rest;
}

/** One request of the fuzz: the query string, the body bytes and the headers. */
export interface FuzzRequest {
  query: string;
  body?: Uint8Array;
  headers: Record<string, string>;
  what: string;
}

/** How a generated body travels: as JSON mostly, sometimes with a wrong content type, compressed, or with duplicate keys. */
function encodings(body: fc.Arbitrary<unknown>): fc.Arbitrary<Omit<FuzzRequest, 'query'>> {
  const json = { 'content-type': 'application/json' };
  return fc.oneof(
    { weight: 8, arbitrary: body.map((value) => ({ body: Buffer.from(JSON.stringify(value) ?? 'null'), headers: json, what: 'json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/xml', ''))
        .map(([value, type]) => ({ body: Buffer.from(JSON.stringify(value) ?? 'null'), headers: type ? { 'content-type': type } : ({} as Record<string, string>), what: `as ${type || 'no content type'}` })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(body, fc.constantFrom('gzip', 'deflate', 'br', 'zstd', 'gzip-corrupt')).map(([value, encoding]) => {
        const text = Buffer.from(JSON.stringify(value) ?? 'null');
        const packed =
          encoding === 'gzip' ? zlib.gzipSync(text) : encoding === 'deflate' ? zlib.deflateSync(text) : encoding === 'br' ? zlib.brotliCompressSync(text) : encoding === 'zstd' ? text : zlib.gzipSync(text).subarray(0, 12);
        return { body: packed, headers: { ...json, 'content-encoding': encoding.replace('-corrupt', '') }, what: `${encoding} compressed` };
      }),
    },
    {
      weight: 1,
      arbitrary: body.map((value) => {
        // Duplicate keys: each top-level key written twice, the second time with another type.
        const entries = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
        const text = `{${entries.flatMap(([key, item]) => [`${JSON.stringify(key)}:${JSON.stringify(item) ?? 'null'}`, `${JSON.stringify(key)}:[0,"dup"]`]).join(',')}}`;
        return { body: Buffer.from(text), headers: json, what: 'duplicate keys' };
      }),
    },
    {
      weight: 1,
      // Deep: the generated body with one of its fields nested thousands of levels down (issue 34: 8,000 levels held
      // the server 0.3 s, 20,000 for 72 s), the text still under the call's 64 KiB limit or just past it.
      arbitrary: fc.tuple(body, fc.constantFrom(5_000, 10_000, 12_000), fc.constantFrom('[', '{"a":')).map(([value, depth, opening]) => {
        const closing = opening === '[' ? ']' : '}';
        const inner = `${opening.repeat(depth)}${opening === '[' ? '"x\\u0000"' : '1'}${closing.repeat(depth)}`;
        const fields = value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value).slice(1, -1) : '';
        return { body: Buffer.from(`{${fields}${fields ? ',' : ''}"deep":${inner}}`), headers: json, what: `a field ${depth} deep` };
      }),
    },
  );
}

/** The query string of an operation's parameters, values made from their schemas (NUL, unicode, repeats included). */
function queryOf(document: OpenApiDocument, operation: OpenApiOperation): fc.Arbitrary<string> {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter)).filter((parameter) => parameter['in'] === 'query');
  if (parameters.length === 0) return fc.constantFrom('', '?x=1', '?x=%00', `?x=${'y'.repeat(4000)}`);
  const pairs = parameters.map((parameter) =>
    fc.option(
      fromSchema(document, (parameter['schema'] as Schema | undefined) ?? {}).map((value) => [String(parameter['name']), typeof value === 'string' ? value : (JSON.stringify(value) ?? '')] as const),
      { nil: undefined, freq: 3 },
    ),
  );
  return fc.tuple(fc.tuple(...pairs), fc.constantFrom(0, 0, 0, 1, 50)).map(([chosen, repeats]) => {
    const params = new URLSearchParams();
    for (const pair of chosen) if (pair) for (let i = 0; i <= repeats; i++) params.append(pair[0], pair[1]);
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

/** The generated requests of one operation. */
function requestsOf(document: OpenApiDocument, method: string, operation: OpenApiOperation): fc.Arbitrary<FuzzRequest> {
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const query = queryOf(document, operation);
  if (method !== 'post') return query.map((text) => ({ query: text, headers: {}, what: 'query' }));
  const body = bodySchema ? fromSchema(document, bodySchema) : wrongValue;
  return fc.tuple(query, encodings(body), fc.constantFrom('en', 'cn', 'de', 'xx')).map(([text, sent, lang]) => ({ query: text, ...sent, headers: { ...sent.headers, lang } }));
}

/** What is wrong with an answer, or undefined when it is one a bounded, careful server gives. */
export function faultOf(answer: Answer, ms: number, boundMs: number): string | undefined {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (ms > boundMs) return `${ms.toFixed(0)} ms > ${boundMs} ms`;
  if (/\bat \S+ \(|node_modules|\.ts:\d+/.test(answer.body)) return 'a stack trace';
  const type = answer.headers['content-type'] ?? '';
  if (answer.status === 304 || !type.startsWith('application/json')) return undefined;
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return 'JSON that does not parse';
  }
  if (typeof envelope['Result'] !== 'number' || typeof envelope['ErrorMsg'] !== 'string' || !('Data' in envelope)) return 'not the envelope';
  if (envelope['Result'] !== 0 && (envelope['ErrorMsg'] as string).length === 0) return 'a refusal without a message';
  return undefined;
}

export interface RouteFigures {
  route: string;
  requests: number;
  slowestMs: number;
}

export interface FuzzOptions {
  server: RealServer;
  document: OpenApiDocument;
  runsPerRoute: number;
  seed: number;
  boundMs: number;
  /** The bearer token for a member's call on this route (a member of its own, so that a sign-out ends only his). */
  tokenFor: (route: string) => string;
}

/** Connections kept alive between the fuzz's requests, as a browser keeps them. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function sendTimed(server: RealServer, method: string, path: string, request: FuzzRequest, token: string | undefined): Promise<{ answer: Answer; ms: number }> {
  const started = performance.now();
  const answer = await send(`${server.base}/api${path}${request.query}`, method.toUpperCase(), { ...request.headers, ...(token && { authorization: `Bearer ${token}` }) }, request.body, 60_000, keepAlive);
  return { answer, ms: performance.now() - started };
}

/**
 * Runs the fuzz over every operation of the document: `runsPerRoute` generated requests (half as a guest, half as a
 * member). Throws the first fault, shrunk, with its seed.
 */
export async function fuzzDocument(options: FuzzOptions): Promise<RouteFigures[]> {
  const { server, document } = options;
  const figures: RouteFigures[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const route = `${method.toUpperCase()} ${path}`;
      const token = options.tokenFor(route);
      const figure = { route, requests: 0, slowestMs: 0 };
      figures.push(figure);
      const check = async (request: FuzzRequest, signedIn: boolean) => {
        const { answer, ms } = await sendTimed(server, method, path, request, signedIn ? token : undefined);
        figure.requests++;
        figure.slowestMs = Math.max(figure.slowestMs, ms);
        const fault = faultOf(answer, ms, options.boundMs) ?? (server.child.exitCode !== null ? 'the server exited' : undefined);
        if (fault) throw new Error(`${fault}: ${route}${request.query.slice(0, 200)} (${request.what}, ${signedIn ? 'member' : 'guest'}) ${request.body?.subarray(0, 300).toString() ?? ''} -> ${answer.status} ${answer.body.slice(0, 300)}`);
      };
      await fc.assert(
        fc.asyncProperty(requestsOf(document, method, operation), fc.boolean(), (request, signedIn) => check(request, signedIn)),
        { numRuns: options.runsPerRoute, seed: options.seed, endOnFailure: true },
      );
    }
  }
  return figures;
}
