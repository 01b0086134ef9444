// Makers' rating tables: interpolation (exact at nodes, never overshooting, monotone), the makers' corrections, and
// the grading reading the table inside it and the model outside, with the method said. The tables are the published
// ones of ../shared/reference-tables/expansion-valves.md, kept as import files in tests/fixtures/rating-tables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRatingTables } from '../../../../scripts/catalogue/ratings';
import { ratingTable } from '../../../../src/catalogue/sizing-inputs/rating-table';
import { calculateSizes } from '../../../../src/engine/sizing/calculate';
import { interpolateGrid, subcoolingFactor } from '../../../../src/engine/sizing/rating-table';
import type { ConditionName } from '../../../../src/engine/sizing/fields';
import type { RatingGrid, RatingTable } from '../../../../src/engine/sizing/ratings';
import type { EevRating, TxvRating } from '../../../../src/engine/sizing/ratings';
import { saturation } from '../../../../src/engine';
import { equationOfState } from '../../../../src/engine/refrigerants';
import { findFluidData } from '../../../../src/engine/refrigerants/fluid-registry';

const saturationCitation = (fluid: string) => findFluidData(fluid)!.citation;
import { BAR, base, K } from './helpers';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/rating-tables');

/** A size's table from a fixture (an import file as a maker writes it). */
function fixtureTable(maker: string, size: string): RatingTable {
  const { tables } = parseRatingTables('Eev-ratings.csv', readFileSync(path.join(FIXTURES, maker, 'Eev-ratings.csv'), 'utf8'));
  return ratingTable(tables.get(size)!);
}

const grid = (te: number[], tc: number[], rows: number[][]): RatingGrid => ({
  te: Float64Array.from(te),
  tc: Float64Array.from(tc),
  capacity: Float64Array.from(rows.flat()),
});

describe('interpolation in a grid', () => {
  // Emerson EX5, R134a, kW (Tc 35…45 × Te −15…−5), reference-tables §1.
  const ex5 = grid([-15, -10, -5].map((t) => t + K), [35, 40, 45].map((t) => t + K), [[36, 35, 35], [37, 37, 37], [38, 38, 38]]);

  it('is exact at the nodes and says so', () => {
    expect(interpolateGrid(ex5, -10 + K, 40 + K)).toEqual({ capacity: 37, atNode: true });
    expect(interpolateGrid(ex5, -15 + K, 45 + K)).toEqual({ capacity: 38, atNode: true });
  });

  it('is bilinear between them', () => {
    // Half-way in both: the mean of the four corners 35, 35, 37, 37 (Te −10…−5, Tc 35…40).
    expect(interpolateGrid(ex5, -7.5 + K, 37.5 + K)).toEqual({ capacity: 36, atNode: false });
  });

  it('answers nothing outside the grid or where a weighted corner is missing', () => {
    expect(interpolateGrid(ex5, -16 + K, 40 + K)).toBeUndefined();
    expect(interpolateGrid(ex5, -10 + K, 46 + K)).toBeUndefined();
    const edge = grid([5, 10, 15].map((t) => t + K), [20, 25].map((t) => t + K), [[281, 90, NaN], [406, 322, 169]]);
    expect(interpolateGrid(edge, 12 + K, 22 + K)).toBeUndefined();
    // On the cell's edge the missing corner has no weight (EX8, Tc 25, between Te 10 and 15).
    expect(interpolateGrid(edge, 12.5 + K, 25 + K)!.capacity).toBeCloseTo((322 + 169) / 2, 12);
  });

  // Property: on any grid, a value lies within its cell's corners (never overshoots), and on a grid monotone along
  // Te the value is monotone along Te at any Tc.
  const arbitraryGrid = fc
    .record({
      nte: fc.integer({ min: 2, max: 6 }),
      ntc: fc.integer({ min: 2, max: 5 }),
      seed: fc.array(fc.double({ min: 0.1, max: 500, noNaN: true }), { minLength: 30, maxLength: 30 }),
    })
    .map(({ nte, ntc, seed }) => {
      const te = Array.from({ length: nte }, (_, i) => 233.15 + 5 * i);
      const tc = Array.from({ length: ntc }, (_, i) => 293.15 + 5 * i);
      const rows = tc.map((_, r) => te.map((__, c) => seed[(r * nte + c) % seed.length]!));
      const monotone = rows.map((row) => row.map((_, c) => row.slice(0, c + 1).reduce((a, b) => a + b, 0)));
      return { te, tc, rows, monotone };
    });

  it('never leaves the range of its cell, and is monotone where the grid is (fast-check)', () => {
    fc.assert(
      fc.property(arbitraryGrid, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), ({ te, tc, rows, monotone }, u, v, w) => {
        const x = te[0]! + u * (te.at(-1)! - te[0]!);
        const y = tc[0]! + v * (tc.at(-1)! - tc[0]!);
        const i = Math.min(te.length - 2, Math.floor(u * (te.length - 1)));
        const j = Math.min(tc.length - 2, Math.floor(v * (tc.length - 1)));
        const corners = [rows[j]![i]!, rows[j]![i + 1]!, rows[j + 1]![i]!, rows[j + 1]![i + 1]!];
        const q = interpolateGrid(grid(te, tc, rows), x, y)!.capacity;
        expect(q).toBeGreaterThanOrEqual(Math.min(...corners) * (1 - 1e-12));
        expect(q).toBeLessThanOrEqual(Math.max(...corners) * (1 + 1e-12));
        const g = grid(te, tc, monotone);
        const x2 = x + w * (te.at(-1)! - x);
        expect(interpolateGrid(g, x2, y)!.capacity).toBeGreaterThanOrEqual(interpolateGrid(g, x, y)!.capacity * (1 - 1e-12));
      }),
      { numRuns: 300 },
    );
  });
});

describe("the makers' corrections", () => {
  it("reads RAC Brasil's subcooling factors by their upper bounds (tabelaFatorSub.js, R22)", () => {
    const r22 = { upTo: [4, 10, 15, 20, 25, 30, 35, 40, 45, 50], factor: [1, 0.94, 0.9, 0.87, 0.83, 0.8, 0.77, 0.74, 0.72, 0.69] };
    expect([0, 4, 4.5, 10, 12, 50, 60].map((k) => subcoolingFactor(r22, k))).toEqual([1, 1, 0.94, 0.94, 0.9, 0.69, 0.69]);
  });
});

/** An EEV rating carrying a table, Kv as its data sheet states it (RAC ESV13 0.060; EX5 has none, a demo 1.0). */
const eev = (ratingTable: RatingTable, Kv: number): EevRating => ({ ...base, maxWorkingPressure: 60 * BAR, Kv, minOpening: 0.1, mopd: 40 * BAR, ratingTable });

function gradeEev(rating: EevRating, refrigerant: string, c: Partial<Record<ConditionName, number>>) {
  const [result] = calculateSizes('Eev', { refrigerant, conditions: { capacity: 5000, position: 'A', upstreamDrop: 0, downstreamDrop: 0, superheat: 1, subcooling: 0, ...c }, sizes: [{ key: 'x', rating }] });
  return result!;
}

describe('grading by the table inside it, by the model outside', () => {
  const ex5 = fixtureTable('emerson-ex', 'EX5');

  it('reads the published capacity at a node (Emerson EX5, R134a, Tc 40 / Te −10: 37 kW)', () => {
    const r = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K });
    expect(r.values.capacity).toBeCloseTo(37_000, 6);
    expect(r.provenance).toMatchObject({ method: 'table', basis: { kind: 'table', standard: 'Emerson EX4-8 (as transcribed)', subcooling: 0, superheat: 1, losses: 0 }, corrections: [] });
    expect(r.provenance!.equationOfState).toEqual({ kind: 'pure', citations: ['TillnerRoth-JPCRD-1994'], reference: 'IIR' });
    // Opening = duty ÷ full capacity, as the model grades it.
    expect(r.values.opening).toBeCloseTo(5000 / 37_000, 9);
  });

  it('interpolates between nodes, within the published neighbours', () => {
    const r = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -12.5 + K, condensingTemperature: 42.5 + K });
    expect(r.provenance!.method).toBe('interpolated');
    // EX5 Tc 40/45 × Te −15/−10: 37, 37, 38, 38.
    expect(r.values.capacity).toBeCloseTo(37_500, 6);
  });

  it('takes the drop the line and distributor leave off the table, as √(Δp/Δp_table)', () => {
    const r = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K, upstreamDrop: 1.5 * BAR });
    const pk = saturation('R134a', { T: 40 + K }).p_dew;
    const pe = saturation('R134a', { T: -10 + K }).p_dew;
    const factor = Math.sqrt((pk - pe - 1.5 * BAR) / (pk - pe));
    expect(r.provenance!.corrections).toEqual([{ code: 'drop', factor: expect.closeTo(factor, 12) }]);
    expect(r.values.capacity).toBeCloseTo(37_000 * factor, 6);
  });

  it('divides by the maker’s subcooling factor (RAC ESV13, R22, Tc 40 / Te 0: 4.58 kW; 10 K subcooling: factor 0.94)', () => {
    const esv13 = fixtureTable('rac-esv', 'ESV13');
    const at4 = gradeEev(eev(esv13, 0.06), 'R22', { evaporatingTemperature: 0 + K, condensingTemperature: 40 + K, subcooling: 4 });
    expect(at4.values.capacity).toBeCloseTo(4580, 6);
    const at10 = gradeEev(eev(esv13, 0.06), 'R22', { evaporatingTemperature: 0 + K, condensingTemperature: 40 + K, subcooling: 10 });
    expect(at10.values.capacity).toBeCloseTo(4580 / 0.94, 6);
    expect(at10.provenance!.corrections).toEqual([{ code: 'subcooling', factor: expect.closeTo(1 / 0.94, 12) }]);
  });

  it('corrects a table without factors by the refrigerating effect (Emerson Kt), more subcooling more capacity', () => {
    const r = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K, subcooling: 5 });
    const [correction] = r.provenance!.corrections;
    expect(correction!.code).toBe('subcooling');
    // R134a, 40 °C liquid → 35 °C at −10 °C: Δh 142.0 → 149.5 kJ/kg, about +5 % (saturated-liquid slope ≈ 1.5 kJ/kg K).
    expect(correction!.factor).toBeGreaterThan(1.04);
    expect(correction!.factor).toBeLessThan(1.07);
  });

  it('anchors the model to the table outside it (extrapolated), continuous at the edge', () => {
    const edge = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -45 + K, condensingTemperature: 40 + K });
    expect(edge.provenance!.method).toBe('table');
    const beyond = gradeEev(eev(ex5, 1), 'R134a', { evaporatingTemperature: -45.01 + K, condensingTemperature: 40 + K });
    expect(beyond.provenance!.method).toBe('extrapolated');
    expect(beyond.provenance!.corrections.map((c) => c.code)).toEqual(['anchor']);
    expect(beyond.values.capacity! / edge.values.capacity!).toBeCloseTo(1, 3);
  });

  it('uses the model alone for a refrigerant the table lacks, and says so', () => {
    const r = gradeEev(eev(ex5, 1), 'R410A', { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K });
    expect(r.provenance).toMatchObject({ method: 'model', basis: { kind: 'kv' }, corrections: [] });
    // R410A is a pseudo-pure fluid in the engine (one Helmholtz equation of its own), R448A a multi-fluid blend.
    expect(r.provenance!.equationOfState.kind).toBe('pseudo-pure');
    const blend = equationOfState('R448A');
    expect(blend.kind).toBe('mixture');
    expect(blend.citations).toEqual(expect.arrayContaining([saturationCitation('R32'), saturationCitation('R1234yf')]));
  });

  it('grades a thermostatic valve by its table too', () => {
    const txv: TxvRating = { ...base, Kv: 0.2, equalizer: 'external', evaporatingMin: -40 + K, evaporatingMax: 10 + K, ratingTable: ex5 };
    const [r] = calculateSizes('TxvOld', { refrigerant: 'R134a', conditions: { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K, capacity: 30_000, superheat: 1, subcooling: 0, upstreamDrop: 0, downstreamDrop: 0 }, sizes: [{ key: 't', rating: txv }] });
    expect(r!.provenance!.method).toBe('table');
    expect(r!.values.capacity).toBeCloseTo(37_000, 6);
    expect(r!.values.loadRatio).toBeCloseTo(30 / 37, 9);
  });

  it('gives every family a provenance: line valves their Kv, driers their AHRI 710 rating', () => {
    const [sov] = calculateSizes('Sov', { refrigerant: 'R134a', conditions: { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K, capacity: 5000 }, sizes: [{ key: 's', rating: { ...base, Kv: 0.5, mopd: 20 * BAR, minOpeningDp: 0, normallyOpen: false } }] });
    expect(sov!.provenance).toMatchObject({ method: 'model', basis: { kind: 'kv', standard: 'IEC 60534-2-1' } });
    const filter = {
      ...base,
      ratedCapacity: { R134a: 20_000 },
      ratedDp: 0.07 * BAR,
      ratedPosition: 'A' as const,
      ratingConditions: { Te: -15 + K, Tk: 30 + K, superheat: 0, subcooling: 0 },
    };
    const [drier] = calculateSizes('Filter', { refrigerant: 'R134a', conditions: { evaporatingTemperature: -10 + K, condensingTemperature: 40 + K, capacity: 5000 }, sizes: [{ key: 'f', rating: filter }] });
    expect(drier!.provenance).toMatchObject({ method: 'model', basis: { kind: 'rating', standard: 'AHRI 710', drop: 0.07 * BAR, liquidTemperature: 30 + K } });
  });
});
