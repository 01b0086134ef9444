// Issue 25: numbers in SI with their quantity inside, converted at one edge. Expected values come from the units'
// definitions (T[K] = t[℃] + 273.15, 1 bar = 100 kPa, 1 psi = 6894.757293168 Pa, 1 TR = 3516.853 W: NIST SP 811 B.8).
import { describe, expect, it } from 'vitest';
import { amount, amountIn, amountOf } from '../../../../src/engine/units';

describe('amounts', () => {
  it('read a value in a unit into SI with its quantity', () => {
    expect(amountOf(-10, '℃', 'Temp')).toEqual({ quantity: 'Temp', si: 263.15 });
    expect(amountOf(1.5, 'bar')).toEqual({ quantity: 'Press', si: 150_000 });
    expect(amountOf(2, 'kW', 'CoolCapacity')).toEqual({ quantity: 'CoolCapacity', si: 2000 });
  });

  it('know no quantity for a unit that names none or several, nor for a unit not of the one given', () => {
    expect(amountOf(67, '%')).toBeUndefined();
    expect(amountOf(-10, '℃')).toBeUndefined(); // a temperature or a temperature difference
    expect(amountOf(2, 'kW')).toBeUndefined(); // a cooling or a heating capacity
    expect(amountOf(1, 'bar', 'Temp')).toBeUndefined();
    expect(amountOf(Number.NaN, 'bar')).toBeUndefined();
  });

  it('come out in any unit of their quantity without the noise of the way through SI', () => {
    expect(amountIn(amountOf(-10, '℃', 'Temp')!, '℃')).toBe(-10);
    expect(amountIn(amount('Temp', 263.15), '℉')).toBe(14);
    expect(amountIn(amount('Press', 100_000), 'Psi')).toBe(14.503773773);
    expect(amountIn(amount('CoolCapacity', 3516.853), 'TR')).toBeCloseTo(1, 6);
  });
});
