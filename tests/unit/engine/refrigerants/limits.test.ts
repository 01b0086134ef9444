// Issue 25: the engine states a refrigerant's limits up front; they are the very bounds saturation() and state()
// refuse beyond, so a caller checks against them instead of catching the refusal.
import { describe, expect, it } from 'vitest';
import { EngineError, limits, refrigerants, saturation, state } from '../../../../src/engine';

const refusal = (compute: () => unknown) => {
  try {
    compute();
  } catch (error) {
    if (error instanceof EngineError) return error.detail;
    throw error;
  }
  return undefined;
};

const kinds = ['pure', 'pseudo-pure', 'mixture'] as const;
// One refrigerant of each kind the engine models, and R744 (its triple point above 1 atm, its critical point the gas cooler's).
const names = [...kinds.map((kind) => refrigerants().find((r) => r.kind === kind)!.name), 'R744'];

describe('limits(refrigerant)', () => {
  it.each(names)('%s: the saturation range is what saturation() refuses beyond, with the same bounds', (name) => {
    const { min, max } = limits(name).saturationTemperature;
    expect(min).toBeLessThan(max);
    expect(refusal(() => saturation(name, { T: min - 0.01 }))).toMatchObject({ code: 'out_of_range', quantity: 'temperature', min, max });
    expect(refusal(() => saturation(name, { T: max + 0.01 }))).toMatchObject({ code: 'out_of_range', quantity: 'temperature', min, max });
    expect(saturation(name, { T: min + 0.01 }).p_dew).toBeGreaterThan(0);
  });

  it.each(names)('%s: the critical point is the one refrigerants() lists; states answer up to the maximum temperature', (name) => {
    const info = refrigerants().find((r) => r.name === name)!;
    const stated = limits(name);
    expect(stated.critical).toEqual(info.criticalTemperature === null ? null : { temperature: info.criticalTemperature, pressure: info.criticalPressure });
    const p = 1e5;
    expect(state(name, { T: stated.maximumTemperature - 1, p }).T).toBeCloseTo(stated.maximumTemperature - 1, 6);
    expect(refusal(() => state(name, { T: stated.maximumTemperature + 1, p }))).toMatchObject({ code: 'out_of_range', quantity: 'temperature' });
    expect(refusal(() => state(name, { p: stated.maximumPressure * 1.01, h: 4e5 }))).toMatchObject({ code: 'out_of_range', quantity: 'pressure' });
  });

  it('refuses a name it does not know', () => {
    expect(refusal(() => limits('R999'))).toEqual({ code: 'unknown_refrigerant', name: 'R999' });
  });
});
