// Issue 17: answers with an ETag (the search index, the built site's files) are compressed once and served from
// memory; before, the 115 KB search index was compressed again on every request. Dynamic answers stay compressed too.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, temporaryDir } from '../helper';

describe('compressed once, by ETag', () => {
  it('the search index: br and gzip, the same bytes each time, decoding to the plain answer, Vary: Accept-Encoding', async () => {
    const app = await buildTestApp();
    const plain = await app.inject({ url: '/api/valve/searchindex', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await app.inject({ url: '/api/valve/searchindex', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const second = await app.inject({ url: '/api/valve/searchindex', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(first.headers['content-type']).toBe(plain.headers['content-type']);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    // Thorough, once: far smaller than the plain answer.
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzipped = await app.inject({ url: '/api/valve/searchindex', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const notModified = await app.inject({ url: '/api/valve/searchindex', headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
  });

  it('a built file: compressed once, hashed assets immutable, the rest revalidated', async () => {
    const site = path.join(temporaryDir('vs-site-'), 'site');
    mkdirSync(path.join(site, 'assets'), { recursive: true });
    const script = `export const table = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, name: `valve ${i}` })))};\n`;
    writeFileSync(path.join(site, 'assets', 'index-3f2a9c.js'), script);
    writeFileSync(path.join(site, 'index.html'), `<!doctype html><title>t</title>${'<p>valve</p>'.repeat(200)}`);
    const app = await buildTestApp({ SITE_DIR: site });
    const first = await app.inject({ url: '/assets/index-3f2a9c.js', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/assets/index-3f2a9c.js', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(script);
    const page = await app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain('<p>valve</p>');
  });

  it('a calculation is compressed fast (brotli where accepted, else gzip), in one piece, and decodes to the same answer', async () => {
    const app = await buildTestApp();
    const body = { valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: { value: -25, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } } };
    const plain = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: body });
    const packed = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: body, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    // Compressed in one call, not streamed: its length is known and sent.
    expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
    expect(zlib.brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    const gzipped = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: body, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });
});
