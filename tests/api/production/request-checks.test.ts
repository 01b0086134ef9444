// Issue 24, the smaller findings: PostgreSQL answered 500 for a NUL character in text (login `account`, a unit set's
// `name`, a `Hashkey`); an unknown `Expect` header got Node's empty 417 outside the envelope; a guest calling a
// member's call with a malformed body was told what was wrong with the body instead of that he is signed out.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { buildTestApp, envelopeOf, post } from '../helper';
import { savedWorkApps } from '../results/databases';
import { listBody, member } from '../results/member';

const passwordProof = `ABCD1234${'0'.repeat(64)}`;

describe.each(await savedWorkApps())('the NUL character on %s', (_name, app) => {
  it('is refused as a field error in a login name, a unit set name and a Hashkey, and nothing is stored', async () => {
    const login = await post(app, '/api/authorize/login', { account: 'jack\u0000', password: passwordProof }, { lang: 'en' });
    expect(login.statusCode).toBe(400);
    expect(envelopeOf(login)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: account must not contain the NUL character' });

    const jack = await member(app.db, `nul-${_name}`);
    const unitSet = await post(app, '/api/valve/savepersonunit', { unitList: [{ name: 'Mine\u0000', unitType: 'Temp', unit: 'K' }] }, { ...jack.headers, lang: 'en' });
    expect(unitSet.statusCode).toBe(400);
    expect(envelopeOf(unitSet).ErrorMsg).toBe('Invalid input: unitList.0.name must not contain the NUL character');
    const sets = envelopeOf<unknown[]>(await post(app, '/api/valve/getpersonunitlist', undefined, jack.headers)).Data!;
    expect(sets.some((set) => JSON.stringify(set).includes('Mine'))).toBe(false);

    const body = listBody('nul', 1);
    body.productList[0]!.Hashkey = 'nul\u00000000';
    const saved = await post(app, '/api/result/saveselection', body, { ...jack.headers, lang: 'de' });
    expect(saved.statusCode).toBe(400);
    expect(envelopeOf(saved).ErrorMsg).toBe('Ungültige Eingabe: productList.0.Hashkey darf das NUL-Zeichen nicht enthalten');
    const current = await app.inject({ url: '/api/result/getcurrent?hashkeys=a%00b', headers: { ...jack.headers, lang: 'en' } });
    expect(current.statusCode).toBe(400);
    expect(envelopeOf(current).ErrorMsg).toMatch(/hashkeys.* must not contain the NUL character/);
  });
});

describe('a member’s call made by a guest', () => {
  it('answers signed out before it looks at the body, whatever the body is', async () => {
    const app = await buildTestApp();
    for (const [url, payload] of [
      ['/api/result/saveselection', '{"conditionList": ['],
      ['/api/result/saveselection', JSON.stringify({ nonsense: true })],
      ['/api/valve/savepersonunit', JSON.stringify({ unitList: 'x' })],
      ['/api/authorize/changecontact', JSON.stringify({})],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', lang: 'en' } });
      expect(envelopeOf(response).Result, `${url} ${payload}`).toBe(ResultCode.signedOut);
    }
    // With a token that is no session's: the token's answer, not the body's.
    const stale = await post(app, '/api/valve/savepersonunit', { unitList: 'x' }, { authorization: 'Bearer no-such-session' });
    expect(envelopeOf(stale).Result).toBe(ResultCode.tokenInvalid);
  });
});

describe('an Expect header', () => {
  /** One request written by hand on a new connection; the server's whole answer. */
  async function raw(port: number, text: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        // The envelope is complete: done (the connection may be kept alive).
        if (/\r\n\r\n\{.*\}$/s.test(received)) socket.end();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', () => undefined);
    });
  }

  it('other than 100-continue is refused with 417 in the envelope, in the request’s language; 100-continue is served', async () => {
    const app = await buildTestApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ oldunit: 'bar', oldvalue: 1, newunit: 'kPa' });
    const request = (expectation: string, lang: string) =>
      `POST /api/unitconvert/converttoany_press HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `Expect: ${expectation}\r\nLANG: ${lang}\r\n\r\n${body}`;

    const refused = await raw(port, request('something-else', 'en'));
    expect(refused).toMatch(/^HTTP\/1\.1 417 /);
    expect(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).toEqual({
      Result: ResultCode.invalidInput,
      Data: null,
      ErrorMsg: "Invalid input: the Expect header 'something-else' is not supported; send the request without it",
    });
    const german = await raw(port, request('x', 'de'));
    expect(JSON.parse(german.slice(german.indexOf('\r\n\r\n') + 4)).ErrorMsg).toMatch(/Expect-Header 'x' wird nicht unterstützt/);

    const continued = await raw(port, request('100-continue', 'en'));
    expect(continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  });
});

describe('denormal and absurd magnitudes', () => {
  const body = (valveName: string, conditions: Record<string, unknown>) => ({
    valveName,
    refrigerant: 'R134a',
    conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, ...conditions },
  });

  it.each([
    ['a denormal capacity', 'Sov', { Capicity: { value: 5e-324, unit: 'kW' } }, 'Cooling capacity must be between 0.001 kW and 100,000 kW'],
    ['a capacity of 1e300 kW', 'Sov', { Capicity: { value: 1e300, unit: 'kW' } }, 'Cooling capacity must be between 0.001 kW and 100,000 kW'],
    ['a superheat of a million K', 'Sov', { DTSH1: { value: 1e6, unit: 'K' } }, /must be between 0 K and 100 K$/],
    ['a pressure drop of 1e30 bar', 'Eev', { Dp1: { value: 1e30, unit: 'bar' } }, /must be between 0 bar and 200 bar$/],
  ])('%s is refused with the field’s range', async (_case, valveName, conditions, message) => {
    const app = await buildTestApp();
    const response = await post(app, '/api/ucselection/calculate', body(valveName, conditions), { lang: 'en' });
    expect(response.statusCode).toBe(400);
    const envelope = envelopeOf(response);
    expect(envelope.Result).toBe(ResultCode.invalidInput);
    expect(envelope.ErrorMsg.replace(/^Invalid input: /, '')).toMatch(message);
  });
});
