// Refrigerant property engine: saturation and (T, p) state timings (median over a temperature sweep) and
// the gzip size of one fluid's compact data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { saturation, state } from '../src/engine';
import { medianMicroseconds, type BenchRow } from './harness';

const sweep = (from: number, to: number, n: number) => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const temps = sweep(233.15, 323.15, 91);
  for (const name of ['R32', 'R134a', 'R744', 'R717']) {
    const T = name === 'R744' ? sweep(223.15, 298.15, 76) : temps;
    rows.push({ name: `${name} saturation (T), median`, value: medianMicroseconds(T, (t) => saturation(name, { T: t })), unit: 'µs', target: 3 });
  }
  const pressures = temps.map((T) => saturation('R32', { T }).p_bubble);
  rows.push({ name: 'R32 saturation (p), median', value: medianMicroseconds(pressures, (p) => saturation('R32', { p })), unit: 'µs' });
  for (const name of ['R410A', 'R407C']) {
    rows.push({ name: `${name} pseudo-pure saturation (T), median`, value: medianMicroseconds(temps, (t) => saturation(name, { T: t })), unit: 'µs', target: 11 });
  }
  // superheated vapour 10 K above saturation at 1 bar .. 20 bar, and subcooled liquid
  for (const name of ['R32', 'R134a', 'R410A']) {
    const vapour = temps.map((T) => ({ T: T + 10, p: saturation(name, { T }).p_dew }));
    const liquid = temps.map((T) => ({ T: T - 5, p: saturation(name, { T }).p_bubble }));
    rows.push({ name: `${name} state (T, p) vapour, median`, value: medianMicroseconds(vapour, (x) => state(name, x)), unit: 'µs', target: 5 });
    rows.push({ name: `${name} state (T, p) liquid, median`, value: medianMicroseconds(liquid, (x) => state(name, x)), unit: 'µs', target: 5 });
  }
  const ph = temps.map((T) => ({ p: saturation('R32', { T }).p_dew, h: saturation('R32', { T }).h_vapor + 20e3 }));
  rows.push({ name: 'R32 state (p, h) vapour, median', value: medianMicroseconds(ph, (x) => state('R32', x)), unit: 'µs' });
  const dataDir = path.resolve(import.meta.dirname, '../src/engine/refrigerants/data');
  for (const file of ['R32', 'R744', 'R410A']) {
    const bytes = gzipSync(readFileSync(path.join(dataDir, `${file}.json`)), { level: 9 }).length;
    rows.push({ name: `${file} data, gzip`, value: bytes / 1024, unit: 'KB gzip', target: 8 });
  }
  return rows;
}
