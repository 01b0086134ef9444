// The export dialog offers a report language only where the PDF prints every letter of it: each offered
// language's report words and selection texts have glyphs in the report's typeface, and each language left out
// lacks some (so the list grows when a typeface for it is added).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFonts } from '../../../host-site/server/services/reports/pdf/fonts';
import { reportResources } from '../../../host-site/server/services/reports/report.resources';
import { languages } from '../../../src/i18n/languages';
import { exportLanguages } from '../../../widgets/selection-strip';

const locales = path.resolve(import.meta.dirname, '../../../src/i18n/locales');

/** Every text a report prints in `language`: its own words and the selection's labels and reasons. */
function reportTexts(language: string): string {
  const own = JSON.stringify((reportResources as Record<string, unknown>)[language]);
  return own + readFileSync(path.join(locales, language, 'selection.json'), 'utf8');
}

function missingGlyphs(language: string): string[] {
  const font = reportFonts().regular;
  const missing = new Set<string>();
  for (const character of reportTexts(language)) {
    // Line breaks and other controls of the JSON files are not printed.
    if (character.codePointAt(0)! < 0x20) continue;
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}

describe('report languages the PDF prints', () => {
  it.each([...exportLanguages])('%s: every letter has a glyph', (language) => {
    expect(missingGlyphs(language)).toEqual([]);
  });

  it.each(languages.filter((language) => !(exportLanguages as readonly string[]).includes(language)))('%s, not offered, lacks letters', (language) => {
    expect(missingGlyphs(language).length).toBeGreaterThan(0);
  });
});
