// The demo's texts in the twelve languages beside cn and en, keyed by the English the definitions write:
// src/i18n/locales/<lang>/demo-catalogue.json, loaded as the server loads its strings. The builder gives every label
// whose English is here its other languages; a completeness test (tests/unit/scripts/demo-catalogue-languages.test.ts)
// fails when a label the site shows lacks one.
import type { Label } from '../../../src/catalogue';
import { loadableLanguages, type LoadableLanguage } from '../../../src/i18n/languages';
import { defineLoadable, loadResources } from '../../../src/i18n/load-language';
import { LOCATIONS } from '../reference';

const demoCatalogueNamespace = 'demo-catalogue';

defineLoadable(demoCatalogueNamespace, (language) => import(`../../../src/i18n/locales/${language}/demo-catalogue.json`));

// The shop links' label is one sentence per language, with `{region}` where each region's code goes.
const regionTemplate = /\{region\}/;

/** The texts of one language, each sentence with `{region}` written out for every region. */
function expandRegions(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([english, text]) =>
      regionTemplate.test(english)
        ? LOCATIONS.map((location) => [english.replace(regionTemplate, location), text.replace(regionTemplate, location)] as const)
        : [[english, text] as const],
    ),
  );
}

const loaded = await loadResources([demoCatalogueNamespace], loadableLanguages);

/** Per language, the English of a text and its translation. */
export const TEXTS: Readonly<Record<LoadableLanguage, Readonly<Record<string, string>>>> = Object.fromEntries(
  loadableLanguages.map((language) => [language, expandRegions(loaded[language]![demoCatalogueNamespace] as Record<string, string>)]),
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
