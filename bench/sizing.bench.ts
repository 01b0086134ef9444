// Sizing speed: every size of the demo catalogue's largest calculating family at one set of conditions (target at
// most 20 ms on the server). Each measured call uses conditions not seen before (the evaporating temperature
// steps by 0.01 K), so the operating point is computed every time, as for a new request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { calculateSizes, isSizingFamily, type SizeInput, type SizingFamily } from '../src/engine';
import { sizingInput } from '../src/catalogue/sizing-inputs';
import type { Series, Size } from '../src/catalogue';
import { medianMicroseconds, type BenchRow } from './harness';

const dataDir = path.resolve(import.meta.dirname, '../host-site/server/catalogue/data');
const items = <T>(file: string): T[] => (JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as { items: T[] }).items;

function largestFamily(sizes: Size[], series: Map<number, Series>): { family: SizingFamily; inputs: SizeInput<SizingFamily, number>[] } {
  const byFamily = new Map<SizingFamily, SizeInput<SizingFamily, number>[]>();
  for (const size of sizes) {
    const family = size.tech?.family;
    const s = series.get(size.Serialid);
    if (!family || !s || !isSizingFamily(family)) continue;
    const input = sizingInput(family, size, s);
    if (input) byFamily.set(family, [...(byFamily.get(family) ?? []), input]);
  }
  const [family, inputs] = [...byFamily].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { family, inputs };
}

export async function run(): Promise<BenchRow[]> {
  const series = new Map(items<Series>('series.json').map((s) => [s.Id, s]));
  const { family, inputs } = largestFamily(items<Size>('sizes.json'), series);
  const conditions = Array.from({ length: 200 }, (_, i) => ({ Te: 263.15 + i * 0.01, Tk: 313.15, Capicity: 10_000, DTSH1: 5, DTSC1: 2 }));
  const perCall = medianMicroseconds(conditions, (c) => calculateSizes(family, { refrigerant: 'R134a', conditions: c, sizes: inputs }));
  const mixture = medianMicroseconds(conditions, (c) => calculateSizes(family, { refrigerant: 'R448A', conditions: c, sizes: inputs }), 600);
  const sameConditions = medianMicroseconds([conditions[0]!], (c) => calculateSizes(family, { refrigerant: 'R134a', conditions: c, sizes: inputs }));
  return [
    { name: `sizing: all ${inputs.length} ${family} sizes, new conditions (R134a)`, value: perCall / 1000, unit: 'ms', target: 20 },
    { name: `sizing: all ${inputs.length} ${family} sizes, new conditions (R448A, mixture)`, value: mixture / 1000, unit: 'ms', target: 20 },
    { name: `sizing: all ${inputs.length} ${family} sizes, conditions cached`, value: sameConditions / 1000, unit: 'ms' },
    { name: 'sizing: per size, conditions cached', value: sameConditions / inputs.length, unit: 'µs' },
  ];
}
