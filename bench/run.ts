// Runs every bench/*.bench.ts and prints one table of figures against their targets.
// Exit code stays 0 when a target is missed: benchmarks report, tests decide.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './harness';

const benchDir = import.meta.dirname;
const only = process.argv.slice(2);
const files = (await readdir(benchDir))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows: (BenchRow & { file: string })[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { run: () => Promise<BenchRow[]> };
  for (const row of await mod.run()) rows.push({ ...row, file });
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const width = Math.max(...rows.map((r) => r.name.length), 10);
console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(9)}  ${'target'.padStart(9)}  unit      verdict`);
for (const r of rows) {
  const verdict = r.target === undefined ? 'info' : r.value <= r.target ? 'ok' : 'MISSED';
  const target = r.target === undefined ? '' : fmt(r.target);
  console.log(`${r.name.padEnd(width)}  ${fmt(r.value).padStart(9)}  ${target.padStart(9)}  ${r.unit.padEnd(8)}  ${verdict}`);
}
