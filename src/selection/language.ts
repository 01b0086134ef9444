// The selector's texts: field labels, option titles, reasons, group and curve names (namespace `selection`), on top
// of the shared `errors` and `units` namespaces, in all fourteen languages (a key a language lacks reads English).
// The server loads every language's file at start (it answers each request in its own language at once); a browser
// calculating locally loads the one it shows.
import { createI18n, fallbackLanguage, languages, type Language } from '../i18n';
import { defineLoadable, loadResources } from '../i18n/load-language';
import { sharedNamespaces } from '../i18n/shared-namespaces';
import type { Translate } from '../i18n/translate';

/** The selector's texts, the same files the selector widget shows. */
export const selectionNamespace = 'selection';

defineLoadable(selectionNamespace, (language) => import(`../i18n/locales/${language}/selection.json`));

/** The selection texts' translator of each language. */
export type SelectionTranslator = (language: Language) => Translate;

/**
 * Loads the selection texts and the refusals' `errors` and `units` in `inLanguages` (all fourteen by default; English
 * always, as every language falls back to it) and answers a translator per language. The server loads every
 * language before its first request; a browser only the one it shows.
 */
export async function loadSelectionTranslator(inLanguages: readonly Language[] = languages): Promise<SelectionTranslator> {
  const wanted = [...new Set<Language>([fallbackLanguage, ...inLanguages])];
  const resources = await loadResources([selectionNamespace, ...sharedNamespaces], wanted);
  const translators = new Map<Language, Translate>(
    wanted.map((language) => {
      const i18n = createI18n(language, resources);
      return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
    }),
  );
  return (language) => {
    const t = translators.get(language);
    if (!t) throw new Error(`the selection texts in '${language}' are not loaded (loadSelectionTranslator)`);
    return t;
  };
}

/** The sizing engine names its labels `sizing:field.Te`, `sizing:option.Pos.A`; the selector keeps their texts here. */
export function engineText(t: Translate, key: string): string {
  return t(key.replace(/^sizing:/, 'selection:'));
}
