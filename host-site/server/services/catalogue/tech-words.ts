// The technical words of the size tables (column names, coded values, connection types) in the twelve languages
// beside cn and en, as each country's refrigeration data sheets print them: src/i18n/locales/<lang>/tech-words.json,
// keyed by the English of tech-fields.ts and tech-codes.ts. A test (tests/unit/server/catalogue/tech-words.test.ts)
// fails when one lacks a language.
import type { Label } from '../../../../src/catalogue';
import { isBundled, loadableLanguages, type Language, type LoadableLanguage } from '../../../../src/i18n/languages';
import { defineLoadable, loadResources } from '../../../../src/i18n/load-language';

const techWordsNamespace = 'tech-words';

defineLoadable(techWordsNamespace, (language) => import(`../../../../src/i18n/locales/${language}/tech-words.json`));

// Without a prototype, so that no English text ("constructor") finds a translation it does not have.
const byLanguage = Object.fromEntries(
  Object.entries(await loadResources([techWordsNamespace], loadableLanguages)).map(([language, namespaces]) => [
    language,
    Object.assign(Object.create(null) as Record<string, string>, namespaces[techWordsNamespace]),
  ]),
) as Record<LoadableLanguage, Readonly<Record<string, string>>>;

/** A technical word in a language: the label's own in cn and en, this table's in the others, else the English. */
export function techWord(label: Label, language: Language): string {
  if (isBundled(language)) return label[language];
  return label[language] ?? byLanguage[language][label.en] ?? label.en;
}

/** The English words the table translates, for the completeness test. */
export function translatedTechWords(language: LoadableLanguage): ReadonlySet<string> {
  return new Set(Object.keys(byLanguage[language]));
}
