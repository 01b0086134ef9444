import { describe, expect, it } from 'vitest';
import { defaultUnit, quantityIds, unitOf, unitSystems } from '../../../../src/engine/units';

describe('unit systems', () => {
  it('defaults to metric', () => {
    expect(defaultUnit('Temp')).toBe('℃');
    expect(defaultUnit('Press', 99)).toBe('bar');
  });

  it('shows imperial units in system 1', () => {
    expect(defaultUnit('Temp', 1)).toBe('℉');
    expect(defaultUnit('Press', 1)).toBe('Psi');
    expect(defaultUnit('Temp2', 1)).toBe('℉');
  });

  it('names a unit of its own quantity for every quantity in both systems', () => {
    for (const system of [1, 2] as const) {
      for (const quantity of quantityIds) expect(() => unitOf(quantity, unitSystems[system][quantity])).not.toThrow();
    }
  });
});
