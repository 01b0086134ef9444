import { describe, expect, it } from 'vitest';
import { formatEditable, formatNumber, formatSignificant, formatUpTo, numberFormat } from '../../../../src/engine/units';

describe('number formats', () => {
  it('formats with the locale separators and fixed decimals', () => {
    expect(formatNumber(1234.5, 'de', 2)).toBe('1.234,50');
    expect(formatNumber(212, 'en', 2)).toBe('212.00');
  });

  it('drops trailing zeros up to a number of decimals, or keeps significant digits', () => {
    expect(formatUpTo(1234.5, 'de', 0)).toBe('1.235');
    expect(formatUpTo(0.125, 'en', 2)).toBe('0.13');
    expect(formatSignificant(0.074812, 'de', 3)).toBe('0,0748');
    expect(formatSignificant(0.074812, 'en', 4)).toBe('0.07481');
  });

  it('makes one Intl.NumberFormat per locale and options, and keeps it', () => {
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(numberFormat('de', { maximumFractionDigits: 1 }));
    expect(numberFormat('de', { maximumFractionDigits: 1 })).not.toBe(numberFormat('de', { maximumFractionDigits: 2 }));
    expect(numberFormat('de', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr', { maximumFractionDigits: 1 }));
  });

  it('writes an editable number the way it is typed in the locale: no grouping, every digit', () => {
    expect(formatEditable(1234.5, 'de')).toBe('1234,5');
    expect(formatEditable(1234.5, 'en')).toBe('1234.5');
    expect(formatEditable(0.1 + 0.2, 'en')).toBe('0.30000000000000004');
  });
});
