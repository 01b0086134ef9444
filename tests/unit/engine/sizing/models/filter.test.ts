import { describe, expect, it } from 'vitest';
import { valveCapacity, type FilterRating } from '../../../../../src/engine/sizing';
import { filterKv } from '../../../../../src/engine/sizing/models/filter';
import { base, capacityOf, codes, grade, inside, K } from '../helpers';

// AHRI 710 rating: 30 °C liquid, −15 °C evaporating, 0.07 bar.
const rating = { Te: K - 15, Tk: K + 30, superheat: 0, subcooling: 0 };
const drier: FilterRating = { ...base, ratedCapacity: { R134a: 10_000, R22: 12_000 }, ratedDp: 0.07e5, ratedPosition: 'A', ratingConditions: rating };

describe('Filter model', () => {
  it('derives an equivalent Kv that gives back the rated capacity at the rating drop', () => {
    const kv = filterKv(drier, 'R134a');
    expect(valveCapacity({ refrigerant: 'R134a', position: 'A', Kv: kv, dp: 0.07e5, ...rating })).toBeCloseTo(10_000, 6);
    // A refrigerant the rating does not list uses the first one listed.
    expect(filterKv(drier, 'R407C')).toBe(kv);
  });
  const C = capacityOf('Filter', drier);
  it.each([
    [inside(C, true), 'Optimal', 'load_in_band'],
    [inside(C, false), 'Available', 'drop_high'],
    [inside(0.5 * C, false), 'Optimal', 'load_in_band'],
    [inside(0.5 * C, true), 'Available', 'oversized'],
    [inside(Math.SQRT2 * C, false), 'Prohibited', 'drop_above_allowed'], // 0.14 bar = DpAlow default
  ])('grades at the band edges (duty %f W)', (Capicity, g, code) => {
    const r = grade('Filter', drier, { capacity: Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
});
