import { describe, expect, it } from 'vitest';
import type { EevRating } from '../../../../../src/engine/sizing';
import { REVERSE_KV_FACTOR } from '../../../../../src/engine/sizing/overrides/dpf-r';
import { PART_LOAD } from '../../../../../src/engine/sizing';
import { BAR, base, capacityOf, codes, grade, inside } from '../helpers';

const eev: EevRating = { ...base, Kv: 0.2, minOpening: 0.1, mopd: 30 * BAR };

describe('Eev model', () => {
  const C = capacityOf('Eev', eev);
  it.each([
    [inside(0.1 * C, true), 'Prohibited', 'opening_below_minimum'],
    [inside(0.1 * C, false), 'Available', 'opening_low'],
    [inside(0.3 * C, true), 'Available', 'opening_low'],
    [inside(0.3 * C, false), 'Optimal', 'opening_in_band'],
    [inside(0.8 * C, true), 'Optimal', 'opening_in_band'],
    [inside(0.8 * C, false), 'Available', 'opening_high'],
    [inside(C, true), 'Available', 'opening_high'],
    [inside(C, false), 'Prohibited', 'opening_above_full'],
  ])('grades the opening at the band edges (duty %f W)', (Capicity, g, code) => {
    const r = grade('Eev', eev, { Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
  it('reports the opening as duty ÷ fully open capacity (linear characteristic)', () => {
    expect(grade('Eev', eev, { Capicity: 0.5 * C }).values.opening).toBeCloseTo(0.5, 12);
  });
  it('defaults Dp1 to 0.2 bar: the available drop is pk − pe − 0.2 bar', () => {
    const r = grade('Eev', eev);
    const r0 = grade('Eev', eev, { Dp1: 0 });
    expect(r0.values.availableDrop! - r.values.availableDrop!).toBeCloseTo(0.2 * BAR, 6);
  });
  it('checks inverter systems at part load', () => {
    const Capicity = 0.3 * C; // opening 0.3, at part load 0.09 < 0.1
    expect(codes(grade('Eev', eev, { Capicity, FrequencyType: 0 }))).toContain('part_load_below_minimum_opening');
    expect(codes(grade('Eev', eev, { Capicity, FrequencyType: 1 }))).not.toContain('part_load_below_minimum_opening');
    expect(PART_LOAD).toBe(0.3);
  });
  // Issue 10: the lowest part load (Load, %). With a linear characteristic (Emerson EX bulletin) the opening falls in
  // proportion to the duty: opening 0.5 at design is 0.5 · 25 % = 0.125 at 25 % load, 0.05 at 10 %.
  it('checks the opening at the lowest part load the user gives, by duty × Load', () => {
    const Capicity = 0.5 * C;
    expect(codes(grade('Eev', eev, { Capicity, Load: 25 }))).not.toContain('part_load_below_minimum_opening');
    const r = grade('Eev', eev, { Capicity, Load: 10 });
    expect(r.grade).toBe('Available');
    const reason = r.reasons.find((x) => x.code === 'part_load_below_minimum_opening')!;
    expect(reason.values.opening).toBeCloseTo(0.05, 9);
    expect(reason.values.partLoad).toBe(0.1);
    // An inverter's own part load applies when it is the lower one; a lower Load replaces it.
    expect(grade('Eev', eev, { Capicity: 0.3 * C, FrequencyType: 0, Load: 50 }).reasons[0]!.values.partLoad).toBe(PART_LOAD);
    expect(grade('Eev', eev, { Capicity: 0.5 * C, FrequencyType: 0, Load: 10 }).reasons[0]!.values.partLoad).toBe(0.1);
  });
  it('prohibits a differential above the MOPD', () => {
    expect(codes(grade('Eev', { ...eev, mopd: 5 * BAR }))).toContain('mopd_exceeded');
  });
  it('DPF(R) is sized both ways and graded on the worse (the reverse Kv is smaller)', () => {
    const Capicity = inside(0.8 * C * REVERSE_KV_FACTOR, false); // forward opening ≈ 0.72, reverse just above 0.8
    expect(grade('Eev', eev, { Capicity }).grade).toBe('Optimal');
    const r = grade('Eev', eev, { Capicity }, 'R134a', 'DPF(R)');
    expect(r.grade).toBe('Available');
    expect(r.values.opening).toBeCloseTo(0.8, 6);
  });
});
