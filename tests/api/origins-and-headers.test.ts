import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contracts/envelope';
import { buildTestApp, envelopeOf, post } from './helper';

const shop = 'https://shop.example';
const body = { oldunit: 'bar', oldvalue: 1, newunit: 'kPa' };

describe('CORS: the API answers its own origin and ALLOWED_ORIGINS only', () => {
  it('an allowed origin gets its own origin back, and Vary: Origin', async () => {
    const app = await buildTestApp({ ALLOWED_ORIGINS: `${shop}, http://localhost:5173/` });
    const response = await post(app, '/api/unitconvert/converttoany_press', body, { origin: shop });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(shop);
    expect(response.headers['vary']).toMatch(/origin/i);
    // A code widget on the shop's page may read how long a rate limit asks it to wait (issue 11), a report export
    // its file name (issue 28).
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After, Content-Disposition');
    const local = await post(app, '/api/unitconvert/converttoany_press', body, { origin: 'http://localhost:5173' });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('a preflight from an allowed origin lists the contract headers', async () => {
    const app = await buildTestApp({ ALLOWED_ORIGINS: shop });
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/unitconvert/converttoany_press',
      headers: { origin: shop, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,lang,unitid' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(shop);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toEqual(
      // Units: a custom unit set's choices (issue 28); If-None-Match: the search index's stored copy.
      expect.arrayContaining(['content-type', 'lang', 'unitid', 'units', 'country', 'authorization', 'if-none-match']),
    );
    expect(response.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it('another origin is refused with 403 and Result forbiddenOrigin, preflight included', async () => {
    const app = await buildTestApp({ ALLOWED_ORIGINS: shop });
    const response = await post(app, '/api/unitconvert/converttoany_press', body, { origin: 'https://evil.example', lang: 'cn' });
    expect(response.statusCode).toBe(403);
    expect(envelopeOf(response)).toEqual({ Result: ResultCode.forbiddenOrigin, Data: null, ErrorMsg: '该来源不允许调用接口' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/unitconvert/converttoany_press',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const nullOrigin = await post(app, '/api/unitconvert/converttoany_press', body, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('the same origin needs no listing', async () => {
    // A host name must be configured (issue 17: DNS rebinding); loopback and IP addresses need not be.
    const app = await buildTestApp({ ALLOWED_HOSTS: 'valves.example' });
    const response = await post(app, '/api/unitconvert/converttoany_press', body, { origin: 'http://valves.example:8080', host: 'valves.example:8080' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).Result).toBe(ResultCode.ok);
  });

  it('requests without Origin (servers, curl) are answered', async () => {
    const app = await buildTestApp();
    expect((await post(app, '/api/unitconvert/converttoany_press', body)).statusCode).toBe(200);
  });
});

describe('security headers and compression', () => {
  it('sends the security headers with a policy that allows only the app itself', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses answers over 1 KB when the client accepts gzip', async () => {
    const app = await buildTestApp();
    const plain = await app.inject({ url: '/api/unitconvert/unitsets' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const zipped = await app.inject({ url: '/api/unitconvert/unitsets', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
