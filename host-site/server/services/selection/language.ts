// The selector's texts: field labels, option titles, reasons, group and curve names (namespace `selection`), on top
// of the shared `errors` and `units` namespaces. One i18next instance per bundled language, made once.
import { bundledLanguages, createI18n, type BundledLanguage } from '../../../../src/i18n';
import cnSelection from '../../../../src/i18n/locales/cn/selection.json';
import enSelection from '../../../../src/i18n/locales/en/selection.json';
import type { Translate } from '../../http/translate';

const translators = new Map<BundledLanguage, Translate>(
  bundledLanguages.map((language) => {
    const i18n = createI18n(language, { cn: { selection: cnSelection }, en: { selection: enSelection } });
    return [language, (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {})];
  }),
);

/** Translates into a language, selection namespace included. */
export function selectionTranslator(language: BundledLanguage): Translate {
  return translators.get(language)!;
}

/** The sizing engine names its labels `sizing:field.Te`, `sizing:option.Pos.A`; the server keeps their texts here. */
export function engineText(t: Translate, key: string): string {
  return t(key.replace(/^sizing:/, 'selection:'));
}
