import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/search-box.json';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the search box; an app that renders SearchBox adds it to its own i18next. */
export const searchBoxNamespace = 'search-box';

/** `{ en: { 'search-box': ... } }`, ready for createI18n(lang, resources) or addResourceBundle. */
export const searchBoxResources = {
  en: { [searchBoxNamespace]: en },
} satisfies Resource;

defineLoadable(searchBoxNamespace, (language) => import(`../../src/i18n/locales/${language}/search-box.json`));
