// Issue 14: the catalogue's texts the site shows (family names, series descriptions, bodies and rating notes, product
// types, system types and applications, approvals, recommendations, web config labels) in all fourteen languages,
// read from the files the server loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from '../../../host-site/server/catalogue/load';
import { TEXTS } from '../../../scripts/demo-catalogue/texts';
import { loadableLanguages } from '../../../src/i18n/languages';

type Label = Record<string, string | undefined> & { en: string };
const items = (file: string) => (JSON.parse(readFileSync(path.join(DEFAULT_CATALOGUE_DIR, file), 'utf8')) as { items: Record<string, unknown>[] }).items;

/** Every label of the fields the site shows, with where it is, as `file[index].field`. */
const shown: [string, string[]][] = [
  ['families.json', ['Name']],
  ['series.json', ['Description']],
  ['system-types.json', ['Message', 'Memo']],
  ['systems.json', ['Name', 'Memo']],
  ['approvals.json', ['Name']],
  ['recommendations.json', ['Title', 'Content']],
  ['web-config.json', ['Label']],
];
const seriesTexts = items('series.json').flatMap((item, index) => {
  const tech = item.tech as { body?: Label | string; rating?: { note?: Label | string } };
  const texts = [['tech.body', tech.body], ['tech.rating.note', tech.rating?.note]] as const;
  // A plain string is a maker's one text for every language; the demo writes labels.
  return texts.flatMap(([field, text]) => (typeof text === 'object' ? [[`series.json[${index}].${field}`, text] as const] : []));
});
const labels = [
  ...shown.flatMap(([file, fields]) =>
    items(file).flatMap((item, index) => fields.flatMap((field) => (item[field] === undefined ? [] : [[`${file}[${index}].${field}`, item[field] as Label] as const]))),
  ),
  ...seriesTexts,
  // One label per product type: the thousands of part numbers repeat sixty-odd.
  ...[...new Map(items('products.json').map((item) => [(item.ProductType as Label).en, item.ProductType as Label])).entries()].map(
    ([en, label]) => [`products.json ProductType ${en}`, label] as const,
  ),
];

describe('the demo catalogue in fourteen languages', () => {
  it('finds the labels it checks', () => {
    expect(labels.length).toBeGreaterThan(140);
  });

  it.each(loadableLanguages)('%s: every label the site shows has its own text', (language) => {
    const missing = labels.filter(([, label]) => !label[language]?.trim()).map(([where, label]) => `${where}: ${label.en}`);
    expect(missing).toEqual([]);
  });

  it('the Latin-script languages translate the families rather than repeat the English', () => {
    const families = labels.filter(([where]) => where.startsWith('families.json'));
    for (const language of ['it', 'fr', 'de', 'pl', 'tr', 'es', 'pt'] as const) {
      const repeated = families.filter(([, label]) => label[language] === label.en).map(([, label]) => label.en);
      expect(repeated, language).toEqual([]);
    }
  });

  it("uses the trade's words for the families (German and French data sheets)", () => {
    const family = (en: string) => labels.find(([where, label]) => where.startsWith('families.json') && label.en === en)![1];
    expect(family('Solenoid valve').de).toBe('Magnetventil');
    expect(family('Thermostatic expansion valve').de).toBe('Thermostatisches Expansionsventil');
    expect(family('Filter drier').de).toBe('Filtertrockner');
    expect(family('Sight glass').de).toBe('Schauglas');
    expect(family('Solenoid valve').fr).toBe('Électrovanne');
    expect(family('Thermostatic expansion valve').fr).toBe('Détendeur thermostatique');
    expect(family('Sight glass').fr).toBe('Voyant liquide');
  });

  it('keeps no translation of a text the catalogue no longer has', () => {
    const english = new Set(labels.map(([, label]) => label.en));
    for (const language of loadableLanguages) expect(Object.keys(TEXTS[language]).filter((en) => !english.has(en)), language).toEqual([]);
  });
});
