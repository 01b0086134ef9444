import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumber } from '../../../../src/engine/units';

describe('locale numbers', () => {
  it.each([
    ['12,5', 'de', 12.5],
    ['1.234,5', 'de', 1234.5],
    ['12.5', 'de', 12.5],
    ['1,234.5', 'en', 1234.5],
    ['-3.25', 'en', -3.25],
    ['\u22123.25', 'en', -3.25],
    ['1e3', 'en', 1000],
    ['12.5', 'zh-CN', 12.5],
  ])('parses %s in %s', (text, locale, expected) => {
    expect(parseNumber(text, locale)).toBe(expected);
  });

  it.each([[''], ['  '], ['abc'], ['1.2.3'], ['12,5,6']])('rejects %j', (text) => {
    expect(parseNumber(text, 'en')).toBeUndefined();
  });

  it('formats with the locale separators and fixed decimals', () => {
    expect(formatNumber(1234.5, 'de', 2)).toBe('1.234,50');
    expect(formatNumber(212, 'en', 2)).toBe('212.00');
  });
});
