import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallData, searchIndex } from '../../../src/contracts';
import { searchIndexData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, temporaryDir } from '../helper';
import { catalogueDir, demo } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function get(target: FastifyInstance, headers: Record<string, string> = {}) {
  return target.inject({ method: 'GET', url: '/api/valve/searchindex', headers });
}

describe('GET /api/valve/searchindex', () => {
  it('lists every part number once as [valve, serial, size, partNumber]', async () => {
    const response = await get(app);
    expect(response.statusCode).toBe(200);
    const data: CallData<typeof searchIndex> = searchIndexData.parse(envelopeOf(response).Data);
    expect(data.version).toBe(demo.version);
    expect(data.columns).toEqual(['valve', 'serial', 'size', 'partNumber']);
    expect(data.rows).toHaveLength(3101);
    expect(new Set(data.rows.map((row) => row[3])).size).toBe(demo.products.length);
    for (const product of demo.products) {
      const row = data.rows.find((r) => r[3] === product.PartNumber)!;
      expect(row).toEqual([
        demo.families.find((f) => f.Id === product.Valveid)!.Classname,
        demo.series.find((s) => s.Id === product.Serialid)!.Name,
        demo.sizes.find((s) => s.Id === product.Sizeid)!.Name,
        product.PartNumber,
      ]);
    }
  });

  it('carries a strong ETag equal to Data.etag, and asks to revalidate on every use', async () => {
    const response = await get(app);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etag).toBe(`"${envelopeOf<{ etag: string }>(response).Data!.etag}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Compression must keep the validator.
    const gzipped = await get(app, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(response.json());
  });

  it('answers 304 without a body when If-None-Match holds the current ETag', async () => {
    const etag = (await get(app)).headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const response = await get(app, { 'if-none-match': header });
      expect(response.statusCode, header).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const stale = await get(app, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(searchIndexData.parse(envelopeOf(stale).Data).rows).toHaveLength(3101);
  });

  it('gets a new ETag when the catalogue content changes, the same one when it does not', async () => {
    const etag = (await get(app)).headers.etag;
    const same = await buildTestApp({ CATALOGUE_DIR: catalogueDir });
    expect((await get(same)).headers.etag).toBe(etag);

    const dir = temporaryDir('vs-catalogue-');
    cpSync(catalogueDir, dir, { recursive: true });
    const file = path.join(dir, 'products.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"PartNumber":"SOV-10002"', '"PartNumber":"SOV-10002X"'));
    const changed = await buildTestApp({ CATALOGUE_DIR: dir });
    const response = await get(changed, { 'if-none-match': etag as string });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
    expect(searchIndexData.parse(envelopeOf(response).Data).rows.some((row) => row[3] === 'SOV-10002X')).toBe(true);
  });
});
