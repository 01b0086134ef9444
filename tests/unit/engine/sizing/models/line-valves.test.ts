import { describe, expect, it } from 'vitest';
import { calculateSizes, type BvRating, type CvsRating, type SsvRating } from '../../../../../src/engine/sizing';
import { connectionVelocity, VELOCITY_BAND } from '../../../../../src/engine/sizing/model';
import { operatingPoint } from '../../../../../src/engine/sizing/physics/operating-point';
import { BAR, base, codes, conditions, grade, inside, K } from '../helpers';

describe('Cvs model', () => {
  const nrv: CvsRating = { ...base, Kv: 1, openingDp: 0.05 * BAR, fullOpenDp: 0.3 * BAR };
  const full = 0.3e5;
  // duty giving exactly the full-opening drop in the liquid line: Q ∝ sqrt(dp)
  const at = (dp: number) => grade('Cvs', nrv, { capacity: 10_000 * Math.sqrt(dp / grade('Cvs', nrv).values.pressureDrop!) });
  it('is optimal only when fully open at the design flow', () => {
    expect(at(inside(full, false)).grade).toBe('Optimal');
    expect(codes(at(inside(full, true)))).toContain('not_fully_open');
    expect(codes(at(inside(0.05e5, true)))).toContain('too_low_to_open');
  });
  it('BCV is sized in the liquid line whatever Pos says', () => {
    const r = grade('Cvs', nrv, { position: 'D' }, 'R134a', 'BCV');
    expect(r.values.pressureDrop).toBeCloseTo(grade('Cvs', nrv, { position: 'A' }).values.pressureDrop!, 9);
  });
});

describe('Bv, Ssv, Sg: connection matching the line', () => {
  const bv: BvRating = { ...base, Kv: 20, fullPort: true, connectionDiameter: 0.012 };
  it('grades the velocity in the connection against the line band', () => {
    const r = grade('Bv', bv);
    const p = operatingPoint({ refrigerant: 'R134a', Te: K - 10, Tk: K + 40, superheat: 5, subcooling: 2 });
    const v = connectionVelocity(r.values.massFlow, p.line('A').rho, 0.012);
    expect(r.values.velocity).toBeCloseTo(v, 12);
    const [low, high] = VELOCITY_BAND.A;
    const at = (target: number) => grade('Bv', bv, { capacity: (conditions.capacity as number) * (target / v) });
    expect(at(inside(high, true)).grade).toBe('Optimal');
    expect(codes(at(inside(high, false)))).toContain('velocity_high');
    expect(codes(at(inside(low, true)))).toContain('velocity_low');
  });
  it('CBVT is graded on the worse of both flow directions (liquid and hot gas)', () => {
    const duty = { capacity: 15_000 }; // liquid ≈ 0.9 m/s in band, hot gas above 18 m/s
    const r = grade('Bv', bv, duty, 'R134a', 'CBVT');
    const forward = grade('Bv', bv, { ...duty, position: 'A' });
    const reverse = grade('Bv', bv, { ...duty, position: 'D' });
    expect(codes(reverse)).toContain('velocity_high');
    expect([forward.values.velocity, reverse.values.velocity]).toContain(r.values.velocity);
    const rank = { Optimal: 0, Available: 1, Prohibited: 2 };
    expect(rank[r.grade]).toBe(Math.max(rank[forward.grade], rank[reverse.grade]));
    expect(forward.grade).not.toBe(reverse.grade);
  });
  it('lists shut-off valves by ChargingType (0 with port, 1 without)', () => {
    const ssv: SsvRating = { ...base, Kv: 1, chargingPort: true };
    const sizes = [
      { key: 'with', rating: ssv },
      { key: 'without', rating: { ...ssv, chargingPort: false } },
    ];
    const keys = (ChargingType: number) => calculateSizes('Ssv', { refrigerant: 'R134a', conditions: { chargingPort: ChargingType }, sizes }).map((s) => s.key);
    expect(keys(0)).toEqual(['with']);
    expect(keys(1)).toEqual(['without']);
    expect(keys(-1)).toEqual(['with', 'without']);
  });
});
