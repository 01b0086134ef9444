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

/** The sizing inputs of one family's sizes. */
function byFamily(sizes: Size[], series: Map<number, Series>, family: SizingFamily): SizeInput<SizingFamily, number>[] {
  return sizes.flatMap((size) => {
    const s = series.get(size.Serialid);
    const input = size.tech?.family === family && s ? sizingInput(family, size, s) : undefined;
    return input ? [input] : [];
  });
}

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
  const conditions = Array.from({ length: 200 }, (_, i) => ({ evaporatingTemperature: 263.15 + i * 0.01, condensingTemperature: 313.15, capacity: 10_000, superheat: 5, subcooling: 2 }));
  const perCall = medianMicroseconds(conditions, (c) => calculateSizes(family, { refrigerant: 'R134a', conditions: c, sizes: inputs }));
  const mixture = medianMicroseconds(conditions, (c) => calculateSizes(family, { refrigerant: 'R448A', conditions: c, sizes: inputs }), 600);
  const sameConditions = medianMicroseconds([conditions[0]!], (c) => calculateSizes(family, { refrigerant: 'R134a', conditions: c, sizes: inputs }));
  // The R744 high-pressure valve (Eev at A in gas-cooler operation): a homogeneous-equilibrium critical flux, ~20
  // isentropic (p, s) states, for each new gas-cooler outlet, shared by every size.
  const eevs = [...byFamily(items<Size>('sizes.json'), series, 'Eev')];
  const gasCooler = Array.from({ length: 50 }, (_, i) => ({ gasCooler: true, gasCoolerPressure: 90e5 + i * 1e3, gasCoolerOutletTemperature: 308.15, evaporatingTemperature: 263.15, capacity: 30_000, superheat: 5 }));
  const highPressure = medianMicroseconds(gasCooler, (c) => calculateSizes('Eev', { refrigerant: 'R744', conditions: c, sizes: eevs }));
  return [
    { name: `sizing: all ${inputs.length} ${family} sizes, new conditions (R134a)`, value: perCall / 1000, unit: 'ms', target: 20 },
    { name: `sizing: all ${inputs.length} ${family} sizes, new conditions (R448A, mixture)`, value: mixture / 1000, unit: 'ms', target: 20 },
    { name: `sizing: all ${inputs.length} ${family} sizes, conditions cached`, value: sameConditions / 1000, unit: 'ms' },
    { name: 'sizing: per size, conditions cached', value: sameConditions / inputs.length, unit: 'µs' },
    { name: `sizing: all ${eevs.length} Eev sizes as R744 high-pressure valves, new conditions`, value: highPressure / 1000, unit: 'ms', target: 20 },
  ];
}
