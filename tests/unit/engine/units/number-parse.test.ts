import { describe, expect, it } from 'vitest';
import { formatEditable, formatNumber, formatUpTo, parseNumber } from '../../../../src/engine/units';
import { languages, localeOf } from '../../../../src/i18n';

// Every locale we serve: the fourteen languages' own, and the page locales of right-to-left shops (issue 28), whose
// numbers follow the page though their words fall back to English. ar-EG writes Arabic-Indic digits, fa Persian
// ones with U+2212 after a direction mark, he and ar a direction mark before a hyphen-minus; de-CH groups with ’.
const locales = [...languages.map(localeOf), 'he', 'ar', 'fa', 'ar-EG', 'ar-SA', 'de-CH', 'en-US'];
const values = [0, 1, -1, 10.25, -10.25, -10, 0.5, -0.001, 1234.5, -273.15, 1e-7, 0.1 + 0.2, 123456789.125];

describe('parseNumber reads what the formatter writes, in every locale we serve', () => {
  it.each(locales)('%s: editable text round-trips, negative and decimal values included', (locale) => {
    for (const value of values) expect(parseNumber(formatEditable(value, locale), locale), `${value} as ${formatEditable(value, locale)}`).toBe(value);
  });

  it.each(locales)('%s: shown text with groups and fixed decimals reads back', (locale) => {
    for (const value of [1234.5, -1234567.25, -12.5, 0.75]) {
      expect(parseNumber(formatNumber(value, locale, 2), locale), formatNumber(value, locale, 2)).toBe(value);
      expect(parseNumber(formatUpTo(value, locale, 2), locale), formatUpTo(value, locale, 2)).toBe(value);
    }
  });
});

describe('parseNumber reads what people type', () => {
  it.each([
    ['12,5', 'de', 12.5],
    ['1.234,5', 'de', 1234.5],
    ['12.5', 'de', 12.5],
    ['1,234.5', 'en', 1234.5],
    ['12 345.6', 'en', 12345.6],
    ['-3.25', 'en', -3.25],
    ['\u22123.25', 'en', -3.25],
    ['- 3', 'en', -3],
    ['1e3', 'en', 1000],
    ['-1,5e-3', 'de', -0.0015],
    ['12.5', 'zh-CN', 12.5],
    // Issue 28: the marks Intl puts before a minus on right-to-left pages.
    ['\u200E-10', 'he', -10],
    ['\u200F-10', 'he', -10],
    ['\u061C-\u0661\u0660', 'ar', -10],
    ['\u200E\u2212\u06F1\u06F0\u066B\u06F2\u06F5', 'fa', -10.25],
    // A Persian page typed on an Arabic keyboard, or with Latin digits; an Arabic page in Persian digits.
    ['\u0663\u066B\u0665', 'fa', 3.5],
    ['3.5', 'fa', 3.5],
    ['\u06F1\u06F2\u066C\u06F3\u06F4\u06F5', 'ar', 12345],
    ['\u0661\u0662\u066C\u0663\u0664\u0665\u066B\u0666', 'ar-EG', 12345.6],
    // Groups of spaces of any width: NBSP (pl, ru, uk), NNBSP (fr), a typed space.
    ['1\u00A0234,5', 'ru-RU', 1234.5],
    ['1\u202F234,5', 'fr-FR', 1234.5],
    ['1 234,5', 'fr-FR', 1234.5],
    ["1'234.5", 'de-CH', 1234.5],
    ['1\u2019234.5', 'de-CH', 1234.5],
    // A Japanese or Chinese input method's fullwidth digits and stop.
    ['\uFF11\uFF12\uFF0E\uFF15', 'ja-JP', 12.5],
    ['\u2013 4', 'en', -4],
  ])('parses %j in %s', (text, locale, expected) => {
    expect(parseNumber(text, locale)).toBe(expected);
  });

  it.each([[''], ['  '], ['abc'], ['1.2.3'], ['12,5,6'], ['\u200E'], ['-'], ['1 2'], ['10-'], ['1,5'], ['12,34.5'], ['0x10'], ['Infinity']])('rejects %j', (text) => {
    expect(parseNumber(text, 'en')).toBeUndefined();
  });

  it('rejects a group separator that does not group thousands', () => {
    expect(parseNumber('1.23,5', 'de')).toBeUndefined();
    expect(parseNumber('12\u066C34', 'fa')).toBeUndefined();
  });
});
