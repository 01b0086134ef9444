import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReference, publishedDocument } from '../../scripts/docs/api-reference';
import { buildTestApp } from './helper';

describe('host-site/server/API.md', () => {
  it('is the reference of the published OpenAPI document (run `npm run docs` after changing a call)', async () => {
    const app = await buildTestApp();
    const written = readFileSync(path.resolve(import.meta.dirname, '../../host-site/server/API.md'), 'utf8');
    expect(written).toBe(apiReference(await publishedDocument(app)));
  });

  it('lists every call in its table, each with its section', async () => {
    const app = await buildTestApp();
    await app.ready();
    const reference = apiReference(await publishedDocument(app));
    for (const call of app.calls) {
      const name = `${call.method} /api${call.path}`;
      expect(reference).toContain(`| [\`${name}\`](#`);
      expect(reference).toContain(`### \`${name}\``);
    }
  });
});
