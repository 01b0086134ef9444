import { describe, expect, it } from 'vitest';
import { parseNumber } from '../../../../../src/engine/units';
import { formatEditable, numberLocaleOf } from '../../../../../widgets/internal/units/numbers';

describe('editable numbers', () => {
  it('writes numbers the way they are typed in the locale, and they parse back unchanged', () => {
    expect(formatEditable(1234.5, 'de')).toBe('1234,5');
    expect(formatEditable(1234.5, 'en')).toBe('1234.5');
    for (const value of [0.1 + 0.2, 1e-7, -273.15, 123456789.125]) {
      for (const locale of ['en', 'de', 'zh-CN', 'fr']) expect(parseNumber(formatEditable(value, locale), locale)).toBe(value);
    }
  });

  it('takes the number locale from lang: BCP 47 as is, cn as zh-CN, nothing or nonsense as en', () => {
    expect(numberLocaleOf('de')).toBe('de');
    expect(numberLocaleOf('de_CH')).toBe('de-CH');
    expect(numberLocaleOf('cn')).toBe('zh-CN');
    expect(numberLocaleOf('')).toBe('en');
    expect(numberLocaleOf('not a tag!')).toBe('en');
  });
});
