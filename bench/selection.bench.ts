// The calculate call through the whole server (routing, validation, unit conversion, the catalogue's sizes, the
// sizing engine, rows with their part numbers and hashes, the envelope), by app.inject without a network. The
// issue's target: every size of the largest family in at most 20 ms on the server. Filter has the most sizes (47),
// TxvOld the most part numbers (674). Each call uses a new Te, so no operating point comes from the engine's cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import type { BenchRow } from './harness';

const CALLS = 150;

async function medianMilliseconds(call: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await call(CALLS + i);
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export async function run(): Promise<BenchRow[]> {
  const empty = mkdtempSync(path.join(tmpdir(), 'vs-bench-'));
  const app = await buildApp(
    loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent', SITE_DIR: path.join(empty, 'site'), WIDGETS_DIR: path.join(empty, 'widgets') }),
  );
  try {
    const calculate = (valveName: string, refrigerant: string) => async (i: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ucselection/calculate',
        payload: { valveName, refrigerant, conditions: { Te: { value: -25 + i * 0.1, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } } },
      });
      if (response.json<{ Result: number }>().Result !== 0) throw new Error(response.body);
    };
    const filter = await medianMilliseconds(calculate('Filter', 'R410A'));
    const txv = await medianMilliseconds(calculate('TxvOld', 'R404A'));
    return [
      { name: 'selection calculate, Filter (47 sizes), R410A, new conditions, median', value: filter, unit: 'ms', target: 20 },
      { name: 'selection calculate, TxvOld (38 sizes, 674 part numbers), R404A, median', value: txv, unit: 'ms', target: 20 },
    ];
  } finally {
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  }
}
