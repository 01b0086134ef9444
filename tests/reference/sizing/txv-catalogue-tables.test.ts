// The demo thermostatic valves' rating tables against the maker's published rows (issue 36): a size carries a table
// for each refrigerant it is charged for that the maker publishes one for, and only those. The thermostatic tables we
// hold are Danfoss TE5–TE55's at Tc 45 °C: R404A/R507 (../shared/reference-tables/expansion-valves.md §3) and R22,
// R134a, R407C, R448A/R449A, one transcription the catalogue generator reads too (scripts/reference-data/danfoss-te.ts:
// this test checks what the generator made of it, not the figures against a copy of themselves). Each grid is one such row (the Danfoss
// orifice of nearest Kv, the same orifice in every refrigerant of a size) scaled to the size, so small bodies fall
// less towards −40 °C than large ones, as Danfoss's do; every other refrigerant (R410A, R32, R454B, R513A, R290: no
// TE5–TE55 table) is graded by the model, which the answer says with its uncertainty.
import { describe, expect, it } from 'vitest';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { calculateSizes, type TxvRating } from '../../../src/engine';
import { txvOldRating } from '../../../src/catalogue/sizing-inputs/txv-old';
import { DANFOSS_TE_TABLES as PUBLISHED } from '../../../scripts/reference-data/danfoss-te';

const K = 273.15;
const data = readCatalogueData();
const txvs = data.sizes.flatMap((s) => (s.tech?.family === 'TxvOld' ? [{ name: s.Name, serialid: s.Serialid, tech: s.tech }] : []));

/** The published row whose figures the grid's are a multiple of (to the grid's four digits), if any. */
function sourceRow(refrigerant: string, capacityKW: readonly (number | null)[]) {
  return PUBLISHED[refrigerant]!.rows.find((row) => {
    const ratios = row.kW.map((kW, i) => capacityKW[i]! / kW);
    return Math.max(...ratios) / Math.min(...ratios) - 1 < 2e-3;
  });
}

describe('demo TXVs: a table for each refrigerant the maker publishes one for', () => {
  it('every thermostatic size carries a table (each is charged for at least one published refrigerant)', () => {
    expect(txvs.length).toBeGreaterThan(30);
    for (const s of txvs) expect(s.tech.ratingTable, s.name).toBeDefined();
  });

  it.each(txvs.map((s) => ({ ...s, refrigerants: Object.keys(s.tech.ratedCapacityKW) })))('$name: $refrigerants', ({ tech, refrigerants }) => {
    const published = refrigerants.filter((r) => r in PUBLISHED);
    expect(Object.keys(tech.ratingTable?.grids ?? {}).sort()).toEqual(published.sort());
    const orifices = new Set<string>();
    for (const r of published) {
      const grid = tech.ratingTable!.grids[r]!;
      expect(grid.teC).toEqual([...PUBLISHED[r]!.teC]);
      expect(grid.tcC).toEqual([45]);
      const row = sourceRow(r, grid.capacityKW[0]!);
      expect(row, `${r}: a multiple of a Danfoss row`).toBeDefined();
      orifices.add(row!.orifice);
      // Small bodies on TE5 rows, the largest (Kv above 1) on TE55's.
      if (tech.kv < 0.19) expect(row!.orifice).toMatch(/^TE5 /);
      if (tech.kv > 1) expect(row!.orifice).toMatch(/^TE55 /);
      // The grid reads the size's rated capacity for that refrigerant at +5 °C (interpolated between 0 and +10 °C on
      // a 10 K table): the rated figures and the tables tell one story.
      const at5 = grid.teC.indexOf(5);
      const read = at5 >= 0 ? grid.capacityKW[0]![at5]! : (grid.capacityKW[0]![grid.teC.indexOf(0)]! + grid.capacityKW[0]![grid.teC.indexOf(10)]!) / 2;
      expect(read / tech.ratedCapacityKW[r]! - 1).toBeLessThan(0.01);
      expect(read / tech.ratedCapacityKW[r]! - 1).toBeGreaterThan(-0.01);
    }
    // One orifice per size: the refrigerants' tables are the same valve's.
    expect(orifices.size).toBeLessThanOrEqual(1);
  });

  it('covers R22, R134a, R407C, R448A and R449A besides R404A/R507A, and leaves the refrigerants without a table to the model', () => {
    const withGrid = new Set(txvs.flatMap((s) => Object.keys(s.tech.ratingTable?.grids ?? {})));
    expect([...withGrid].sort()).toEqual(['R134a', 'R22', 'R404A', 'R407C', 'R448A', 'R449A', 'R507A']);
    const charged = new Set(txvs.flatMap((s) => Object.keys(s.tech.ratedCapacityKW)));
    expect([...charged].filter((r) => !withGrid.has(r)).sort()).toEqual(['R290', 'R32', 'R410A', 'R454B', 'R513A']);
  });
});

describe('demo TXVs: the grading says which figures rest on the maker and which on the model', () => {
  const series = (id: number) => data.series.find((s) => s.Id === id)!;
  const rating = (name: string): TxvRating => {
    const size = txvs.find((s) => s.name === name)!;
    return txvOldRating(size.tech, series(size.serialid));
  };
  const grade = (name: string, refrigerant: string, teC = -10) =>
    calculateSizes('TxvOld', {
      refrigerant,
      conditions: { evaporatingTemperature: K + teC, condensingTemperature: K + 45, subcooling: 4, superheat: 5, capacity: 1000, downstreamDrop: 0 },
      sizes: [{ key: name, rating: rating(name) }],
    })[0]!;

  it('reads every published refrigerant from the table at its node, with no uncertainty', () => {
    for (const r of ['R404A', 'R507A', 'R22', 'R134a', 'R407C', 'R448A', 'R449A']) {
      const row = grade('RFGB-05', r);
      expect(row.provenance?.method, r).toBe('table');
      expect(row.provenance?.uncertainty, r).toBeUndefined();
    }
  });

  it('interpolates between nodes, still with no uncertainty', () => {
    for (const r of ['R22', 'R134a', 'R448A']) {
      const row = grade('RFGB-05', r, -12);
      expect(row.provenance?.method, r).toBe('interpolated');
      expect(row.provenance?.uncertainty, r).toBeUndefined();
    }
  });

  it('a bi-flow size without R404A (RFGD) now reads R22 and R407C from its table', () => {
    for (const r of ['R22', 'R407C']) expect(grade('RFGD-02', r).provenance?.method, r).toBe('table');
  });

  it('grades R410A, R513A and R32 by the model and states its uncertainty: 2 % + 0.6 % per K below +5 °C, 11 % at −10 °C', () => {
    for (const [name, r] of [['RFGB-05', 'R410A'], ['RFGB-05', 'R513A'], ['RFKH-03', 'R32']] as const) {
      const row = grade(name, r);
      expect(row.provenance?.method, r).toBe('model');
      expect(row.provenance?.uncertainty, r).toBeCloseTo(0.11, 12);
    }
  });

  it('the table read at a node is the published figure scaled to the size (R22, RFGB-05, −10 °C)', () => {
    const size = txvs.find((s) => s.name === 'RFGB-05')!;
    const grid = size.tech.ratingTable!.grids.R22!;
    const row = sourceRow('R22', grid.capacityKW[0]!)!;
    const scale = grid.capacityKW[0]![PUBLISHED.R22!.teC.indexOf(5)]! / row.kW[PUBLISHED.R22!.teC.indexOf(5)]!;
    const published = row.kW[PUBLISHED.R22!.teC.indexOf(-10)]! * scale * 1000;
    expect(grade('RFGB-05', 'R22').values.capacity! / published - 1).toBeLessThan(2e-3);
    expect(grade('RFGB-05', 'R22').values.capacity! / published - 1).toBeGreaterThan(-2e-3);
  });
});
