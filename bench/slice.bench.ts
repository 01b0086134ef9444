// The families' catalogue slices (GET /api/selection/slice, issue 29): the bytes a selector fetches once to calculate
// in the browser, as the server answers them (the envelope's JSON, gzip at zlib's default level, as the compress
// plugin sends it), against the 60 KB gzip for the largest family; and the local calculation over the
// largest slice (Node, for information: the browser's figure is the selector's bench).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import type { Envelope } from '../src/contracts/envelope';
import { createLocalSelection, loadSelectionTranslator, type CatalogueSlice } from '../src/selection';
import { medianMicroseconds, type BenchRow } from './harness';

export async function run(): Promise<BenchRow[]> {
  const empty = mkdtempSync(path.join(tmpdir(), 'vs-bench-'));
  const app = await buildApp(
    loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent', SITE_DIR: path.join(empty, 'site'), WIDGETS_DIR: path.join(empty, 'widgets') }),
  );
  try {
    const sizing = app.catalogue.data.families.filter((f) => f.CalculateType !== 0);
    const sizes = await Promise.all(
      sizing.map(async (family) => {
        const response = await app.inject({ method: 'GET', url: `/api/selection/slice?valveName=${family.Classname}` });
        if (response.statusCode !== 200) throw new Error(response.body);
        return { family: family.Classname, raw: Buffer.byteLength(response.body), gzip: gzipSync(response.body).length, slice: response.json<Envelope<CatalogueSlice>>().Data! };
      }),
    );
    sizes.sort((a, b) => b.gzip - a.gzip);
    const largest = sizes[0]!;
    const local = createLocalSelection(largest.slice, await loadSelectionTranslator(['en']));
    const body = (i: number) => ({
      valveName: largest.family,
      refrigerant: 'R410A',
      conditions: { Te: { value: -25 + (i % 300) * 0.1, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
    });
    const inputs = Array.from({ length: 300 }, (_, i) => body(i));
    const calculate = medianMicroseconds(inputs, (b) => local.calculate(b, { language: 'en', unitSystem: 2 }), 1000) / 1000;
    return [
      ...sizes.map((s) => ({
        name: `slice ${s.family} (${(s.raw / 1024).toFixed(0)} KB JSON), gzip${s === largest ? ', largest' : ''}`,
        value: s.gzip / 1024,
        unit: 'KB gzip',
        target: 60,
      })),
      { name: `local calculate over the ${largest.family} slice (Node), new Te, median`, value: calculate, unit: 'ms' },
    ];
  } finally {
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  }
}
