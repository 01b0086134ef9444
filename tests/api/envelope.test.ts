import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callBodyLimit, defineCall } from '../../src/contracts/call';
import { ResultCode } from '../../src/contracts/envelope';
import { EngineError } from '../../src/engine/errors';
import { bodyLimit } from '../../host-site/server/app';
import { DataError } from '../../host-site/server/database';
import { CallFailure } from '../../host-site/server/http/call-failure';
import { registerCall } from '../../host-site/server/http/register-call';
import { buildTestApp, envelopeOf, post } from './helper';
import { member } from './results/member';

describe('the envelope', () => {
  it('wraps a success as { Result: 0, Data, ErrorMsg: "" } in JSON', async () => {
    const app = await buildTestApp();
    const response = await post(app, '/api/unitconvert/converttoany_length', { oldunit: 'm', oldvalue: 1, newunit: 'cm' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ Result: 0, Data: { Val: 100 }, ErrorMsg: '' });
  });

  it('answers an unknown /api path with Result notFound and 404, for any method', async () => {
    const app = await buildTestApp();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/call?x=1' });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: `Not found: there is no API call ${method} /api/no/such/call` });
    }
    const cn = await app.inject({ method: 'GET', url: '/api/nothing', headers: { lang: 'cn' } });
    expect(envelopeOf(cn).ErrorMsg).toBe('未找到：没有接口 GET /api/nothing');
  });

  it('takes the language from LANG, else from Accept-Language, else English', async () => {
    const app = await buildTestApp();
    const ask = async (headers: Record<string, string>) => envelopeOf(await app.inject({ url: '/api/x', headers })).ErrorMsg;
    expect(await ask({ lang: 'cn' })).toMatch(/^未找到/);
    expect(await ask({ lang: 'en', 'accept-language': 'zh-CN,zh;q=0.9' })).toMatch(/^Not found/);
    expect(await ask({ 'accept-language': 'zh-CN,zh;q=0.9' })).toMatch(/^未找到/);
    expect(await ask({ lang: 'de' })).toMatch(/^Nicht gefunden/);
    expect(await ask({ lang: 'xx' })).toMatch(/^Not found/);
  });
});

describe('bad requests are 4xx with a clear message, never 5xx', () => {
  it('malformed JSON', async () => {
    const app = await buildTestApp();
    const response = await post(app, '/api/unitconvert/converttoany_temper', '{"oldunit": "K",', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: the request body is not valid JSON' });
  });

  // An empty body named JSON is no body: the specification's convertto_temper_bar sends its parameters in the query
  // and still names JSON (issue 26).
  it('an empty JSON body is no body: a call without one answers, a call that needs one names it', async () => {
    const app = await buildTestApp();
    const needsBody = await post(app, '/api/unitconvert/converttoany_temper', '', { 'content-type': 'application/json' });
    expect(needsBody.statusCode).toBe(400);
    expect(envelopeOf(needsBody).ErrorMsg).toBe('Invalid input: the request body is required');
    const query = 'refrigerant=R134a&absolute=true&oldunit=%E2%84%83&oldvalue=0';
    const queryOnly = await post(app, `/api/unitconvert/convertto_temper_bar?${query}`, '', { 'content-type': 'application/json' });
    expect(queryOnly.statusCode).toBe(200);
    expect(envelopeOf(queryOnly).Result).toBe(0);
  });

  it('no body at all names the body', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/unitconvert/converttoany_temper', headers: { lang: 'cn' } });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).ErrorMsg).toBe('输入无效：请求体 为必填项');
  });

  it('an oversized body is 413 and says the limit of its call: 64 KiB for a conversion, 1 MiB for a saved list', async () => {
    const app = await buildTestApp();
    const payload = JSON.stringify({ oldunit: 'K', oldvalue: 'x'.repeat(callBodyLimit), newunit: 'K' });
    const response = await post(app, '/api/unitconvert/converttoany_temper', payload, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toEqual({
      Result: ResultCode.invalidInput,
      Data: null,
      ErrorMsg: `Invalid input: the request body is larger than ${callBodyLimit} bytes`,
    });
    const jack = await member(app.db, 'oversized');
    const list = await post(app, '/api/result/saveselection', JSON.stringify({ conditionList: [], productList: [], pad: 'x'.repeat(bodyLimit) }), {
      ...jack.headers,
      'content-type': 'application/json',
    });
    expect(list.statusCode).toBe(413);
    expect(envelopeOf(list).ErrorMsg).toBe(`Invalid input: the request body is larger than ${bodyLimit} bytes`);
  });

  // Issue 34: a body is measured for depth before it is parsed or walked.
  it('a body nested deeper than 64 levels is 400 and says so, one level less is read', async () => {
    const app = await buildTestApp();
    const nested = (depth: number) => `{"oldunit":"K","oldvalue":1,"newunit":"K","x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deep = await post(app, '/api/unitconvert/converttoany_temper', nested(65), { 'content-type': 'application/json', lang: 'de' });
    expect(deep.statusCode).toBe(400);
    expect(envelopeOf(deep).ErrorMsg).toBe('Ungültige Eingabe: der Anfragetext ist tiefer als 64 Ebenen verschachtelt');
    const within = await post(app, '/api/unitconvert/converttoany_temper', nested(64), { 'content-type': 'application/json' });
    expect(envelopeOf(within).Result).toBe(ResultCode.ok);
    // Brackets inside strings are text, not nesting.
    const inText = await post(app, '/api/unitconvert/converttoany_temper', JSON.stringify({ oldunit: 'K', oldvalue: '['.repeat(200), newunit: 'K' }), { 'content-type': 'application/json' });
    expect(envelopeOf(inText).ErrorMsg).not.toMatch(/levels/);
  });

  it('a body with an object of more than 1,024 members is 400 and says so, 1,024 are read', async () => {
    const app = await buildTestApp();
    const wide = (members: number) => JSON.stringify({ oldunit: 'K', oldvalue: 1, newunit: 'K', ...Object.fromEntries(Array.from({ length: members - 3 }, (_, i) => [`x${i}`, 0])) });
    const refused = await post(app, '/api/unitconvert/converttoany_temper', wide(1025), { 'content-type': 'application/json', lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).ErrorMsg).toBe('Invalid input: an object in the request body has more than 1024 fields');
    expect(envelopeOf(await post(app, '/api/unitconvert/converttoany_temper', wide(1024), { 'content-type': 'application/json' })).Result).toBe(ResultCode.ok);
  });

  it('a body that is not JSON is 415', async () => {
    const app = await buildTestApp();
    const response = await post(app, '/api/unitconvert/converttoany_temper', '<a/>', { 'content-type': 'application/xml' });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response).ErrorMsg).toBe("Invalid input: content type 'application/xml' is not accepted; send application/json");
  });

  it('several problems are all named, each with its rule', async () => {
    const app = await buildTestApp();
    const response = await post(app, '/api/unitconvert/converttoany_temper', { oldunit: '', oldvalue: 1, newunit: 'x'.repeat(40) });
    expect(envelopeOf(response).ErrorMsg).toBe('Invalid input: oldunit must not be empty; newunit must have at most 32 characters');
  });
});

describe('errors thrown by handlers', () => {
  it('an unexpected error is a 500 with a generic message and none of its details', async () => {
    const app = await buildTestApp();
    app.get('/api/test/explode', () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    const response = await app.inject({ url: '/api/test/explode', headers: { lang: 'cn' } });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: '服务器错误，请稍后再试' });
    expect(response.body).not.toMatch(/secret|srv|stack/);
  });

  it('an EngineError is answered in words with status 200', async () => {
    const app = await buildTestApp();
    app.get('/api/test/engine', () => {
      throw new EngineError({ code: 'unknown_refrigerant', name: 'R999' });
    });
    const response = await app.inject({ url: '/api/test/engine' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.calculationFailed, Data: null, ErrorMsg: "Calculation failed: unknown refrigerant 'R999'" });
  });

  it('a DataError keeps a 4xx status and says what was refused, in words and as its Detail (issue 40 item 2)', async () => {
    const app = await buildTestApp();
    app.get('/api/test/data', () => {
      throw new DataError({ code: 'duplicate_unit_set', name: 'Shop' });
    });
    const response = await app.inject({ url: '/api/test/data', headers: { lang: 'cn' } });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response)).toEqual({
      Result: ResultCode.invalidInput,
      Data: null,
      ErrorMsg: '输入无效：已存在名为“Shop”的单位组',
      Detail: { code: 'duplicate_unit_set', values: { name: 'Shop' } },
    });
  });

  // Issue 25: answers are written through their call's schema, so a handler cannot send what the contract lacks.
  it('an answer its schema does not hold is a 500 with a generic message, and logged', async () => {
    const lines: string[] = [];
    const app = await buildTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
    const schemas = { data: z.object({ Val: z.number() }) };
    const contract = { ...defineCall<typeof schemas>({ method: 'GET', path: '/test/answer', summary: 'A test call.' }), ...schemas };
    registerCall(app, contract, () => ({ Val: 'twelve' }) as unknown as { Val: number });
    const response = await app.inject({ url: '/api/test/answer' });
    expect(response.statusCode).toBe(500);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: 'Server error, please try again later' });
    expect(lines.join('')).toMatch(/FST_ERR_RESPONSE_SERIALIZATION/);
  });

  // Issue 29: in production (CHECK_ANSWERS unset) answers are written without the check, as their handlers gave them;
  // an answer that fits its contract carries the same JSON as the checked serializer writes (its keys may come in the
  // handler's order rather than the schema's).
  it('without CHECK_ANSWERS a calculation is sent as the checked server sends it', async () => {
    const checked = await buildTestApp();
    const production = await buildTestApp({ CHECK_ANSWERS: '0' });
    const body = { valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: { value: -12.5, unit: '℃' }, Tk: { value: 38, unit: '℃' }, Capicity: { value: 7, unit: 'kW' } } };
    const [a, b] = await Promise.all([checked, production].map((app) => app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: body, headers: { lang: 'de' } })));
    expect(envelopeOf(a!).Result).toBe(ResultCode.ok);
    expect(b!.json()).toEqual(a!.json());
    expect(b!.body.length).toBe(a!.body.length);
  });

  it('a CallFailure for a signed-out session is 401 with the signed-out Result', async () => {
    const app = await buildTestApp();
    app.addHook('preHandler', async (request) => {
      if (request.url === '/api/test/private') throw new CallFailure(ResultCode.signedOut, 401, 'errors:signedOut');
    });
    app.get('/api/test/private', () => 'never');
    const response = await app.inject({ url: '/api/test/private' });
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.signedOut, ErrorMsg: expect.stringMatching(/logged out/) });
  });
});
