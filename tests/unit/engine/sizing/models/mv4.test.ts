import { describe, expect, it } from 'vitest';
import type { Mv4Rating } from '../../../../../src/engine/sizing';
import { BAR, base, codes, grade, inside, K } from '../helpers';

// Condition 1 of the Sanhua/Saginomiya tables as the demo catalogue reads it.
const cond1 = { evaporatingTemperature: K + 7.2, condensingTemperature: K + 54.4, superheat: 11.1, subcooling: 8.3 };
const valve: Mv4Rating = {
  ...base,
  Kv: 6.4,
  minShiftDp: 3.4 * BAR,
  maxOperatingDp: 31 * BAR,
  minShiftCapacity: 4000,
  shiftRating: { refrigerant: 'R407C', Te: cond1.evaporatingTemperature, Tk: cond1.condensingTemperature, superheat: 11.1, subcooling: 8.3 },
};

describe('Mv4 model', () => {
  it('shifts exactly from the minimum shifting duty at its rating conditions', () => {
    expect(codes(grade('Mv4', valve, { ...cond1, capacity: inside(4000, true) }, 'R407C'))).toContain('too_low_to_shift');
    expect(codes(grade('Mv4', valve, { ...cond1, capacity: inside(4000, false) }, 'R407C'))).not.toContain('too_low_to_shift');
  });
  it('computes both sides and grades the suction side by default', () => {
    const r = grade('Mv4', valve, { ...cond1, capacity: 20_000 }, 'R407C');
    expect(r.values.suctionDrop).toBeGreaterThan(r.values.dischargeDrop!);
    expect(r.values.pressureDrop).toBe(r.values.suctionDrop);
    expect(grade('Mv4', valve, { ...cond1, capacity: 20_000, position: 'D' }, 'R407C').values.pressureDrop).toBe(r.values.dischargeDrop);
  });
  it('prohibits a D–S differential below the shift minimum or above the operating maximum', () => {
    expect(codes(grade('Mv4', valve, { evaporatingTemperature: K + 10, condensingTemperature: K + 15, capacity: 20_000 }, 'R407C'))).toContain('differential_too_low_to_shift');
    expect(codes(grade('Mv4', { ...valve, maxOperatingDp: 10 * BAR }, { ...cond1, capacity: 20_000 }, 'R407C'))).toContain('differential_above_max_operating');
  });
});
