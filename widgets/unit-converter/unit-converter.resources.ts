import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/unit-converter.json';
import { mergeResources, unitsResources } from '../../src/i18n/shared-namespaces';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the converter; an app that renders UnitConverter adds it to its own i18next. */
export const unitConverterNamespace = 'unit-converter';

/**
 * Every string the converter shows at first: its namespace and the shared `units` (quantity names), ready for
 * createI18nInstance(lang, resources) or addResourceBundle. The `errors` strings of the saturation mode come
 * with its chunk (unit-converter.saturation.ts).
 */
export const unitConverterResources: Resource = mergeResources(unitsResources, {
  en: { [unitConverterNamespace]: en },
});

defineLoadable(unitConverterNamespace, (language) => import(`../../src/i18n/locales/${language}/unit-converter.json`));
