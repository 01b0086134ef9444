// https://github.com/valve-selector/issues/23: R744 sizing failed for 78 of 2,867 gas-cooler conditions (75 bar /
// 30 ℃ among them) with no_convergence from the property engine's flashes. Every condition of the grid (Pgc 74…140
// bar, Tgc 10…60 ℃, Te −50…+10 ℃) answers for the families that size the high side, in every line position; the
// only refusals are the two physics forbids, each named with its field and limits, and found independently here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Series, Size } from '../../../../src/catalogue';
import { sizingInput } from '../../../../src/catalogue/sizing-inputs';
import { calculateSizes, EngineError, saturation, state, type SizingFamily } from '../../../../src/engine';
import { isOutOfRange } from '../../../../src/engine/errors';

const K = 273.15;
const BAR = 1e5;
const dataDir = path.resolve(import.meta.dirname, '../../../../host-site/server/catalogue/data');
const items = <T>(file: string): T[] => (JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as { items: T[] }).items;
const series = new Map(items<Series>('series.json').map((s) => [s.Id, s]));
const sizes = items<Size>('sizes.json');

/** One size of each regulation (regulators) or the first size (others): what differs between sizes is only Kv. */
function representatives(family: SizingFamily) {
  const inputs = sizes.filter((s) => s.tech?.family === family).map((s) => sizingInput(family, s, series.get(s.Serialid)!)!);
  const seen = new Set<string>();
  return inputs.filter((i) => {
    const kind = 'regulation' in i.rating ? String(i.rating.regulation) : '';
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

const GRID: { Pgc: number; Tgc: number; Te: number }[] = [];
for (let Pgc = 74; Pgc <= 140; Pgc += 3) {
  for (let Tgc = 10; Tgc <= 60; Tgc += 5) for (let Te = -50; Te <= 10; Te += 5) if (Tgc > Te) GRID.push({ Pgc: Pgc * BAR, Tgc: K + Tgc, Te: K + Te });
}

/** The outlet leaves no refrigerating effect: its enthalpy is not below the evaporator outlet's (Te + 5 K superheat). */
function tooWarm(c: (typeof GRID)[number]): boolean {
  const evaporator = saturation('R744', { T: c.Te });
  return state('R744', { p: c.Pgc, T: c.Tgc }).h >= state('R744', { p: evaporator.p_dew, T: c.Te + 5 }).h;
}

const CASES: readonly (readonly [SizingFamily, 'A' | 'C' | 'D'])[] = [
  ['Eev', 'A'],
  ['Eev', 'D'],
  ['Bv', 'A'],
  ['Bv', 'D'],
  ['Xtf', 'A'],
  ['Xtf', 'C'],
  ['Xtf', 'D'],
  ['Eprv', 'A'],
  ['Eprv', 'C'],
  ['Eprv', 'D'],
];

// One test per gas-cooler pressure (23 of them, each 125 conditions or fewer): the whole grid was one test of 86–118 s
// on a loaded machine, past the 60 s guard against a hung test; each pressure's share stays well inside it.
const PRESSURES = [...new Set(GRID.map((c) => c.Pgc))];

describe('R744 gas-cooler conditions: every one answers', () => {
  it('the grid spans Pgc 74…140 bar, Tgc 10…60 ℃ and Te −50…+10 ℃: more than 2,800 conditions', () => {
    expect(GRID.length).toBeGreaterThan(2800);
    expect(PRESSURES.map((p) => p / BAR)).toEqual(Array.from({ length: 23 }, (_, i) => 74 + 3 * i));
  });

  const sized = new Map(CASES.map(([family]) => [family, representatives(family)]));
  it.each(PRESSURES.map((Pgc) => [Pgc / BAR, GRID.filter((c) => c.Pgc === Pgc)] as const))(
    `Pgc %i bar: its conditions × ${CASES.length} families and positions answer, or Tgc is refused as too warm to cool`,
    (_, conditions) => {
      let answered = 0;
      let refused = 0;
      // conditions outermost: the families share each operating point (and its cached states)
      for (const c of conditions) {
        // the high-pressure valve (Eev at A) needs its receiver above the evaporating pressure: 35 bar unless Te is warmer
        const Prec = Math.max(35 * BAR, saturation('R744', { T: c.Te }).p_dew + 5 * BAR);
        const warm = tooWarm(c);
        for (const [family, Pos] of CASES) {
          const where = `${family} ${Pos} Pgc ${c.Pgc / BAR} bar, Tgc ${c.Tgc - K} ℃, Te ${c.Te - K} ℃`;
          try {
            const rows = calculateSizes(family, { refrigerant: 'R744', conditions: { position: Pos, gasCooler: true, gasCoolerPressure: c.Pgc, gasCoolerOutletTemperature: c.Tgc, evaporatingTemperature: c.Te, receiverPressure: Prec, capacity: 20_000, superheat: 5 }, sizes: sized.get(family)! });
            expect(warm, `${where} answered`).toBe(false);
            for (const row of rows) expect(row.values.massFlow, where).toBeGreaterThan(0);
            answered++;
          } catch (error) {
            if (!(error instanceof EngineError)) throw error;
            // too warm to leave any refrigerating effect: refused on Tgc with the warmest outlet that still cools
            expect(error.detail, where).toMatchObject({ code: 'out_of_range', quantity: 'temperature', field: 'gasCoolerOutletTemperature', value: c.Tgc, min: c.Te });
            expect(warm, where).toBe(true);
            expect(isOutOfRange(error.detail) && error.detail.max).toBeLessThan(c.Tgc);
            refused++;
          }
        }
      }
      expect(answered + refused).toBe(conditions.length * CASES.length);
      expect(refused).toBe(conditions.filter(tooWarm).length * CASES.length);
    },
  );
});
