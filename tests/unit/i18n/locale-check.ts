// The rules a translation is held to against English: the same keys (plural keys by the language's own plural
// categories), and the same interpolation variables in each text.
import { localeOf } from '../../../src/i18n/languages';

export type Strings = { [key: string]: string | Strings };

/** Every text of a nested bundle by its dotted key. */
export function flatten(strings: Strings, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralKey = new RegExp(`^(.*)_(${pluralSuffixes.join('|')})$`);

/** The `{{name}}` variables (with a format, `{{value, number}}`, the name) of a text, sorted. */
export function variablesOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/**
 * What is wrong with `translated` as the `language` version of `english`, one line each: a key English has and
 * the translation lacks, a key the translation has and English does not, a text whose variables differ.
 */
export function translationProblems(english: Strings, translated: Strings, language: string): string[] {
  const en = flatten(english);
  const other = flatten(translated);
  const categories = new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories as string[];
  // Plural bases of English (`count` of count_one, count_other) and the keys the language needs for each.
  const expected = new Map<string, string>(); // translated key -> the English key it stands for
  for (const key of en.keys()) {
    const base = pluralKey.exec(key)?.[1];
    if (base !== undefined && en.has(`${base}_other`)) {
      for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
    } else {
      expected.set(key, key);
    }
  }
  const problems: string[] = [];
  for (const [key, englishKey] of expected) {
    const text = other.get(key);
    if (text === undefined) {
      problems.push(`missing ${key}`);
      continue;
    }
    if (text.trim() === '') problems.push(`empty ${key}`);
    // A plural form may leave out the count English's `_other` says ("ein Produkt"), or say it where `_one` does not.
    const plural = englishKey !== key || pluralKey.test(key);
    const relevant = (names: string[]) => (plural ? names.filter((name) => name !== 'count') : names).join(', ');
    const want = relevant(variablesOf(en.get(englishKey)!));
    const have = relevant(variablesOf(text));
    if (want !== have) problems.push(`variables of ${key}: [${have}] where English has [${want}]`);
  }
  for (const key of other.keys()) {
    const base = pluralKey.exec(key)?.[1];
    // English's own plural keys are allowed where the language's rules do not use them (cn's `_one`).
    const englishPlural = base !== undefined && en.has(key);
    if (!expected.has(key) && !englishPlural) problems.push(`not in English: ${key}`);
  }
  return problems;
}
