// `npm run fuzz [runs per call] [seed]`: the property-based fuzz of every API call (contract-fuzz.ts) with a large
// count (default 2,000 generated requests per call), on an in-memory database; then the schema fuzz of every route of
// the OpenAPI document over HTTP against `npm start` (schema-fuzz.test.ts) with FUZZ_RUNS (default 200) generated
// requests per route, on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Exit 1 on the first counterexample,
// printed shrunk with its seed so that it can be replayed.
import { spawnSync } from 'node:child_process';
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

if (process.exitCode !== 1) {
  const schemaFuzz = spawnSync('npx', ['vitest', 'run', 'tests/api/production/schema-fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: process.env['FUZZ_RUNS'] ?? '200', ...(seed !== undefined && { FUZZ_SEED: String(seed) }) },
  });
  if (schemaFuzz.status !== 0) process.exitCode = 1;
}
