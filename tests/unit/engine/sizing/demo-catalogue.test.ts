// Every calculating family of the demo catalogue, mapped by src/catalogue/sizing-inputs, computes and grades every
// size with at least one reason, at ordinary conditions for a pure fluid, a pseudo-pure blend and a mixture.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Series, Size } from '../../../../src/catalogue';
import { sizingInput } from '../../../../src/catalogue/sizing-inputs';
import { calculateSizes, type SizingFamily } from '../../../../src/engine';

const dataDir = path.resolve(import.meta.dirname, '../../../../host-site/server/catalogue/data');
const items = <T>(file: string): T[] => (JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as { items: T[] }).items;
const series = new Map(items<Series>('series.json').map((s) => [s.Id, s]));
const sizes = items<Size>('sizes.json');

const FAMILIES: SizingFamily[] = ['Sov', 'TxvOld', 'Eev', 'Mv4', 'Filter', 'Xtf', 'Eprv', 'Cvs', 'Bv', 'Ssv', 'Sg'];

describe.each(FAMILIES)('%s on the demo catalogue', (family) => {
  const inputs = sizes.filter((s) => s.tech?.family === family).map((s) => sizingInput(family, s, series.get(s.Serialid)!)!);
  it.each(['R134a', 'R410A', 'R448A'])('grades every size with %s', (refrigerant) => {
    // Filters with NormalType/EqualType/ChargingType at −1 or defaults; Sov lists NC valves by default.
    const results = calculateSizes(family, { refrigerant, conditions: { evaporatingTemperature: 268.15, condensingTemperature: 318.15, capacity: 8000, superheat: 5, subcooling: 2 }, sizes: inputs });
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      expect(r.reasons.length, JSON.stringify(r)).toBeGreaterThan(0);
      expect(Number.isFinite(r.values.massFlow)).toBe(true);
    }
  });
});
