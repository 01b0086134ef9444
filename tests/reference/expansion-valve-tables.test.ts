// Interpolation in makers' rating tables against the tables' own published cells: every other Tc row and Te column
// of each grid is dropped, and the engine's interpolation (src/engine/sizing/rating-table.ts) on the coarse grid
// must give back the dropped cells. Sources: Emerson EX4–EX8 R134a (mboogi/refrigeration-components-service
// valves_r134a.json, commit 74af15a, EX8 Tc 20 / Te −35 read 536 for its typo 5366) and RAC Brasil ESV13–ESV65 in
// R410A, R407C, R22, R134a, R404A (racbrasil/racselector tabelaESV.js, commit 78a74f2), both as in
// ../shared/reference-tables/expansion-valves.md; cells the import refuses, and their neighbours, are left out.
// At twice the published spacing a concave row bends away from its chord: bilinear reads low (never high beyond the
// tables' rounding), so these bounds are those of the coarse grid; at the published spacing the error is a quarter.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRatingTables } from '../../scripts/catalogue/ratings';
import type { RatingGridData } from '../../src/catalogue';
import { ratingTable } from '../../src/catalogue/sizing-inputs/rating-table';
import { interpolateGrid } from '../../src/engine/sizing/rating-table';

const K = 273.15;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/rating-tables');

/** Deviations (interpolated − published) ÷ published of the cells dropped from a grid, by refrigerant. */
function deviations(maker: string, fix: (text: string) => string = (t) => t): Map<string, number[]> {
  const text = fix(readFileSync(path.join(FIXTURES, maker, 'Eev-ratings.csv'), 'utf8'));
  const { tables, rejected } = parseRatingTables('Eev-ratings.csv', text);
  const refused = rejected.map((r) => r.text.split(',')).map(([size, refrigerant, tc, te]) => ({ size, refrigerant, tc: Number(tc), te: Number(te) }));
  const out = new Map<string, number[]>();
  for (const [size, table] of tables) {
    for (const [refrigerant, grid] of Object.entries(table.grids)) {
      const keepRow = (r: number) => r % 2 === 0;
      const coarse: RatingGridData = {
        teC: grid.teC.filter((_, c) => keepRow(c)),
        tcC: grid.tcC.filter((_, r) => keepRow(r)),
        capacityKW: grid.capacityKW.filter((_, r) => keepRow(r)).map((row) => row.filter((_, c) => keepRow(c))),
      };
      const engineGrid = ratingTable({ ...table, subcoolingFactors: undefined, grids: { [refrigerant]: coarse } } as never).grids[refrigerant]!;
      grid.capacityKW.forEach((row, r) =>
        row.forEach((published, c) => {
          if (published === null || (keepRow(r) && keepRow(c))) return;
          const tc = grid.tcC[r]!;
          const te = grid.teC[c]!;
          if (refused.some((x) => x.size === size && x.refrigerant === refrigerant && Math.abs(x.tc - tc) <= 10 && Math.abs(x.te - te) <= 10)) return;
          const at = interpolateGrid(engineGrid, te + K, tc + K);
          if (!at) return;
          const list = out.get(refrigerant) ?? [];
          list.push(at.capacity / 1000 / published - 1);
          out.set(refrigerant, list);
        }),
      );
    }
  }
  return out;
}

const summary = (devs: number[]) => ({ n: devs.length, worst: Math.max(...devs.map(Math.abs)), high: Math.max(...devs), mean: devs.reduce((s, d) => s + Math.abs(d), 0) / devs.length });

describe('interpolation gives back published cells', () => {
  it('Emerson EX4–EX8, R134a (whole kW, steep towards no drop)', () => {
    const s = summary(deviations('emerson-ex', (t) => t.replace('EX8,R134a,20,-35,5366', 'EX8,R134a,20,-35,536')).get('R134a')!);
    expect(s.n).toBeGreaterThan(300);
    expect(s.mean).toBeLessThan(0.03);
    expect(s.worst).toBeLessThan(0.25);
    // High only by the tables' own whole-kW rounding (EX4 prints 9, 10, 11 kW).
    expect(s.high).toBeLessThan(0.1);
  });

  it.each(['R410A', 'R407C', 'R22', 'R134a', 'R404A'])('RAC Brasil ESV, %s', (refrigerant) => {
    const s = summary(deviations('rac-esv').get(refrigerant)!);
    expect(s.n).toBeGreaterThan(100);
    expect(s.mean).toBeLessThan(0.015);
    expect(s.worst).toBeLessThan(0.03);
    // High only where a published cell itself sits low (ESV32 R410A Tc 30 / Te −20 reads 35.1 between 36.55 and 34.72).
    expect(s.high).toBeLessThan(0.02);
  });
});
