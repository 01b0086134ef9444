// The selector's texts: field labels, option titles, reasons, group and curve names (namespace `selection`), on top
// of the shared `errors` and `units` namespaces, in all fourteen languages (a key a language lacks reads English).
// The server imports every language's file at start: it answers each request in its own language at once.
import { createI18n, languages, type Language } from '../../../../src/i18n';
import { defineLoadable, loadResources } from '../../../../src/i18n/load-language';
import { sharedNamespaces } from '../../../../src/i18n/shared-namespaces';
import type { Translate } from '../../http/translate';

/** The selector's texts, the same files the selector widget shows. */
export const selectionNamespace = 'selection';

defineLoadable(selectionNamespace, (language) => import(`../../../../src/i18n/locales/${language}/selection.json`));

// The refusals the selector words come from `errors` and `units`: loaded for every language before the first request.
const resources = await loadResources([selectionNamespace, ...sharedNamespaces]);

const translators = new Map<Language, Translate>(
  languages.map((language) => {
    const i18n = createI18n(language, resources);
    return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
  }),
);

/** Translates into a language, selection namespace included. */
export function selectionTranslator(language: Language): Translate {
  return translators.get(language)!;
}

/** The sizing engine names its labels `sizing:field.Te`, `sizing:option.Pos.A`; the server keeps their texts here. */
export function engineText(t: Translate, key: string): string {
  return t(key.replace(/^sizing:/, 'selection:'));
}
