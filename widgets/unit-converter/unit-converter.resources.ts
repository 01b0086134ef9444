import type { Resource } from 'i18next';
import cn from '../../src/i18n/locales/cn/unit-converter.json';
import en from '../../src/i18n/locales/en/unit-converter.json';

/** The i18n namespace of the converter; an app that renders UnitConverter adds it to its own i18next. */
export const unitConverterNamespace = 'unit-converter';

/** `{ cn: { 'unit-converter': ... }, en: ... }`, ready for createI18n(lang, resources) or addResourceBundle. */
export const unitConverterResources = {
  cn: { [unitConverterNamespace]: cn },
  en: { [unitConverterNamespace]: en },
} satisfies Resource;
