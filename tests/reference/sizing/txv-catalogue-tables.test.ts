// The demo thermostatic valves' rating tables against the maker's published rows (issue 36): a size carries a table
// for each refrigerant the maker publishes one for, and only those. The only published thermostatic tables we hold
// are Danfoss TE5–TE55 for R404A/R507 (./danfoss-te.ts, ../shared/reference-tables/expansion-valves.md §3), so the
// sizes charged for R404A/R507A carry those two grids, shaped on the Danfoss orifice of nearest Kv (small bodies
// fall less towards −40 °C than large ones), and every other refrigerant is graded by the model, which the answer says
// with its uncertainty.
import { describe, expect, it } from 'vitest';
import { readCatalogueData } from '../../../host-site/server/catalogue/load';
import { calculateSizes, type TxvRating } from '../../../src/engine';
import { txvOldRating } from '../../../src/catalogue/sizing-inputs/txv-old';
import { ROWS, TE } from './danfoss-te';

const K = 273.15;
const data = readCatalogueData();
const txvs = data.sizes.flatMap((s) => (s.tech?.family === 'TxvOld' ? [{ name: s.Name, serialid: s.Serialid, tech: s.tech }] : []));

/** The Danfoss row whose figures the grid's are a multiple of (to the grid's four digits), if any. */
function sourceRow(capacityKW: readonly (number | null)[]) {
  return ROWS.find((row) => {
    const ratios = row.kW.map((kW, i) => capacityKW[i]! / kW);
    return Math.max(...ratios) / Math.min(...ratios) - 1 < 2e-3;
  });
}

describe('demo TXVs: a table for each refrigerant the maker publishes one for', () => {
  it('has thermostatic sizes, some with tables and some without', () => {
    expect(txvs.filter((s) => s.tech.ratingTable).length).toBeGreaterThan(20);
    expect(txvs.filter((s) => !s.tech.ratingTable).length).toBeGreaterThan(0);
  });

  it.each(txvs.map((s) => ({ ...s, refrigerants: Object.keys(s.tech.ratedCapacityKW) })))('$name: $refrigerants', ({ tech, refrigerants }) => {
    const published = refrigerants.filter((r) => r === 'R404A' || r === 'R507A');
    expect(Object.keys(tech.ratingTable?.grids ?? {}).sort()).toEqual(published.sort());
    for (const r of published) {
      const grid = tech.ratingTable!.grids[r]!;
      expect(grid.teC).toEqual([...TE]);
      expect(grid.tcC).toEqual([45]);
      const row = sourceRow(grid.capacityKW[0]!);
      expect(row, `${r}: a multiple of a Danfoss row`).toBeDefined();
      // Small bodies on TE5 rows, the largest (Kv above 1) on TE55's.
      if (tech.kv < 0.19) expect(row!.orifice).toMatch(/^TE5 /);
      if (tech.kv > 1) expect(row!.orifice).toMatch(/^TE55 /);
    }
  });
});

describe('demo TXVs: the grading says which figures rest on the maker and which on the model', () => {
  const series = (id: number) => data.series.find((s) => s.Id === id)!;
  const size = txvs.find((s) => s.name === 'RFGB-05')!;
  const rating: TxvRating = txvOldRating(size.tech, series(size.serialid));
  const grade = (refrigerant: string) =>
    calculateSizes('TxvOld', {
      refrigerant,
      conditions: { evaporatingTemperature: K - 10, condensingTemperature: K + 45, subcooling: 4, superheat: 5, capacity: 1000, downstreamDrop: 0 },
      sizes: [{ key: size.name, rating }],
    })[0]!;

  it('reads R404A and R507A from the table at its node, with no uncertainty', () => {
    for (const r of ['R404A', 'R507A']) {
      expect(grade(r).provenance?.method).toBe('table');
      expect(grade(r).provenance?.uncertainty).toBeUndefined();
    }
  });

  it('grades R134a and R22 by the model and states its uncertainty: 2 % + 0.6 % per K below +5 °C, 11 % at −10 °C', () => {
    for (const r of ['R134a', 'R22']) {
      expect(grade(r).provenance?.method).toBe('model');
      expect(grade(r).provenance?.uncertainty).toBeCloseTo(0.11, 12);
    }
  });
});
