import { describe, expect, it } from 'vitest';
import type { TxvRating } from '../../../../../src/engine/sizing';
import { calculateSizes } from '../../../../../src/engine/sizing';
import { base, capacityOf, codes, grade, inside, K } from '../helpers';

const txv: TxvRating = { ...base, Kv: 0.1, equalizer: 'internal', evaporatingMin: K - 40, evaporatingMax: K + 10, mop: K + 5 };

describe('TxvOld model', () => {
  // No maker's table: graded on the model's figure less its stated uncertainty, 2 % + 0.6 % per K below the Kv's
  // nominal +5 °C (physics/thermostatic).
  const C = capacityOf('TxvOld', txv) * (1 - grade('TxvOld', txv).provenance!.uncertainty!);
  it('states the uncertainty of a capacity carried from the nominal +5 °C', () => {
    expect(grade('TxvOld', txv, { evaporatingTemperature: K + 5 }).provenance!.uncertainty).toBeCloseTo(0.02, 12);
    expect(grade('TxvOld', txv, { evaporatingTemperature: K - 35 }).provenance!.uncertainty).toBeCloseTo(0.26, 12);
  });
  it.each([
    [inside(0.7 * C, false), 'Optimal', 'load_in_band'],
    [inside(0.7 * C, true), 'Available', 'load_low'],
    [inside(C, true), 'Optimal', 'load_in_band'],
    [inside(C, false), 'Prohibited', 'capacity_exceeded'],
  ])('grades the load band 70–100 %% at its edges (duty %f W)', (Capicity, gradeName, code) => {
    const r = grade('TxvOld', txv, { capacity: Capicity });
    expect(r.grade).toBe(gradeName);
    expect(codes(r)).toContain(code);
  });
  it('computes capacity from the orifice at pk − pe − Dp1 − Dp2: capacity ∝ sqrt(drop) while the inlet stays liquid', () => {
    // 10 K of subcooling cover a 1 bar loss before the valve: no flash gas.
    const r0 = grade('TxvOld', txv, { subcooling: 10, upstreamDrop: 0, downstreamDrop: 0 });
    const r1 = grade('TxvOld', txv, { subcooling: 10, upstreamDrop: 1 * 1e5, downstreamDrop: 0.5 * 1e5 });
    expect(r1.values.availableDrop).toBeCloseTo(r0.values.availableDrop! - 1.5e5, 6);
    expect(r1.values.capacity! / r0.values.capacity!).toBeCloseTo(Math.sqrt(r1.values.availableDrop! / r0.values.availableDrop!), 3); // the liquid at 1 bar less is 0.03 % lighter
  });
  it('passes less when the loss before the valve exceeds what the subcooling is worth (flashing inlet)', () => {
    // R134a at 40 °C: 2 K of subcooling are worth about 0.6 bar; 1 bar of loss flashes the liquid.
    const liquid = grade('TxvOld', txv, { subcooling: 10, upstreamDrop: 1e5 });
    const flashing = grade('TxvOld', txv, { subcooling: 2, upstreamDrop: 1e5 });
    const ideal = grade('TxvOld', txv, { subcooling: 2, upstreamDrop: 0, downstreamDrop: 1e5 });
    expect(flashing.values.capacity!).toBeLessThan(0.9 * ideal.values.capacity!);
    expect(flashing.values.capacity!).toBeLessThan(liquid.values.capacity!);
  });
  it('takes the specification\'s Dp2 of 0 unless told; a distributor\'s drop entered comes off the valve\'s (issue 36)', () => {
    const unsaid = grade('TxvOld', txv);
    const distributor = grade('TxvOld', txv, { downstreamDrop: 1.5e5 });
    expect(unsaid.values.availableDrop! - distributor.values.availableDrop!).toBeCloseTo(1.5e5, 6);
    // Danfoss's distributor correction factor for 1.5 bar lies between 0.88 and 0.94 (TE5–TE55, −40…+10 °C).
    const factor = distributor.values.capacity! / unsaid.values.capacity!;
    expect(factor).toBeGreaterThan(0.85);
    expect(factor).toBeLessThan(0.95);
  });
  it('prohibits a load below the makers\' minimum of 40 % (the valve hunts), where it was Available', () => {
    // Issue 23: a TXV at 7.6 % load was graded Available.
    for (const share of [0.076, 0.4 * (1 - 1e-9)]) {
      const r = grade('TxvOld', txv, { capacity: share * C });
      expect(r.grade).toBe('Prohibited');
      expect(codes(r)).toContain('load_below_minimum');
    }
    expect(grade('TxvOld', txv, { capacity: 0.4 * C }).grade).toBe('Available');
  });
  it('prohibits a drop eaten by the losses, Te outside the charge range and above MOP, pk above PS', () => {
    expect(codes(grade('TxvOld', txv, { upstreamDrop: 20e5 }))).toContain('no_pressure_difference');
    expect(codes(grade('TxvOld', txv, { evaporatingTemperature: K - 45 }))).toContain('evaporating_out_of_range');
    expect(codes(grade('TxvOld', txv, { evaporatingTemperature: K + 7 }))).toContain('evaporating_above_mop');
    expect(codes(grade('TxvOld', { ...txv, maxWorkingPressure: 8e5 }))).toContain('pressure_above_max_working');
    expect(codes(grade('TxvOld', { ...txv, refrigerants: ['R22'] }))).toContain('refrigerant_not_covered');
  });
  it('lists only valves with the requested equaliser', () => {
    const sizes = [
      { key: 'int', rating: txv },
      { key: 'ext', rating: { ...txv, equalizer: 'external' as const } },
    ];
    const keys = (EqualType: number) => calculateSizes('TxvOld', { refrigerant: 'R134a', conditions: { equalisation: EqualType }, sizes }).map((s) => s.key);
    expect(keys(1)).toEqual(['int']);
    expect(keys(0)).toEqual(['ext']);
    expect(keys(-1)).toEqual(['int', 'ext']);
  });
});
