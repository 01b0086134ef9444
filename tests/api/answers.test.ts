// Every answer of every call fits its contract. Each call the server registers (its own registry, app.calls) is
// driven with valid requests, which must succeed, and invalid ones, which must fail; every envelope is checked with
// the call's zod schemas and, with ajv, against the schema the published OpenAPI document gives for its status, so
// the document is proven by the server's own answers. A call registered without a case below fails.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckedContract } from '../../src/contracts/call';
import { failureEnvelope, successEnvelope } from '../../src/contracts/schemas/envelope';
import { unitConversions } from '../../src/contracts/unitconvert';
import { quantities } from '../../src/engine/units';
import type { JsonSchema, Method, OpenApiDocument, Response } from '../../host-site/server/openapi/types';
import { accountAnswerCases } from './account/answer-cases';
import { projectAnswerCases } from './projects/answer-cases';
import { reportAnswerCases } from './report/answer-cases';
import { savedWorkAnswerCases } from './results/answer-cases';
import { sessionOf, setup, setupRequest } from './punchout/setup-request';
import { startMailbox, TestClock } from './account/account-helper';
import { buildTestApp, queryString } from './helper';
import { demo, familyNamed, seriesNamed } from './valve/demo-data';

// Codes reach the account cases by mail; the clock lets one address get a second code without waiting a minute.
const mailbox = await startMailbox();
const clock = new TestClock();
const app = await buildTestApp({ SMTP_URL: mailbox.url }, { now: clock.now });
// Each answer as the handler (or the error handler) gave it, before it was serialised through its response schema:
// what was sent must be all of it, unchanged, so a schema that lacks a field clients use (Provenance ...) fails here
// instead of dropping the field. The cases send one request at a time.
let given: { payload: unknown } | undefined;
app.addHook('preSerialization', async (_request, _reply, payload) => {
  given = { payload };
  return payload;
});

await app.ready();
// A punch-out basket needs the session a buyer's system set up.
const punchoutSession = sessionOf((await setup(app, setupRequest('answers'))).body);
const document = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
const partNumberOf = (name: string) => demo.products.find((product) => product.ProductName === name)!.PartNumber;

/** One request: query parameters, a JSON body (or a raw payload with its content type), headers. */
interface Sent {
  /** A list repeats its parameter (Safetycer=CE&Safetycer=UL), as the client sends it. */
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { payload: string; contentType: string };
  headers?: Record<string, string>;
}

interface Case {
  /** Requests the call answers with Result 0 (or 304 to a current If-None-Match). */
  valid: Sent[];
  /** Requests it refuses; empty where no request can fail (a call without input). */
  invalid: Sent[];
}

// ---------------------------------------------------------------------------------------------------------------
// The cases, by `METHOD path`

const sov = { valveName: 'Sov', refrigerant: 'R410A' };
const celsius = (value: number) => ({ value, unit: '℃' });
const fdf07 = demo.sizes.find((size) => size.Name === 'FDF-07')!.Id;
const seriesOfAnotherFamily = demo.series.find((series) => series.Valveid !== familyNamed('Sov').Id)!.Id;
const saturation = { refrigerant: 'R134a', absolute: true, oldunit: '℃', oldvalue: 0, newunit: 'bar' };

/** Each conversion between two units of its quantity; refused for an unknown unit (Result 3) and a missing field. */
const conversionCases = Object.fromEntries(
  Object.values(unitConversions).map((call): [string, Case] => {
    const [from, to] = quantities[call.quantity].map((unit) => unit.label);
    return [
      `POST ${call.path}`,
      {
        valid: [{ body: { oldunit: from, oldvalue: 12.5, newunit: to } }, { body: { oldunit: from, oldvalue: '-4e3', newunit: to }, headers: { lang: 'cn' } }],
        invalid: [{ body: { oldunit: 'degX', oldvalue: 1, newunit: to } }, { body: { oldvalue: 1, newunit: to } }],
      },
    ];
  }),
);

const cases: Record<string, Case> = {
  'GET /health': { valid: [{}, { headers: { lang: 'cn' } }], invalid: [] },
  'GET /live': { valid: [{}], invalid: [] },
  'POST /punchout/cxml/order': {
    valid: [{ body: { session: punchoutSession, lines: [{ partNumber: 'SOV-12064', quantity: 2, description: 'Solenoid valve', price: 42.5, currency: 'EUR' }] } }],
    invalid: [
      { body: { session: punchoutSession, lines: [] } },
      { body: { session: 'x'.repeat(43), lines: [{ partNumber: 'SOV-12064', quantity: 1, description: 'Solenoid valve', price: 1, currency: 'EUR' }] } },
      { body: { session: punchoutSession, lines: [{ partNumber: 'SOV-12064', quantity: 1, description: 'Solenoid valve', price: -1, currency: 'EUR' }] } },
    ],
  },
  ...conversionCases,
  'POST /unitconvert/converttoc_temper': {
    valid: [{ body: { oldunit: '℉', oldvalue: 212 } }, { body: { oldunit: 'K', oldvalue: '0', newunit: '℃' }, headers: { lang: 'cn' } }],
    invalid: [{ body: { oldunit: '℉', oldvalue: 212, newunit: 'K' } }, { body: { oldunit: 'bar', oldvalue: 1 } }, { body: { oldvalue: 1 } }],
  },
  'GET /unitconvert/unitsets': { valid: [{}], invalid: [] },
  'POST /unitconvert/converttemptopress': {
    valid: [{ body: saturation }, { body: { ...saturation, refrigerant: 'R454B', absolute: 'false', newunit: 'Psi' } }],
    invalid: [{ body: { ...saturation, refrigerant: 'R999' } }, { body: { ...saturation, oldunit: 'bar', newunit: '℃' } }, { body: { ...saturation, absolute: 'maybe' } }],
  },
  'POST /unitconvert/convertpresstotemp': {
    valid: [{ body: { ...saturation, oldunit: 'bar', oldvalue: 10, newunit: 'K' } }],
    invalid: [{ body: { ...saturation, oldunit: 'bar', oldvalue: 500, newunit: 'K' } }, { body: { oldunit: 'bar' } }],
  },
  'POST /unitconvert/convertto_temper_bar': {
    valid: [{ query: { refrigerant: 'R134a', absolute: '0', oldunit: '℃', oldvalue: '0', newunit: 'bar' } }, { query: { refrigerant: 'R32', oldunit: '℉', oldvalue: '50' } }],
    invalid: [
      { query: { refrigerant: 'R134a', oldunit: '℃' } },
      { query: { refrigerant: 'R134a', oldunit: '℃', oldvalue: 'warm' } },
      { query: { refrigerant: 'R134a', oldunit: 'bar', oldvalue: '10' } },
      { query: { refrigerant: 'R134a', oldunit: '℃', oldvalue: '0', newunit: 'Psi' } },
    ],
  },
  'GET /valve/baseinfo': {
    valid: [{}, { headers: { lang: 'cn', country: 'DE' } }, { headers: { 'accept-language': 'ja-JP' } }, { query: { Refrigerant: 'R744', Safetycer: ['CE', 'TUV,VDE'] } }],
    invalid: [{ query: { Refrigerant: 'R999' } }, { query: { Safetycer: 'XYZ' } }],
  },
  'POST /valve/info': {
    valid: [{ body: { valveName: 'mv4' } }, { body: { Valveid: familyNamed('Pc2').Id, showList: true, safetycer: ['CE'] }, headers: { lang: 'cn', unitid: '1' } }],
    invalid: [{ body: {} }, { body: { valveName: 'Teapot' } }, { body: { valveName: 'Sov', showList: 'yes' } }],
  },
  'POST /valve/seriallist': {
    valid: [{ body: { Serialid: seriesNamed('MDF').Id } }, { body: { Serialid: seriesNamed('RFGB').Id }, headers: { unitid: '1' } }],
    invalid: [{ body: { Serialid: 4711 } }, { body: { Serialid: 'one' } }],
  },
  'GET /valve/fetchserialfields': {
    valid: [{ query: { Serialid: String(seriesNamed('MDF').Id) }, headers: { lang: 'cn', unitid: '1' } }],
    invalid: [{ query: { Serialid: '0' } }, { query: {} }],
  },
  'GET /valve/valveserials': {
    valid: [{ query: { valveName: 'Sov' } }, { query: { valveName: 'Sov', Refrigerant: 'r410a', Safetycer: 'LVD(TUV/VDE)' }, headers: { unitid: '1' } }],
    invalid: [{ query: { valveName: 'Sov', Refrigerant: 'R999' } }, { query: { Refrigerant: 'R32' } }],
  },
  'GET /valve/sysvalvelist': {
    valid: [{ query: { systemId: String(demo.systems[0]!.Id) } }, { query: { systemId: String(demo.systems[0]!.Id), page: '2', pageSize: '3', Refrigerant: 'R32' } }],
    invalid: [{ query: { systemId: '999' } }, { query: { systemId: String(demo.systems[0]!.Id), pageSize: '101' } }],
  },
  'GET /valve/getRecommend': {
    valid: [{}, { query: { Location: 'eu', Refrigerant_S: 'R410A', Safetycer: 'CE' } }, { headers: { country: 'US', lang: 'cn' } }],
    invalid: [{ query: { Location: 'Mars' } }],
  },
  'GET /valve/getWebConfig': { valid: [{}, { query: { Type: 'Shop', Location: 'EU' } }, { query: { Type: 'Image' } }], invalid: [{ query: { KeyName: 'nothing' } }, { query: { Type: 'poster' } }] },
  'POST /valve/products': {
    valid: [{ body: { valveName: 'Sov', keyword: 'fdf' } }, { body: { valveName: 'Sov', ConnectionType: 'ODF', page: 3, pageSize: 5 } }],
    invalid: [{ body: { valveName: 'Sov', Serialid: seriesOfAnotherFamily } }, { body: { valveName: 'Sov', ConnectionType: 'glue' } }],
  },
  'GET /valve/bom': {
    valid: [
      { query: { items: `${partNumberOf('MDF-A02-S22-230AC')}:2,${partNumberOf('SEK-16-S33-M12')}` } },
      { query: { items: partNumberOf('MDF-A03-S33-230AC') }, headers: { lang: 'cn' } },
    ],
    invalid: [{ query: {} }, { query: { items: 'NOPE-1:1' } }, { query: { items: `${partNumberOf('MDF-A02-S22-230AC')}:0` } }],
  },
  'GET /valve/searchindex': { valid: [{}, { headers: { 'if-none-match': '*' } }], invalid: [] },
  'GET /valve/selection': {
    valid: [{ query: { valveName: 'Sov' } }, { query: { valveName: 'TxvOld' }, headers: { unitid: '1', lang: 'cn' } }],
    invalid: [{ query: {} }, { query: { valveName: 'Pt' } }, { query: { valveName: 'Zz' } }, { query: { valveName: 'Sov', serialId: '0' } }],
  },
  'POST /ucselection/calculate': {
    valid: [{ body: sov }, { body: { valveName: 'Eev', refrigerant: 'R454B', conditions: { Te: 14, Tk: 104, Capicity: 3 }, approvals: ['CE'] }, headers: { unitid: '1' } }],
    invalid: [
      { body: { ...sov, conditions: { Tk: { value: 40, unit: 'degX' } } } },
      { body: { ...sov, conditions: { Capicity: { value: 10, unit: 'bar' } } } },
      { body: { ...sov, conditions: { Te: celsius(45) } } },
      { body: { valveName: 'Sov' } },
    ],
  },
  'POST /ucselection/getchartline': {
    valid: [{ body: { ...sov, Sizeid: fdf07 } }, { body: { valveName: 'Eev', refrigerant: 'R410A', PartNumber: demo.products.find((p) => p.Valveid === familyNamed('Eev').Id)!.PartNumber } }],
    invalid: [{ body: sov }, { body: { ...sov, Sizeid: 999_999 } }],
  },
  'POST /ucselection/tb_tkchanged': { valid: [{ body: { ...sov, conditions: { Tk: celsius(45) } } }], invalid: [{ body: { ...sov, conditions: { Tk: celsius(-20) } } }] },
  'POST /ucselection/tb_techanged': { valid: [{ body: { ...sov, conditions: { Te: celsius(5) } }, headers: { unitid: '1' } }], invalid: [{ body: { ...sov, conditions: { Te: celsius(-200) } } }] },
  'GET /selection/slice': {
    valid: [{ query: { valveName: 'Eev' } }, { query: { valveName: 'sov' }, headers: { 'if-none-match': '*' } }],
    invalid: [{ query: {} }, { query: { valveName: 'Pt' } }, { query: { valveName: 'Zz' } }],
  },
  ...(await accountAnswerCases(app, mailbox, clock)),
  ...(await savedWorkAnswerCases(app)),
  ...(await reportAnswerCases(app)),
  ...(await projectAnswerCases(app)),
};

// ---------------------------------------------------------------------------------------------------------------
// Checking an answer

const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
const validators = new Map<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** The document's answer for a status: the status itself, else its class (4XX). */
function declared(call: CheckedContract, status: number): Response | undefined {
  const responses = document.paths[call.path]?.[call.method.toLowerCase() as Method]?.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
  // Every answer is written out in its operation (as @fastify/swagger writes a route's response schemas).
  if (response && '$ref' in response) throw new Error(`${call.method} ${call.path}: answer ${status} is a reference`);
  return response;
}

function request(call: CheckedContract, sent: Sent): InjectOptions {
  const url = `/api${call.path}${queryString(sent.query ?? {})}`;
  const headers = { ...sent.headers, ...(sent.raw && { 'content-type': sent.raw.contentType }) };
  const payload = sent.raw?.payload ?? (sent.body as InjectOptions['payload']);
  return { method: call.method, url, headers, ...(payload !== undefined && { payload }) };
}

/** Sends one request and checks its answer against the contract and the document; returns whether it succeeded. */
async function answerFits(call: CheckedContract, sent: Sent): Promise<boolean> {
  given = undefined;
  const response = await app.inject(request(call, sent));
  const what = `${call.method} ${call.path} ${JSON.stringify(sent)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  const documented = declared(call, response.statusCode);
  expect(documented, `${what}: the document has no answer for this status`).toBeDefined();
  if (response.statusCode === 304) {
    expect(documented!.content, what).toBeUndefined();
    expect(response.body, what).toBe('');
    return true;
  }
  const envelope: unknown = response.json();
  expect(given, `${what}: the answer was not serialised as JSON`).toBeDefined();
  expect(envelope, `${what}: serialising changed the answer`).toEqual(JSON.parse(JSON.stringify(given!.payload)));
  const validate = validatorOf(documented!.content!['application/json']!.schema);
  expect(validate(envelope), `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  const schema = (envelope as { Result: unknown }).Result === 0 ? successEnvelope(call.data) : failureEnvelope;
  const parsed = schema.safeParse(envelope);
  expect(parsed.success, `${what}: ${parsed.error?.message}`).toBe(true);
  return (envelope as { Result: number }).Result === 0;
}

/** Protocol errors every call with a body refuses the same way: a broken JSON body and one that is not JSON. */
const bodyErrors: Sent[] = [{ raw: { payload: '{"oldunit":', contentType: 'application/json' } }, { raw: { payload: '<a/>', contentType: 'text/xml' } }];

describe('every registered call answers as its contract and the OpenAPI document say', () => {
  it('registers calls', () => {
    expect(app.calls.length).toBeGreaterThan(30);
  });

  it.each(app.calls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (name, call) => {
    const testCase = cases[name];
    expect(testCase, `${name} is registered, but has no case in tests/api/answers.test.ts`).toBeDefined();
    expect(testCase!.valid.length, `${name} needs at least one valid request`).toBeGreaterThan(0);
    for (const sent of testCase!.valid) expect(await answerFits(call, sent), `${name} ${JSON.stringify(sent)} should succeed`).toBe(true);
    for (const sent of [...testCase!.invalid, ...(call.body ? bodyErrors : [])]) {
      expect(await answerFits(call, sent), `${name} ${JSON.stringify(sent)} should fail`).toBe(false);
    }
  });

  it('has no case for a call the server does not register', () => {
    const registered = new Set(app.calls.map((call) => `${call.method} ${call.path}`));
    expect(Object.keys(cases).filter((name) => !registered.has(name))).toEqual([]);
  });
});
