import { describe, expect, it } from 'vitest';
import { formatAmount, maxDecimals, shownLabelAndUnit } from '../../../../src/engine/units';

// Issue #10: one formatting policy for the numbers of the details page, and units said once.
describe('the details page numbers', () => {
  it('show three significant digits, whole digits kept', () => {
    expect(formatAmount(0.4512, 'm³/h (Kv)', 'en')).toBe('0.451');
    expect(formatAmount(68.26, 'kW', 'en')).toBe('68.3');
    expect(formatAmount(35, 'bar', 'en')).toBe('35');
    expect(formatAmount(507.632, 'Psi', 'en')).toBe('508');
    expect(formatAmount(1234.5, '', 'en')).toBe('1,235');
    expect(formatAmount(-10, '℃', 'en')).toBe('-10');
  });

  it("go no finer than the quantity's resolution in the unit shown", () => {
    expect(maxDecimals('bar')).toBe(3);
    expect(maxDecimals('Psi')).toBe(2);
    expect(maxDecimals('kPa')).toBe(1);
    expect(maxDecimals('℃', 'Temp')).toBe(1);
    expect(maxDecimals('℉', 'Temp')).toBe(1);
    expect(maxDecimals('mm')).toBe(1);
    expect(maxDecimals('inch')).toBe(3);
    expect(maxDecimals('%')).toBe(3);
    expect(formatAmount(0.0123456, 'bar', 'en')).toBe('0.012');
    expect(formatAmount(0.00576, 'm³/h (Kv)', 'en')).toBe('0.0058');
  });

  it('say "< 0.001 bar" for a positive amount below the resolution, never 0.00001914 bar', () => {
    expect(formatAmount(0.00001914, 'bar', 'en')).toBe('< 0.001');
    expect(formatAmount(0.0004, 'Psi', 'en')).toBe('< 0.01');
    expect(formatAmount(0, 'bar', 'en')).toBe('0');
    expect(formatAmount(-0.01, '℃', 'en', 'Temp')).toBe('0');
  });

  it("follow the page's locale", () => {
    expect(formatAmount(1234.5, 'kW', 'de')).toBe('1.235');
    expect(formatAmount(0.45, 'bar', 'de')).toBe('0,45');
  });
});

describe('a label and its unit', () => {
  it('name a flow factor once, in the label, with the flow unit after the number', () => {
    expect(shownLabelAndUnit('Kv', 'm³/h (Kv)')).toEqual({ label: 'Kv', unit: 'm³/h' });
    expect(shownLabelAndUnit('Kv 值', 'm³/h (Kv)')).toEqual({ label: 'Kv 值', unit: 'm³/h' });
    expect(shownLabelAndUnit('Flow factor', 'm³/h (Kv)')).toEqual({ label: 'Flow factor (Kv)', unit: 'm³/h' });
    expect(shownLabelAndUnit('Kvs max.', 'Kv')).toEqual({ label: 'Kvs max.', unit: 'm³/h' });
  });

  it('call an imperial flow factor Cv, whatever the column was labelled', () => {
    expect(shownLabelAndUnit('Kv', 'gal/min (Cv)')).toEqual({ label: 'Cv', unit: 'gal/min' });
    expect(shownLabelAndUnit('Kv max.', 'gal/min (Cv)')).toEqual({ label: 'Cv max.', unit: 'gal/min' });
  });

  it('leave other units as they are, unless the label already ends in its unit', () => {
    expect(shownLabelAndUnit('Cut-out', 'bar')).toEqual({ label: 'Cut-out', unit: 'bar' });
    expect(shownLabelAndUnit('Core volume (in³)', 'in³')).toEqual({ label: 'Core volume (in³)', unit: '' });
  });
});
