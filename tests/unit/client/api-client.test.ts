import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError, createApiClient } from '../../../src/client';
import { defineCall } from '../../../src/contracts';

// A real loopback HTTP server whose answers each test scripts, so the client is exercised over the wire.
type Reply = { status: number; body: unknown };
let server: Server;
let base: string;
let replies: Reply[] = [];
let seen: IncomingMessage[] = [];
/** When each request arrived (ms), for the retries' spacing. */
let arrivals: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    arrivals.push(performance.now());
    req.resume();
    // A server that hangs: it reads the request and never answers (the client's time-out must end the wait).
    if (req.url?.includes('/hang')) return;
    req.on('end', () => {
      const reply = replies.shift() ?? { status: 200, body: { Result: 0, Data: { Val: 1 }, ErrorMsg: '' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// Contracts as the widgets see them: method and path, with the schemas only as types.
type ValData = z.ZodObject<{ Val: z.ZodNumber }>;
const convert = defineCall<{ body: z.ZodObject<{ oldvalue: z.ZodNumber }>; data: ValData }>({
  method: 'POST',
  path: '/unitconvert/convert',
  summary: 'test',
  idempotent: true,
});
const save = defineCall<{ body: z.ZodObject; data: z.ZodNull }>({ method: 'POST', path: '/result/save', summary: 'test' });
const health = defineCall<{ query: z.ZodObject<{ deep: z.ZodString }>; data: ValData }>({ method: 'GET', path: '/health', summary: 'test' });
const series = defineCall<{ query: z.ZodObject<{ valveName: z.ZodString; Safetycer: z.ZodArray<z.ZodString> }>; data: ValData }>({
  method: 'GET',
  path: '/valve/valveserials',
  summary: 'test',
});

function client(errors: ApiError[] = []) {
  return createApiClient({
    base,
    retryDelay: 10,
    session: () => ({ lang: 'cn', unitId: 1, country: 'DE', token: 'abc' }),
    onError: (error) => errors.push(error),
  });
}

describe('api client', () => {
  it('sends the session headers and unwraps Data', async () => {
    seen = [];
    replies = [{ status: 200, body: { Result: 0, Data: { Val: 212 }, ErrorMsg: '' } }];
    await expect(client().call(convert, { body: { oldvalue: 100 } })).resolves.toEqual({ Val: 212 });
    const headers = seen[0]!.headers;
    expect([headers.lang, headers.unitid, headers.country, headers.authorization]).toEqual(['cn', '1', 'DE', 'Bearer abc']);
    expect(seen[0]!.url).toBe('/api/unitconvert/convert');
  });

  it('sends a custom unit set as the Units header, URL-encoded, and no header without one (issue 12)', async () => {
    seen = [];
    const withSet = createApiClient({ base, session: () => ({ unitId: 1, units: { Temp: '℃', Press: 'kPa' } }) });
    await withSet.call(convert, { body: { oldvalue: 1 } });
    await createApiClient({ base, session: () => ({ unitId: 2, units: {} }) }).call(convert, { body: { oldvalue: 1 } });
    expect([seen[0]!.headers.unitid, seen[0]!.headers.units]).toEqual(['1', 'Temp=%E2%84%83&Press=kPa']);
    expect('units' in seen[1]!.headers).toBe(false);
  });

  it('puts query parameters on the URL', async () => {
    seen = [];
    replies = [{ status: 200, body: { Result: 0, Data: { Val: 1 }, ErrorMsg: '' } }];
    await client().call(health, { query: { deep: 'yes' } });
    expect(seen[0]!.url).toBe('/api/health?deep=yes');
  });

  it('repeats a query parameter for each item of a list, keeping the commas inside an item', async () => {
    seen = [];
    await client().call(series, { query: { valveName: 'Sov', Safetycer: ['CE', 'TUV,VDE'] } });
    expect(seen[0]!.url).toBe('/api/valve/valveserials?valveName=Sov&Safetycer=CE&Safetycer=TUV%2CVDE');
  });

  it('throws a result error with the server message and tells onError', async () => {
    const errors: ApiError[] = [];
    replies = [{ status: 200, body: { Result: 3, Data: null, ErrorMsg: 'Calculation failed' } }];
    const error = await client(errors).call(convert, { body: { oldvalue: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'result', result: 3, message: 'Calculation failed', signedOut: false });
    expect(errors).toHaveLength(1);
  });

  it('leaves a refusal to a caller that shows it itself, but still tells a lost session', async () => {
    const errors: ApiError[] = [];
    replies = [{ status: 200, body: { Result: 2, Data: null, ErrorMsg: 'Capacity must be above zero' } }];
    await expect(client(errors).call(convert, { body: { oldvalue: 1 } }, { showsRefusal: true })).rejects.toMatchObject({ result: 2 });
    expect(errors).toHaveLength(0);
    replies = [{ status: 200, body: { Result: 50014, Data: null, ErrorMsg: 'Login expired' } }];
    await expect(client(errors).call(save, { body: {} }, { showsRefusal: true })).rejects.toMatchObject({ signedOut: true });
    expect(errors.map((error) => error.result)).toEqual([50014]);
  });

  it.each([100, 50012, 50014])('reads Result %i as signed out', async (result) => {
    replies = [{ status: 200, body: { Result: result, Data: null, ErrorMsg: 'Login expired' } }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ signedOut: true });
  });

  it('reads HTTP 401 as signed out, with the envelope when there is one', async () => {
    replies = [{ status: 401, body: { Result: 100, Data: null, ErrorMsg: 'Please log in' } }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ kind: 'result', status: 401, signedOut: true });
    replies = [{ status: 401, body: 'no envelope' }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ kind: 'http', status: 401, signedOut: true });
  });

  it('retries an idempotent call three times on a gateway error', async () => {
    seen = [];
    const gatewayError = { status: 503, body: 'busy' };
    replies = [gatewayError, gatewayError, gatewayError, { status: 200, body: { Result: 0, Data: { Val: 5 }, ErrorMsg: '' } }];
    await expect(client().call(convert, { body: { oldvalue: 1 } })).resolves.toEqual({ Val: 5 });
    expect(seen).toHaveLength(4);
  });

  // https://github.com/valve-selector/valve-selector/issues/28: a server coming back up is not met by every page at once.
  it('waits twice as long before each next retry', async () => {
    seen = [];
    arrivals = [];
    const gatewayError = { status: 502, body: 'bad gateway' };
    replies = [gatewayError, gatewayError, gatewayError, { status: 200, body: { Result: 0, Data: { Val: 5 }, ErrorMsg: '' } }];
    const spaced = createApiClient({ base, retryDelay: 40 });
    await expect(spaced.call(convert, { body: { oldvalue: 1 } })).resolves.toEqual({ Val: 5 });
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(40 * 2 ** index - 5));
  });

  // https://github.com/valve-selector/valve-selector/issues/28: a hung API must not keep a widget waiting for ever.
  it('ends a call the server never answers after the time-out, as a network error, without retrying it', async () => {
    seen = [];
    const hung = defineCall<{ data: ValData }>({ method: 'GET', path: '/hang', summary: 'test', idempotent: true });
    const impatient = createApiClient({ base, timeout: 200, retryDelay: 10 });
    const started = performance.now();
    await expect(impatient.call(hung, {})).rejects.toMatchObject({ kind: 'network' });
    // Ended by the time-out (200 ms), not by the server: a bound for a loaded machine, far below never.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(seen).toHaveLength(1);
  });

  it('never retries a call that is not idempotent', async () => {
    seen = [];
    replies = [{ status: 503, body: 'busy' }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('reports a refused connection as a network error', async () => {
    const offline = createApiClient({ base: 'http://127.0.0.1:9/api', retries: 0 });
    await expect(offline.call(save, { body: {} })).rejects.toMatchObject({ kind: 'network' });
  });

  it.each([
    ['an answer without ErrorMsg', { Result: 0, Data: { Val: 1 } }],
    ['an answer without Data', { Result: 0, ErrorMsg: '' }],
    ['a Result that is not a whole number', { Result: '0', Data: { Val: 1 }, ErrorMsg: '' }],
    ['an answer that is not JSON', '<html>proxy error</html>'],
  ])('rejects %s as a malformed envelope', async (_case, body) => {
    const errors: ApiError[] = [];
    replies = [{ status: 200, body }];
    await expect(client(errors).call(convert, { body: { oldvalue: 1 } })).rejects.toMatchObject({ kind: 'http', message: 'Unexpected answer from /unitconvert/convert' });
    expect(errors).toHaveLength(1);
  });

  it('rejects a non-zero Result in an HTTP error with its envelope, and without one by its status', async () => {
    replies = [{ status: 400, body: { Result: 2, Data: null, ErrorMsg: 'Invalid input: oldvalue is required' } }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ kind: 'result', result: 2, status: 400, message: 'Invalid input: oldvalue is required' });
    replies = [{ status: 400, body: { Result: 2, Data: null } }];
    await expect(client().call(save, { body: {} })).rejects.toMatchObject({ kind: 'http', status: 400, result: undefined });
  });
});
