import { describe, expect, it } from 'vitest';
import type { EprvRating, XtfRating } from '../../../../../src/engine/sizing';
import { BAR, base, capacityOf, codes, grade, inside } from '../helpers';

const suction = { Pos: 'C', DpAlow: 0.2 * BAR } as const;
const kvp: XtfRating = { ...base, Kv: 1.7, KvMax: 2.5, offset: 0.6 * BAR, settingMin: 1.01325e5, settingMax: 6.6e5, regulation: 'evaporating' };

describe('Xtf model', () => {
  const C = capacityOf('Xtf', kvp, suction);
  it.each([
    [inside(C, true), 'Optimal', 'load_in_band'],
    [inside(C, false), 'Available', 'beyond_offset'],
    [inside(0.5 * C, false), 'Optimal', 'load_in_band'],
    [inside(0.5 * C, true), 'Available', 'oversized'],
    [inside((2.5 / 1.7) * C, false) * 1.01, 'Prohibited', 'drop_above_allowed'],
  ])('grades at the offset, the load band and the fully open Kv (duty %f W)', (Capicity, g, code) => {
    const r = grade('Xtf', kvp, { ...suction, Capicity });
    expect(r.grade).toBe(g);
    expect(codes(r)).toContain(code);
  });
  it('prohibits a regulated pressure outside the setting range', () => {
    expect(codes(grade('Xtf', { ...kvp, settingMax: 1.5e5 }, { ...suction, Capicity: 0.8 * C }))).toContain('setting_out_of_range');
    expect(codes(grade('Xtf', kvp, { ...suction, Capicity: 0.8 * C }))).not.toContain('setting_out_of_range');
  });
});

describe('Eprv model', () => {
  const kvs: EprvRating = { ...base, Kv: 2, mopd: 40 * BAR, regulation: 'evaporating' };
  const C = capacityOf('Eprv', kvs, suction);
  it.each([
    [inside(0.3 * C, false), 'Optimal'],
    [inside(0.3 * C, true), 'Available'],
    [inside(C, false), 'Prohibited'],
  ])('grades the opening at the allowed drop (duty %f W)', (Capicity, g) => {
    expect(grade('Eprv', kvs, { ...suction, Capicity }).grade).toBe(g);
  });
});
