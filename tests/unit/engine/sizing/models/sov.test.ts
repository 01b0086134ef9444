import { describe, expect, it } from 'vitest';
import { calculateSizes, sizingFields, type SovRating } from '../../../../../src/engine/sizing';
import { BAR, base, capacityOf, codes, grade, inside } from '../helpers';

const sov: SovRating = { ...base, Kv: 2, mopd: 21 * BAR, minOpeningDp: 0, normallyOpen: false };
const liquid = { position: 'A' } as const;

describe('Sov model', () => {
  const C = capacityOf('Sov', sov, liquid); // capacity at DpAlow (0.2 bar)
  it.each([
    [inside(C, true), 'Optimal', 'drop_in_band'],
    [inside(C, false), 'Prohibited', 'drop_above_allowed'],
    [inside(0.5 * C, false), 'Optimal', 'drop_in_band'], // drop 0.25·DpAlow: the lower edge
    [inside(0.5 * C, true), 'Available', 'oversized'],
  ])('grades the drop against DpAlow at its edges (duty %f W)', (Capicity, g, code) => {
    const r = grade('Sov', sov, { ...liquid, capacity: Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
  it('prohibits a pilot valve whose drop is below its minimum opening differential', () => {
    const pilot = { ...sov, minOpeningDp: 0.05 * BAR };
    const Cmin = capacityOf('Sov', pilot, { ...liquid, allowedDrop: 0.05 * BAR });
    expect(codes(grade('Sov', pilot, { ...liquid, capacity: inside(Cmin, true) }))).toContain('too_low_to_open');
    expect(codes(grade('Sov', pilot, { ...liquid, capacity: inside(Cmin, false) }))).not.toContain('too_low_to_open');
  });
  it('prohibits a high-to-low differential above the MOPD, a pressure above PS, a missing approval', () => {
    expect(codes(grade('Sov', { ...sov, mopd: 5 * BAR }, liquid))).toContain('mopd_exceeded');
    expect(codes(grade('Sov', { ...sov, maxWorkingPressure: 9 * BAR }, liquid))).toContain('pressure_above_max_working');
    expect(codes(grade('Sov', sov, liquid, 'R134a', undefined, ['UL']))).toContain('approval_missing');
    expect(codes(grade('Sov', sov, liquid, 'R134a', undefined, ['UL,CE']))).not.toContain('approval_missing');
  });
  it('sits in the discharge line by default (spec §3) and lists NC or NO valves by NormalType', () => {
    expect(sizingFields('Sov').find((f) => f.name === 'position')!.default).toBe('D');
    const sizes = [
      { key: 'nc', rating: sov },
      { key: 'no', rating: { ...sov, normallyOpen: true } },
    ];
    expect(calculateSizes('Sov', { refrigerant: 'R134a', conditions: {}, sizes }).map((s) => s.key)).toEqual(['nc']);
    expect(calculateSizes('Sov', { refrigerant: 'R134a', conditions: { solenoidFunction: 1 }, sizes }).map((s) => s.key)).toEqual(['no']);
  });
});
