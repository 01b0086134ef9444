// GET /api/selection/slice (issue 29): a family's catalogue slice, checked against the catalogue files themselves
// (the demo data as read from disk), with its ETag, and refused for unknown and list-only families.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { catalogueSliceData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, get, temporaryDir } from '../helper';
import { catalogueDir, demo, type DemoSeries } from '../valve/demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

const slice = (target: FastifyInstance, valveName: string, headers: Record<string, string> = {}) => get(target, '/api/selection/slice', { valveName }, headers);

describe('GET /api/selection/slice', () => {
  it("holds the family, its series, sizes and products, and every refrigerant, approval and system, as the files do", async () => {
    const response = await slice(app, 'eev');
    expect(response.statusCode).toBe(200);
    const data = catalogueSliceData.parse(envelopeOf(response).Data);
    const family = demo.families.find((f) => f.Classname === 'Eev')!;
    expect(data).toMatchObject({ valveName: 'Eev', version: demo.version, demo: true, families: [family] });
    const series = demo.series.filter((s) => s.Valveid === family.Id) as (DemoSeries & { Description: Record<string, string> })[];
    // Entities in the files' order; the texts no call reads only in cn and en.
    expect(data.series).toEqual(series.map((s) => ({ ...s, Description: { cn: s.Description.cn, en: s.Description.en } })));
    expect(data.sizes).toEqual(demo.sizes.filter((z) => series.some((s) => s.Id === z.Serialid)));
    expect(data.products).toEqual(demo.products.filter((p) => p.Valveid === family.Id));
    expect(data.products).toHaveLength(480);
    expect(data.refrigerants).toEqual(demo.refrigerants);
    expect(data.approvals.map((a) => a.Code)).toEqual(demo.approvals.map((a) => a.Code));
    expect(data.systems.map((s) => [s.Id, s.Valveids, s.Serialids])).toEqual(demo.systems.map((s) => [s.Id, s.Valveids, s.Serialids]));
    // No other family's data.
    expect(JSON.stringify(data)).not.toContain('"Classname":"Sov"');
  });

  it('carries a strong ETag equal to Data.etag, revalidated on every use, and answers 304 to it', async () => {
    const response = await slice(app, 'Eev');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etag).toBe(`"${envelopeOf<{ etag: string }>(response).Data!.etag}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const gzipped = await slice(app, 'Eev', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(response.json());
    // Issue 29: at most 60 KB gzip for the largest family (the bench prints every family's size).
    expect(gzipped.rawPayload.length).toBeLessThanOrEqual(60 * 1024);

    for (const header of [etag, `W/${etag}`, `"old", ${etag}`]) {
      const again = await slice(app, 'eev', { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // Another family has its own tag.
    const sov = await slice(app, 'Sov', { 'if-none-match': etag });
    expect(sov.statusCode).toBe(200);
    expect(sov.headers.etag).not.toBe(etag);
  });

  it('gets a new ETag when the family changes in the catalogue, the same one when the catalogue is the same', async () => {
    const etag = (await slice(app, 'Sov')).headers.etag as string;
    expect((await slice(await buildTestApp({ CATALOGUE_DIR: catalogueDir }), 'Sov')).headers.etag).toBe(etag);
    const dir = temporaryDir('vs-catalogue-');
    cpSync(catalogueDir, dir, { recursive: true });
    const file = path.join(dir, 'products.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"PartNumber":"SOV-10002"', '"PartNumber":"SOV-10002X"'));
    const response = await slice(await buildTestApp({ CATALOGUE_DIR: dir }), 'Sov', { 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
  });

  it('refuses an unknown family (404, Result 5) and a list-only one (400, Result 2) in the envelope, naming them', async () => {
    const unknown = await slice(app, 'Nope', { LANG: 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
    expect(envelopeOf(unknown)).toMatchObject({ Result: ResultCode.notFound, Data: null, ErrorMsg: expect.stringContaining('Nope') });
    const listOnly = await slice(app, 'Pt', { LANG: 'en' });
    expect(listOnly.statusCode).toBe(400);
    expect(envelopeOf(listOnly)).toMatchObject({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: expect.stringContaining('Pt') });
    // The same words as the selector's other calls give for that family.
    const fields = await get(app, '/api/valve/selection', { valveName: 'Pt' }, { LANG: 'en' });
    expect(envelopeOf(listOnly).ErrorMsg).toBe(envelopeOf(fields).ErrorMsg);
    const missing = await get(app, '/api/selection/slice', {});
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).ErrorMsg).toContain('valveName');
  });

  it('is in the OpenAPI document with its query, answer and 304', async () => {
    const doc = (await get(app, '/api/openapi.json')).json() as { paths: Record<string, { get?: { parameters?: { name: string }[]; responses: Record<string, unknown> } }> };
    const operation = doc.paths['/selection/slice']?.get;
    expect(operation?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['valveName', 'If-None-Match']));
    expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '304']));
  });
});
