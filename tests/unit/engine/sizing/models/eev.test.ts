import { describe, expect, it } from 'vitest';
import type { EevRating } from '../../../../../src/engine/sizing';
import { REVERSE_KV_FACTOR } from '../../../../../src/engine/sizing/overrides/dpf-r';
import { PART_LOAD } from '../../../../../src/engine/sizing';
import { ratedKv } from '../../../../../src/engine/sizing/physics/electronic';
import { BAR, K, base, capacityOf, codes, grade, inside } from '../helpers';

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
    const r = grade('Eev', eev, { capacity: Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
  it('reports the opening as duty ÷ fully open capacity (linear characteristic)', () => {
    expect(grade('Eev', eev, { capacity: 0.5 * C }).values.opening).toBeCloseTo(0.5, 12);
  });
  // Issue 36: the specification's defaults stand, Dp1 0.2 bar and Dp2 0 (not Emerson's 1.5 bar of losses); the default
  // 2 K of subcooling covers the 0.2 bar at 40 °C (R134a: 0.29 bar/K), so no flash gas.
  it('defaults the losses to the specification\'s 0.2 bar: the available drop is pk − pe − 0.2 bar', () => {
    const r = grade('Eev', eev);
    const r0 = grade('Eev', eev, { upstreamDrop: 0, downstreamDrop: 0 });
    expect(r0.values.availableDrop! - r.values.availableDrop!).toBeCloseTo(0.2 * BAR, 6);
    expect(r.values.capacity! / r0.values.capacity!).toBeCloseTo(Math.sqrt(r.values.availableDrop! / r0.values.availableDrop!), 3);
  });

  it('shows the opening at the lowest part load beside the design opening', () => {
    expect(grade('Eev', eev, { capacity: 0.5 * C }).values.partLoadOpening).toBeCloseTo(0.5, 12);
    expect(grade('Eev', eev, { capacity: 0.5 * C, lowestLoad: 25 }).values.partLoadOpening).toBeCloseTo(0.125, 12);
    expect(grade('Eev', eev, { capacity: 0.5 * C, compressorSpeed: 0 }).values.partLoadOpening).toBeCloseTo(0.5 * PART_LOAD, 12);
  });

  it('warns when the drop across the valve is below the maker\'s minimum for control', () => {
    const { availableDrop } = grade('Eev', eev).values;
    const r = grade('Eev', { ...eev, minOpeningDp: availableDrop! * (1 + 1e-9) }, { capacity: 0.5 * C });
    expect(r.grade).toBe('Available');
    expect(r.reasons).toContainEqual({ code: 'differential_below_minimum', values: { availableDrop, minOpeningDp: availableDrop! * (1 + 1e-9) } });
    expect(codes(grade('Eev', { ...eev, minOpeningDp: availableDrop! * (1 - 1e-9) }, { capacity: 0.5 * C }))).not.toContain('differential_below_minimum');
  });

  it('sizes with the refrigerant-effective Kv of its rated cell, apart from the catalogue Kv', () => {
    const basis = { lineLoss: 0.5 * BAR, distributorLoss: 1 * BAR, subcooling: 0, superheat: 1 };
    const rated = { ...eev, ratingBasis: basis, ratedCapacity: { refrigerant: 'R134a', Te: K + 5, Tk: K + 40, capacity: 20_000 } };
    const atRating = { evaporatingTemperature: K + 5, condensingTemperature: K + 40, subcooling: 0, superheat: 1, upstreamDrop: 0, downstreamDrop: 1.5 * BAR };
    const r = grade('Eev', rated, atRating);
    expect(r.values.capacity).toBeCloseTo(20_000, 6);
    expect(r.values.kv).toBeCloseTo(ratedKv(rated.ratedCapacity, basis), 12);
    expect(r.values.kv).not.toBeCloseTo(eev.Kv, 3);
    expect(grade('Eev', eev, atRating).values.kv).toBeUndefined();
    // The reverse way of a bi-flow valve passes REVERSE_KV_FACTOR of it, rated or not.
    expect(grade('Eev', rated, { ...atRating, capacity: 10_000 }, 'R134a', 'DPF(R)').values.opening).toBeCloseTo(0.5 / REVERSE_KV_FACTOR, 6);
  });
  it('checks inverter systems at part load', () => {
    const Capicity = 0.3 * C; // opening 0.3, at part load 0.09 < 0.1
    expect(codes(grade('Eev', eev, { capacity: Capicity, compressorSpeed: 0 }))).toContain('part_load_below_minimum_opening');
    expect(codes(grade('Eev', eev, { capacity: Capicity, compressorSpeed: 1 }))).not.toContain('part_load_below_minimum_opening');
  });
  // Issue 10: the lowest part load (Load, %). With a linear characteristic (Emerson EX bulletin) the opening falls in
  // proportion to the duty: opening 0.5 at design is 0.5 · 25 % = 0.125 at 25 % load, 0.05 at 10 %.
  it('checks the opening at the lowest part load the user gives, by duty × Load', () => {
    const Capicity = 0.5 * C;
    expect(codes(grade('Eev', eev, { capacity: Capicity, lowestLoad: 25 }))).not.toContain('part_load_below_minimum_opening');
    const r = grade('Eev', eev, { capacity: Capicity, lowestLoad: 10 });
    expect(r.grade).toBe('Available');
    const reason = r.reasons.find((x) => x.code === 'part_load_below_minimum_opening')!;
    expect(reason.values.opening).toBeCloseTo(0.05, 9);
    expect(reason.values.partLoad).toBe(0.1);
    // An inverter's own part load applies when it is the lower one; a lower Load replaces it.
    expect(grade('Eev', eev, { capacity: 0.3 * C, compressorSpeed: 0, lowestLoad: 50 }).reasons[0]!.values.partLoad).toBe(PART_LOAD);
    expect(grade('Eev', eev, { capacity: 0.5 * C, compressorSpeed: 0, lowestLoad: 10 }).reasons[0]!.values.partLoad).toBe(0.1);
  });
  it('prohibits a differential above the MOPD', () => {
    expect(codes(grade('Eev', { ...eev, mopd: 5 * BAR }))).toContain('mopd_exceeded');
  });
  it('DPF(R) is sized both ways and graded on the worse (the reverse Kv is smaller)', () => {
    const Capicity = inside(0.8 * C * REVERSE_KV_FACTOR, false); // forward opening ≈ 0.72, reverse just above 0.8
    expect(grade('Eev', eev, { capacity: Capicity }).grade).toBe('Optimal');
    const r = grade('Eev', eev, { capacity: Capicity }, 'R134a', 'DPF(R)');
    expect(r.grade).toBe('Available');
    expect(r.values.opening).toBeCloseTo(0.8, 6);
  });
});
