import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '../../../src/i18n/instance';
import { isLanguage, languages, localeOf, nativeNameOf, normaliseLanguage, numberLocaleOf } from '../../../src/i18n/languages';
import { followLoadableLanguages, loadMissingNamespaces } from '../../../src/i18n/load-language';
// The namespaces' modules declare where their other languages are (defineLoadable), as a widget's bundle does.
import '../../../widgets/unit-converter/unit-converter.resources';
import '../../../host-site/web/features/sort-list/sort-list.resources';
import enConverter from '../../../src/i18n/locales/en/unit-converter.json';
import enSortList from '../../../src/i18n/locales/en/sort-list.json';
import enUnits from '../../../src/i18n/locales/en/units.json';

describe('the fourteen languages', () => {
  it('are the specification’s codes, cn and en first', () => {
    expect(languages).toEqual(['cn', 'en', 'it', 'fr', 'de', 'ko', 'ja', 'th', 'pl', 'tr', 'es', 'ru', 'ua', 'pt']);
  });

  it('take a browser’s tag to the project’s code, anything else to English', () => {
    expect(normaliseLanguage('zh-Hans-CN')).toBe('cn');
    expect(normaliseLanguage('zh_TW')).toBe('cn');
    expect(normaliseLanguage('uk-UA')).toBe('ua');
    expect(normaliseLanguage('UA')).toBe('ua');
    expect(normaliseLanguage('pt-BR')).toBe('pt');
    expect(normaliseLanguage('de-AT')).toBe('de');
    expect(normaliseLanguage(' ja ')).toBe('ja');
    expect(normaliseLanguage('nl-NL')).toBe('en');
    expect(normaliseLanguage('')).toBe('en');
    expect(normaliseLanguage(undefined)).toBe('en');
    expect(isLanguage('ua')).toBe(true);
    expect(isLanguage('uk')).toBe(false);
  });

  it('have BCP 47 locales where the codes are not (cn, ua) and their own names', () => {
    expect(localeOf('cn')).toBe('zh-CN');
    expect(localeOf('ua')).toBe('uk-UA');
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('de-CH')).toBe('de-CH');
    expect(nativeNameOf('ua')).toBe('Українська');
    expect(nativeNameOf('ja')).toBe('日本語');
    // Every locale is one Intl knows: formatting in it is not English's.
    for (const language of languages) expect(Intl.NumberFormat.supportedLocalesOf(localeOf(language))).toHaveLength(1);
  });

  it('format numbers by the locale: a German decimal comma, a Russian space group', () => {
    expect(new Intl.NumberFormat(localeOf('de')).format(1234.5)).toBe('1.234,5');
    expect(new Intl.NumberFormat(localeOf('ua')).format(0.5)).toBe('0,5');
    expect(new Intl.NumberFormat(localeOf('cn')).format(1234.5)).toBe('1,234.5');
  });
});

describe('plural forms', () => {
  // CLDR's Ukrainian rules: 1, 21 one; 2-4, 22 few; 5-20, 25 many.
  it('follow Ukrainian and Polish rules, not English ones, for the codes ua and pl', async () => {
    const instance = createI18nInstance('ua', { en: { 'sort-list': enSortList } });
    await loadMissingNamespaces(instance);
    const total = (count: number) => instance.t('sort-list:total', { count });
    expect([1, 3, 5, 21, 22, 25].map(total)).toEqual(['1 продукт', '3 продукти', '5 продуктів', '21 продукт', '22 продукти', '25 продуктів']);
    await instance.changeLanguage('pl');
    await loadMissingNamespaces(instance);
    expect([1, 2, 5, 22].map(total)).toEqual(['1 produkt', '2 produkty', '5 produktów', '22 produkty']);
  });
});

describe('loading on demand', () => {
  const own = () => ({ en: { 'unit-converter': enConverter, units: enUnits } });

  it('loads the instance’s own namespaces in its language, and no other', async () => {
    const instance = createI18nInstance('de', own());
    expect(instance.t('unit-converter:title'), 'English until the strings come').toBe('Unit conversion');
    await loadMissingNamespaces(instance);
    expect(instance.t('unit-converter:title')).toBe('Einheitenumrechnung');
    expect(instance.t('units:quantity.Press')).toBe('Druck');
    expect(Object.keys(instance.store.data['de'] ?? {}).sort()).toEqual(['unit-converter', 'units']);
  });

  it('follows a language change and a namespace added later', async () => {
    const instance = createI18nInstance('en', own());
    followLoadableLanguages(instance);
    const added = new Promise((resolve) => instance.store.on('added', (language: string, ns: string) => language === 'ja' && ns === 'units' && resolve(ns)));
    await instance.changeLanguage('ja');
    await added;
    expect(instance.t('units:quantity.Press')).toBe('圧力');
    const sortList = new Promise((resolve) => instance.store.on('added', (language: string, ns: string) => language === 'ja' && ns === 'sort-list' && resolve(ns)));
    instance.addResourceBundle('en', 'sort-list', enSortList);
    await sortList;
    expect(instance.t('sort-list:total', { count: 2 })).toBe('2 件の製品');
  });

  // Issue 26: 'Switch Success' stayed English after a switch to German: the switch had started the load, and a
  // second caller was told "nothing missing" before the strings came.
  it('waits for a load another caller started, so a message told after a switch is in the new language', async () => {
    const instance = createI18nInstance('en', own());
    followLoadableLanguages(instance);
    void instance.changeLanguage('de');
    await loadMissingNamespaces(instance, 'de');
    expect(instance.t('unit-converter:title', { lng: 'de' })).toBe('Einheitenumrechnung');
  });

  it('keeps English for a key a language lacks, loads nothing for en, and loads cn on demand like the others', async () => {
    const english = createI18nInstance('en', own());
    await loadMissingNamespaces(english);
    expect(Object.keys(english.store.data)).toEqual(['en']);
    // Issue 28: widgets carry English only; Chinese is fetched like any other language.
    const chinese = createI18nInstance('cn', own());
    await loadMissingNamespaces(chinese);
    expect(Object.keys(chinese.store.data['cn'] ?? {}).sort()).toEqual(['unit-converter', 'units']);
    expect(chinese.t('units:quantity.Press')).not.toBe(english.t('units:quantity.Press'));
    const german = createI18nInstance('de', { en: { extra: { onlyEnglish: 'Only in English' } } });
    await loadMissingNamespaces(german);
    expect(german.t('extra:onlyEnglish')).toBe('Only in English');
  });
});

describe('numberLocaleOf', () => {
  it('takes the number locale from lang: BCP 47 as is, cn as zh-CN, nothing or nonsense as en', () => {
    expect(numberLocaleOf('de')).toBe('de');
    expect(numberLocaleOf('de_CH')).toBe('de-CH');
    expect(numberLocaleOf('cn')).toBe('zh-CN');
    expect(numberLocaleOf('ua')).toBe('uk-UA');
    // A right-to-left shop's own locale, though its words fall back to English (issue 28).
    expect(numberLocaleOf('fa')).toBe('fa');
    expect(numberLocaleOf('')).toBe('en');
    expect(numberLocaleOf('not a tag!')).toBe('en');
  });
});
