// `npm run fuzz [runs per call] [seed]`: the property-based fuzz of every API call (contract-fuzz.ts)
// with a large count (default 2,000 generated requests per call), on an in-memory database. Exit 1 on the first
// counterexample, printed shrunk with its seed so that it can be replayed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../host-site/server/app';
import { loadConfig } from '../../../host-site/server/config';
import { fuzzEveryCall } from './contract-fuzz';

const runs = Number(process.argv[2] ?? 2000);
const seed = process.argv[3] === undefined ? undefined : Number(process.argv[3]);
const empty = mkdtempSync(path.join(tmpdir(), 'vs-fuzz-'));
const app = await buildApp(
  loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent', CHECK_ANSWERS: '1', SITE_DIR: path.join(empty, 'site'), WIDGETS_DIR: path.join(empty, 'widgets'), MAX_EVENT_LOOP_DELAY_MS: '0' }),
);
const started = performance.now();
try {
  const outcome = await fuzzEveryCall(app, runs, 5_000, seed);
  console.log(
    `fuzz: ${outcome.requests} requests to ${outcome.calls} calls in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
      `every answer an envelope, no 5xx, slowest ${outcome.slowestMs.toFixed(0)} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
  rmSync(empty, { recursive: true, force: true });
}
