// The demo's texts in the twelve languages beside cn and en, keyed by the English the definitions write. The
// builder gives every label whose English is here its other languages; a completeness test
// (tests/unit/scripts/demo-catalogue-languages.test.ts) fails when a label the site shows lacks one.
import type { Label } from '../../../src/catalogue';
import { loadableLanguages, type LoadableLanguage } from '../../../src/i18n/languages';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pl } from './pl';
import { PRODUCT_TYPE_TEXTS } from './product-types';
import { pt } from './pt';
import { ru } from './ru';
import { SERIES_TEXTS } from './series';
import { SERIES_TECH_TEXTS } from './series-tech';
import { th } from './th';
import { tr } from './tr';
import { ua } from './ua';

const OWN: Readonly<Record<LoadableLanguage, Readonly<Record<string, string>>>> = { it, fr, de, ko, ja, th, pl, tr, es, ru, ua, pt };

/** Per language, the English of a text and its translation: the small tables', the series' and the product types. */
export const TEXTS: Readonly<Record<LoadableLanguage, Readonly<Record<string, string>>>> = Object.fromEntries(
  loadableLanguages.map((language) => [language, { ...OWN[language], ...SERIES_TEXTS[language], ...SERIES_TECH_TEXTS[language], ...PRODUCT_TYPE_TEXTS[language] }]),
) as Record<LoadableLanguage, Record<string, string>>;

const isLabel = (value: object): value is Label =>
  Object.keys(value).length === 2 && typeof (value as Partial<Label>).cn === 'string' && typeof (value as Partial<Label>).en === 'string';

/** A label with the languages that have its English; cn and en first, the others in the order of the fourteen. */
function translated(label: Label): Label {
  const others = loadableLanguages.flatMap((language) => {
    const text = TEXTS[language][label.en];
    return text === undefined ? [] : [[language, text] as const];
  });
  return { cn: label.cn, en: label.en, ...Object.fromEntries(others) };
}

/** A copy of the catalogue's data with every bilingual label given its other languages. */
export function withLanguages<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withLanguages(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isLabel(value)) return translated(value) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withLanguages(item)])) as T;
}
