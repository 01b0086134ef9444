import type { Resource } from 'i18next';
import en from '../../src/i18n/locales/en/selector.json';
// Only the shared `errors` words the selector shows itself (a call that found no server, a server fault, Try again):
// named imports, so that the bundlers leave the rest of the file (the engine's codes, the accounts' words) out of its
// first view (issue 40). Another language's `errors` comes whole, on demand, with the language.
// The refusals worded from their Detail (refusal-detail.ts) come too: a list-only family, a system without the
// family, a size of another family or none, with the two prefixes their words nest.
import { catalogue, error, invalidInput, listOnly, network, notFound, retry, serverError, sizeRequired, systemWithoutFamily } from '../../src/i18n/locales/en/errors.json';
import '../../src/i18n/errors-loadable';
import { mergeResources, unitsResources } from '../../src/i18n/shared-namespaces';
import { defineLoadable } from '../../src/i18n/load-language';

/** The i18n namespace of the selector; an app that renders Selector adds it to its i18next. */
export const selectorNamespace = 'selector';

/**
 * The selector's strings, the words of the shared `errors` namespace it shows (server and network failures) and the
 * shared `units`; the curves chart brings its own with its chunk (selector.chart.tsx).
 */
export const selectorResources: Resource = mergeResources(unitsResources, {
  en: { [selectorNamespace]: en, errors: { catalogue, error, invalidInput, listOnly, network, notFound, retry, serverError, sizeRequired, systemWithoutFamily } },
});

defineLoadable(selectorNamespace, (language) => import(`../../src/i18n/locales/${language}/selector.json`));
