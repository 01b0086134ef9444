// The export dialog offers every language, so the PDF must print every letter of each: a language's report words,
// its selection texts and the catalogue's texts in it, each letter in one of the typefaces of its stack.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFonts, runsOf } from '../../../host-site/server/services/reports/pdf/fonts';
import { languages, type Language } from '../../../src/i18n/languages';
import { exportLanguages } from '../../../widgets/selection-strip';

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');

/** The report's own words in a language, as the server loads them. */
const reportWords = (language: string): unknown => JSON.parse(readFileSync(path.join(localesDir, language, 'report.json'), 'utf8'));

const root = path.resolve(import.meta.dirname, '../../..');
const catalogue = path.join(root, 'host-site/server/catalogue/data');

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The catalogue's texts a report prints: names, types, bodies and notes, in the language (or English) and codes. */
function catalogueTexts(language: Language): string {
  const texts: string[] = [];
  for (const file of ['families', 'series', 'sizes', 'products']) {
    const { items } = JSON.parse(readFileSync(path.join(catalogue, `${file}.json`), 'utf8')) as { items: unknown[] };
    // A label prints in its language, else English: both are texts the report can show, the other languages' not.
    const shown = (key: string) => !(languages as readonly string[]).includes(key) || key === language || key === 'en';
    texts.push(...strings(JSON.parse(JSON.stringify(items), (key, value: unknown) => (shown(key) ? value : undefined))));
  }
  return texts.join('\n');
}

/** Every text a report prints in `language`: its own words, the selection's labels and reasons, the catalogue's texts. */
function reportTexts(language: Language): string {
  const own = JSON.stringify(reportWords(language));
  return own + readFileSync(path.join(root, 'src/i18n/locales', language, 'selection.json'), 'utf8') + catalogueTexts(language);
}

function missingGlyphs(language: Language, weight: 'regular' | 'bold'): string[] {
  const fonts = reportFonts(language, weight);
  const missing = new Set<string>();
  for (const character of reportTexts(language)) {
    const code = character.codePointAt(0)!;
    // Line breaks and other controls of the JSON files are not printed.
    if (code < 0x20) continue;
    if (!fonts.some((font) => font.hasGlyphForCodePoint(code))) missing.add(character);
  }
  return [...missing];
}

describe('report languages the PDF prints', () => {
  it('the export dialog offers all fourteen', () => {
    expect([...exportLanguages].sort()).toEqual([...languages].sort());
  });

  it.each([...exportLanguages])('%s: every letter has a glyph in its typefaces, regular and bold', (language) => {
    expect(missingGlyphs(language, 'regular')).toEqual([]);
    expect(missingGlyphs(language, 'bold')).toEqual([]);
  });

  it.each(['ko', 'th', 'pl', 'tr', 'ua'] as const)('%s: its own letters need a typeface beside Noto Sans SC', (language) => {
    const sc = reportFonts('cn');
    const ownLetters = [...JSON.stringify(reportWords(language))].filter((c) => !sc[0]!.hasGlyphForCodePoint(c.codePointAt(0)!));
    expect(ownLetters.length).toBeGreaterThan(0);
  });

  it('a Thai line with ℃ prints the Thai, the digits and the minus in the Thai typeface and the sign in Noto Sans', () => {
    const fonts = reportFonts('th');
    const runs = runsOf('อุณหภูมิ −10 ℃', fonts);
    expect(runs).toEqual([
      { font: 0, text: 'อุณหภูมิ −10 ' },
      { font: 1, text: '℃' },
    ]);
  });
});
