/**
 * What the export dialog hands on: which items, in which form, in which language. Kept apart from the dialog so
 * that the rules of SPEC §5 (an empty list, nothing ticked) are one function the strip, the host site's Selected
 * List and the tests share.
 */
import { normaliseLanguage, type Language } from '../../src/i18n/languages';

/** The forms of a report: the printable page (`/export`), a PDF, a spreadsheet for buyers. */
export const exportFormats = ['page', 'pdf', 'xlsx'] as const;

export type ExportFormat = (typeof exportFormats)[number];

/**
 * The languages the dialog offers for a report: those its PDF prints whole. The PDF's typeface (Noto Sans SC) has
 * Chinese, Japanese, Latin and Russian, but not Hangul, Thai, nor some letters of Polish, Turkish and Ukrainian
 * (ż, ş, ї); tests/api/report/report-glyphs.test.ts holds this list to the font. The page and the spreadsheet of
 * /export print in every language: a page in another language starts the dialog on English.
 */
export const exportLanguages = ['cn', 'en', 'de', 'fr', 'it', 'es', 'pt', 'ru', 'ja'] as const satisfies readonly Language[];

export type ExportLanguage = (typeof exportLanguages)[number];

/** A language tag (the page's) as an offered report language; English for another. */
export function exportLanguageOf(tag: string | undefined): ExportLanguage {
  const language = normaliseLanguage(tag);
  return (exportLanguages as readonly string[]).includes(language) ? (language as ExportLanguage) : 'en';
}

/** Export (the ticked items) or Export All (every item of the list). */
export type ExportScope = 'selection' | 'all';

/** An export the user asked for: the detail of `vs-export`. */
export interface ExportRequest {
  scope: ExportScope;
  /** The Hashkeys of the items to export, in the list's order. */
  hashes: string[];
  format: ExportFormat;
  language: ExportLanguage;
}

/** Why an export cannot be made: SPEC §5's two refusals. */
export type ExportRefusal = 'emptyList' | 'noneTicked';

/**
 * The request for `scope`, or the refusal: Export All of an empty list ('Please select at least one part
 * number'), Export with nothing ticked ('Please select the product to be exported'). Ticks of items no longer
 * listed are ignored.
 */
export function chooseExport(
  listed: readonly { hash: string }[],
  ticked: ReadonlySet<string>,
  scope: ExportScope,
  form: { format: ExportFormat; language: ExportLanguage },
): ExportRequest | ExportRefusal {
  if (listed.length === 0) return 'emptyList';
  const hashes = listed.map((item) => item.hash).filter((hash) => scope === 'all' || ticked.has(hash));
  if (hashes.length === 0) return 'noneTicked';
  return { scope, hashes, ...form };
}
