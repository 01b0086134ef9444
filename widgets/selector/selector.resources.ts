import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/selector.json';
import { errorsResources } from '../../src/i18n/errors-resources';
import { mergeResources, unitsResources } from '../../src/i18n/shared-namespaces';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the selector; an app that renders Selector adds it to its i18next. */
export const selectorNamespace = 'selector';

/**
 * The selector's strings and the shared `errors` (server and network failures) and `units` namespaces it shows;
 * the curves chart brings its own with its chunk (selector.chart.tsx).
 */
export const selectorResources: Resource = mergeResources(errorsResources, unitsResources, {
  en: { [selectorNamespace]: en },
});

defineLoadable(selectorNamespace, (language) => import(`../../src/i18n/locales/${language}/selector.json`));
