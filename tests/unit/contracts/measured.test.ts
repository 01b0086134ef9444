import { describe, expect, it } from 'vitest';
import { measuredAmount } from '../../../src/contracts/measured';
import { measuredInSystem } from '../../../widgets/selector/selector.units';

// Issue 25: the server answers in the units its request asked for; a client reads each figure back as an amount and
// converts it once, where it shows it.
describe('figures of an answer', () => {
  it('read back as amounts, or as nothing where they measure no one quantity', () => {
    expect(measuredAmount({ value: 0.16, unit: 'bar' })).toEqual({ quantity: 'Press', si: 16_000 });
    expect(measuredAmount({ value: 104, unit: '℉' }, 'Temp')?.si).toBeCloseTo(313.15, 10);
    expect(measuredAmount({ value: null, unit: 'bar' })).toBeUndefined();
    expect(measuredAmount({ value: 67, unit: '%' })).toBeUndefined();
  });

  it('are shown in the widget’s units whatever units they came in, and as sent when those are the same', () => {
    // 1 psi = 6894.757293168 Pa (NIST SP 811 B.8), shown to 12 significant digits.
    expect(measuredInSystem({ value: 1, unit: 'bar' }, 1)).toEqual({ value: 14.503773773, unit: 'Psi' });
    expect(measuredInSystem({ value: 100, unit: 'kPa' }, 2)).toEqual({ value: 1, unit: 'bar' });
    expect(measuredInSystem({ value: 14.503773773, unit: 'Psi' }, 2).value).toBeCloseTo(1, 10);
    const sent = { value: 0.1 + 0.2, unit: 'bar' };
    expect(measuredInSystem(sent, 2)).toBe(sent);
    expect(measuredInSystem({ value: 67, unit: '%' }, 1)).toEqual({ value: 67, unit: '%' });
  });
});
