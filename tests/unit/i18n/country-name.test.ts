import { describe, expect, it } from 'vitest';
import { byShownName, countryName } from '../../../src/i18n/country-name';

// Issue 14: the header's country chooser and the country dialog name the country in the page's language.
// Expected names are Unicode CLDR's region names (cldr-localenames, territories of de, ja, ru, th, uk), which the
// browser's Intl.DisplayNames serves; the catalogue's own names for cn and en are its countries.json.

const germany = { Country: '德国', CountryEn: 'Germany', Iso: 'DE' };
const japan = { Country: '日本', CountryEn: 'Japan', Iso: 'JP' };
const unitedKingdom = { Country: '英国', CountryEn: 'United Kingdom', Iso: 'GB' };
const unitedStates = { Country: '美国', CountryEn: 'United States', Iso: 'US' };

describe('countryName', () => {
  it('takes the catalogue names for Chinese and English pages', () => {
    expect(countryName(germany, 'cn')).toBe('德国');
    expect(countryName(germany, 'en')).toBe('Germany');
    expect(countryName(unitedKingdom, 'en')).toBe('United Kingdom');
  });

  it('names the country in the page language from its ISO code', () => {
    expect(countryName(germany, 'de')).toBe('Deutschland');
    expect(countryName(japan, 'ja')).toBe('日本');
    expect(countryName(germany, 'ru')).toBe('Германия');
    expect(countryName(japan, 'th')).toBe('ญี่ปุ่น');
    // The project's code ua is the language uk.
    expect(countryName(germany, 'ua')).toBe('Німеччина');
    expect(countryName(unitedStates, 'de')).toBe('Vereinigte Staaten');
  });

  it('falls back to the English name for a code that names no region', () => {
    expect(countryName({ Country: '未知', CountryEn: 'Elsewhere', Iso: 'Q1' }, 'de')).toBe('Elsewhere');
    expect(countryName({ Country: '未知', CountryEn: 'Elsewhere', Iso: 'AA' }, 'ja')).toBe('Elsewhere');
  });
});

describe('byShownName', () => {
  it('sorts by the name shown, as the language collates it', () => {
    const countries = [unitedStates, japan, germany, unitedKingdom];
    expect(byShownName(countries, 'de').map((country) => countryName(country, 'de'))).toEqual([
      'Deutschland',
      'Japan',
      'Vereinigte Staaten',
      'Vereinigtes Königreich',
    ]);
    expect(byShownName(countries, 'en').map((country) => country.CountryEn)).toEqual(['Germany', 'Japan', 'United Kingdom', 'United States']);
    // Japanese collation puts kana before kanji: アメリカ合衆国, イギリス, ドイツ, 日本.
    expect(byShownName(countries, 'ja').map((country) => countryName(country, 'ja'))).toEqual(['アメリカ合衆国', 'イギリス', 'ドイツ', '日本']);
  });
});
