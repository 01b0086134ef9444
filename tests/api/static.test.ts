import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contracts/envelope';
import { buildTestApp, envelopeOf, temporaryDir } from './helper';

/** A small stand-in for dist/: a site with one hashed asset, and the widget loader with one hashed chunk. */
function makeDist(): { SITE_DIR: string; WIDGETS_DIR: string } {
  const dist = temporaryDir('vs-dist-');
  const site = path.join(dist, 'site');
  const widgets = path.join(dist, 'widgets');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  mkdirSync(path.join(widgets, 'chunks'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Valve Selector</title><script type="module" src="/assets/index-B2x9Qa1z.js"></script>');
  writeFileSync(path.join(site, 'assets/index-B2x9Qa1z.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(path.join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(site, 'images/families'), { recursive: true });
  writeFileSync(path.join(site, 'images/families/Sov.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(widgets, 'valve-selector.js'), 'import("./chunks/runtime-7HQ2K4ZA.js");');
  writeFileSync(path.join(widgets, 'chunks/runtime-7HQ2K4ZA.js'), 'export const runtime = 1;');
  writeFileSync(path.join(widgets, 'custom-elements.json'), '{"schemaVersion":"1.0.0","modules":[]}');
  return { SITE_DIR: site, WIDGETS_DIR: widgets };
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built host site', () => {
  it('serves index.html at / without caching it', async () => {
    const app = await buildTestApp(makeDist());
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Valve Selector</title>');
  });

  it('falls back to index.html for client routes a browser asks for', async () => {
    const app = await buildTestApp(makeDist());
    for (const url of ['/home', '/selector/index?valveName=Sov', '/selected/list/']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Valve Selector</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not fall back for non-HTML requests, /api or /widgets', async () => {
    const app = await buildTestApp(makeDist());
    const script = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain('<title>');
    const api = await app.inject({ url: '/api/home', headers: html });
    expect(api.statusCode).toBe(404);
    expect(envelopeOf(api).Result).toBe(ResultCode.notFound);
    const widget = await app.inject({ url: '/widgets/missing.js', headers: html });
    expect(widget.statusCode).toBe(404);
    expect(widget.body).not.toContain('<title>');
    const post = await app.inject({ method: 'POST', url: '/home', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const app = await buildTestApp(makeDist());
    const response = await app.inject({ url: '/assets/index-B2x9Qa1z.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('/images/', () => {
  it("lets shops' pages show the product pictures; the rest of the site stays same-origin", async () => {
    const app = await buildTestApp(makeDist());
    const picture = await app.inject({ url: '/images/families/Sov.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/favicon.svg', '/assets/index-B2x9Qa1z.js']) {
      const response = await app.inject({ url });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });
});

describe('/widgets/', () => {
  it('serves the loader to any origin as JavaScript, revalidated', async () => {
    const app = await buildTestApp({ ...makeDist(), ALLOWED_ORIGINS: 'https://shop.example' });
    const response = await app.inject({ url: '/widgets/valve-selector.js', headers: { origin: 'https://elsewhere.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed chunks for a year; the manifest is JSON', async () => {
    const app = await buildTestApp(makeDist());
    const chunk = await app.inject({ url: '/widgets/chunks/runtime-7HQ2K4ZA.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    const manifest = await app.inject({ url: '/widgets/custom-elements.json' });
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.json()).toMatchObject({ schemaVersion: '1.0.0' });
  });
});

describe('before the first build', () => {
  it('still starts, and / says to run npm run build', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('npm run build');
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/widgets/valve-selector.js' })).statusCode).toBe(404);
  });
});
