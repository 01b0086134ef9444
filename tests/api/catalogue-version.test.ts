import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueVersionHeader } from '../../src/contracts/catalogue-version';
import { buildTestApp } from './helper';

const families = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../host-site/server/catalogue/data/families.json'), 'utf8')) as { version: string };

// Issue 29: the site's service worker files the answers it keeps for offline use under the catalogue version.
describe('Catalogue-Version on API answers', () => {
  it('names the loaded catalogue version on every API answer, refusals included', async () => {
    const app = await buildTestApp();
    for (const url of ['/api/valve/baseinfo', '/api/valve/selection?valveName=Eev', '/api/valve/selection?valveName=NoSuchFamily', '/api/no/such/call']) {
      const response = await app.inject({ url });
      expect(response.headers[catalogueVersionHeader], url).toBe(encodeURIComponent(families.version));
    }
  });

  it('is not on the site\'s pages and files, which belong to the build, not the catalogue', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(response.headers[catalogueVersionHeader]).toBeUndefined();
  });
});
