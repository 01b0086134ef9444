import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, temporaryDir } from './helper';

// Issue 39: the built Storybook at /storybook/, with a policy of its own that lets its inline start-up scripts run
// (by their hashes, read from the build) and nothing from elsewhere; the site's policy stays as strict as it was.

const inline = "window.CONFIG_TYPE = 'PRODUCTION';";

/** A stand-in for dist/storybook: the manager page with one inline and one external script, and that script. */
function makeStorybook(): string {
  const dir = temporaryDir('vs-storybook-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Storybook</title><script>${inline}</script><script type="module" src="./assets/manager-C3x9.js"></script>`);
  writeFileSync(path.join(dir, 'iframe.html'), '<!doctype html><title>Preview</title>');
  writeFileSync(path.join(dir, 'assets/manager-C3x9.js'), 'export {};');
  return dir;
}

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1);

describe('/storybook/', () => {
  it('serves the built Storybook, its inline scripts allowed by hash and nothing from another origin', async () => {
    const app = await buildTestApp({ STORYBOOK_DIR: makeStorybook() });
    const page = await app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Storybook</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const policy = String(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash]);
    for (const name of ['default-src', 'connect-src', 'font-src', 'img-src', 'frame-src', 'frame-ancestors']) {
      expect(directive(policy, name)?.every((source) => ["'self'", 'data:', 'blob:'].includes(source)), name).toBe(true);
    }
    const script = await app.inject({ url: '/storybook/assets/manager-C3x9.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toMatch(/immutable/);
    expect(script.headers['content-security-policy']).toBe(policy);
  });

  it('sends /storybook on to /storybook/, whose links are relative', async () => {
    const app = await buildTestApp({ STORYBOOK_DIR: makeStorybook() });
    const response = await app.inject({ url: '/storybook' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/storybook/');
  });

  it("leaves the site's own policy as it was: no inline script anywhere else", async () => {
    const app = await buildTestApp({ STORYBOOK_DIR: makeStorybook() });
    const response = await app.inject({ url: '/api/health' });
    expect(directive(String(response.headers['content-security-policy']), 'script-src')).toEqual(["'self'"]);
  });

  it('is not there when Storybook is not built', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ url: '/storybook/', headers: { accept: 'application/json' } })).statusCode).toBe(404);
  });
});
