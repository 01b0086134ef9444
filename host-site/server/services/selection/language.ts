// The selector's texts: field labels, option titles, reasons, group and curve names (namespace `selection`), on top
// of the shared `errors` and `units` namespaces, in all fourteen languages (a key a language lacks reads English).
// The server imports every language's file at start: it answers each request in its own language at once.
import type { Resource } from 'i18next';
import { createI18n, languages, mergeResources, type Language } from '../../../../src/i18n';
import cnSelection from '../../../../src/i18n/locales/cn/selection.json';
import deSelection from '../../../../src/i18n/locales/de/selection.json';
import enSelection from '../../../../src/i18n/locales/en/selection.json';
import esSelection from '../../../../src/i18n/locales/es/selection.json';
import frSelection from '../../../../src/i18n/locales/fr/selection.json';
import itSelection from '../../../../src/i18n/locales/it/selection.json';
import jaSelection from '../../../../src/i18n/locales/ja/selection.json';
import koSelection from '../../../../src/i18n/locales/ko/selection.json';
import plSelection from '../../../../src/i18n/locales/pl/selection.json';
import ptSelection from '../../../../src/i18n/locales/pt/selection.json';
import ruSelection from '../../../../src/i18n/locales/ru/selection.json';
import thSelection from '../../../../src/i18n/locales/th/selection.json';
import trSelection from '../../../../src/i18n/locales/tr/selection.json';
import uaSelection from '../../../../src/i18n/locales/ua/selection.json';
import { serverTranslations } from '../../http/server-translations';
import type { Translate } from '../../http/translate';

const selection: Record<Language, object> = {
  cn: cnSelection,
  en: enSelection,
  it: itSelection,
  fr: frSelection,
  de: deSelection,
  ko: koSelection,
  ja: jaSelection,
  th: thSelection,
  pl: plSelection,
  tr: trSelection,
  es: esSelection,
  ru: ruSelection,
  ua: uaSelection,
  pt: ptSelection,
};

/** The `selection` namespace in every language, for the translators that word the selector's answers. */
export const selectionResources: Resource = Object.fromEntries(languages.map((language) => [language, { selection: selection[language] }]));

// The refusals the selector words come from `errors` and `units`: loaded for every language before the first request.
const shared = await Promise.all(languages.map(serverTranslations));

const translators = new Map<Language, Translate>(
  languages.map((language, index) => {
    const i18n = createI18n(language, mergeResources(selectionResources, shared[index]!));
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
