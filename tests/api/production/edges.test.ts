// Issue 17, edges and policy: a proxy that rewrites Host, DNS rebinding, the origin guard on encoded paths, every
// answer in the envelope (bad %-encoding, unknown paths in any case, a refused preflight, 431), an overflowing
// conversion, and SQLite for one process only.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { connectDatabase } from '../../../host-site/server/database';
import { buildTestApp, envelopeOf, post, temporaryDir } from '../helper';

const body = { oldunit: 'bar', oldvalue: 1, newunit: 'kPa' };
const pressure = '/api/unitconvert/converttoany_press';

describe('behind a reverse proxy', () => {
  it('with TRUST_PROXY the site’s own POST is same-origin by X-Forwarded-Host and -Proto; the scheme counts', async () => {
    const app = await buildTestApp({ TRUST_PROXY: '1', ALLOWED_HOSTS: 'valves.example' });
    const forwarded = { host: '127.0.0.1:8080', 'x-forwarded-host': 'valves.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    expect((await post(app, pressure, body, { ...forwarded, origin: 'https://valves.example' })).statusCode).toBe(200);
    const otherScheme = await post(app, pressure, body, { ...forwarded, origin: 'http://valves.example' });
    expect(otherScheme.statusCode).toBe(403);
    expect(envelopeOf(otherScheme).Result).toBe(ResultCode.forbiddenOrigin);
  });

  it('PUBLIC_URL is the site’s own origin whatever Host the proxy sends', async () => {
    const app = await buildTestApp({ PUBLIC_URL: 'https://valves.example/' });
    expect((await post(app, pressure, body, { host: '127.0.0.1:8080', origin: 'https://valves.example' })).statusCode).toBe(200);
    expect((await post(app, pressure, body, { host: 'valves.example', origin: 'https://valves.example' })).statusCode).toBe(200);
  });
});

describe('hosts and origins', () => {
  it('refuses a Host name that is not ours (DNS rebinding) in the envelope; loopback and IP addresses pass', async () => {
    const app = await buildTestApp();
    const foreign = await app.inject({ url: '/api/valve/baseinfo', headers: { host: 'rebound.attacker.example', lang: 'en' } });
    expect(foreign.statusCode).toBe(403);
    expect(envelopeOf(foreign).ErrorMsg).toBe("this server does not answer for the host 'rebound.attacker.example'");
    for (const host of ['localhost:8080', '127.0.0.1:41234', '[::1]:8080', '192.168.1.20']) {
      expect((await app.inject({ url: '/api/valve/baseinfo', headers: { host } })).statusCode, host).toBe(200);
    }
  });

  it('guards /%61pi/ and /API/ as the API they are routed to', async () => {
    const app = await buildTestApp();
    for (const url of ['/%61pi/valve/baseinfo', '/API/valve/baseinfo', '/Api/no/such']) {
      const response = await app.inject({ url, headers: { origin: 'https://evil.example', lang: 'en' } });
      expect(response.statusCode, url).toBe(403);
      expect(envelopeOf(response)).toEqual({ Result: ResultCode.forbiddenOrigin, Data: null, ErrorMsg: 'This origin may not call the API' });
    }
  });

  it('a refused preflight is a translated envelope', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'OPTIONS', url: '/api/valve/baseinfo', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', lang: 'cn' } });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.forbiddenOrigin, Data: null, ErrorMsg: '该来源不允许调用接口' });
  });
});

describe('every answer in the envelope', () => {
  it('bad %-encoding, and unknown paths in any case', async () => {
    const app = await buildTestApp();
    const bad = await app.inject({ url: '/api/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: the request path is not valid' });
    const unknown = await app.inject({ url: '/API/no/such/call', headers: { lang: 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).Result).toBe(ResultCode.notFound);
  });

  it('headers over the limit: 431 in the envelope, over a real socket', async () => {
    const app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => {});
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: the request headers are too large' });
  });

  it('a conversion that overflows is Calculation failed, never Result 0 with a null value', async () => {
    const app = await buildTestApp();
    const response = await post(app, pressure, { oldunit: 'bar', oldvalue: 1e308, newunit: 'Psi' }, { lang: 'en' });
    const envelope = envelopeOf(response);
    expect(envelope.Result).toBe(ResultCode.calculationFailed);
    expect(envelope.ErrorMsg).toMatch(/^Calculation failed: /);
  });
});

describe('SQLite is for one process', () => {
  it('a second server on the same file is refused with a message that points to DATABASE_URL', async () => {
    const file = path.join(temporaryDir('vs-lock-'), 'one.sqlite');
    const first = await buildTestApp({ DATABASE_FILE: file });
    await first.ready();
    await expect(buildTestApp({ DATABASE_FILE: file })).rejects.toThrow(/in use by another server process.*DATABASE_URL/s);
    // A reader of the file that is no server (a backup, a test) is refused too while the server holds it.
    expect(() => connectDatabase({ kind: 'sqlite', file })).toThrow(/in use/);
  });
});

describe('static folders', () => {
  it('serve no dotfiles and follow no symlink out of their root', async () => {
    const outside = temporaryDir('vs-outside-');
    writeFileSync(path.join(outside, 'secret.txt'), 'SECRET');
    const site = path.join(temporaryDir('vs-site-'), 'site');
    mkdirSync(site);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(site, '.env'), 'SECRET');
    symlinkSync(path.join(outside, 'secret.txt'), path.join(site, 'linked.txt'));
    const app = await buildTestApp({ SITE_DIR: site });
    for (const url of ['/.env', '/%2eenv', '/linked.txt', '/%6cinked.txt']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('SECRET');
    }
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(200);
  });
});
