// Texts translated into the twelve loadable languages, written as rows: the English, then it, fr, de, ko, ja, th, pl,
// tr, es, ru, ua, pt (the order of loadableLanguages). A row is a tuple, so a missing language is a type error.
import { loadableLanguages, type LoadableLanguage } from './languages';

export type TranslationRow = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string];

export type TranslationTable = Readonly<Record<LoadableLanguage, Readonly<Record<string, string>>>>;

/** Per language, each English text's translation; without a prototype, so that no text ("constructor") finds one. */
export function translationTable(rows: readonly TranslationRow[]): TranslationTable {
  const column = (index: number) => Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(rows.map((row) => [row[0], row[index + 1]!])));
  return Object.fromEntries(loadableLanguages.map((language, index) => [language, column(index)])) as Record<LoadableLanguage, Record<string, string>>;
}
