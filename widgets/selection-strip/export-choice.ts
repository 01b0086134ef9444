/**
 * What the export dialog hands on: which items, in which form, in which language. Kept apart from the dialog so
 * that the rules of SPEC §5 (an empty list, nothing ticked) are one function the strip, the host site's Selected
 * List and the tests share.
 */
import { languages, normaliseLanguage, type Language } from '../../src/i18n/languages';

/** The forms of a report: the printable page (`/export`), a PDF, a spreadsheet for buyers. */
export const exportFormats = ['page', 'pdf', 'xlsx'] as const;

export type ExportFormat = (typeof exportFormats)[number];

/**
 * The languages the dialog offers for a report: all fourteen, because the PDF prints each whole (its typefaces per
 * language, host-site/server/services/reports/pdf/fonts.ts; tests/api/report/report-glyphs.test.ts holds every
 * language's letters to them), and the page and the spreadsheet of /export print in every language.
 */
export const exportLanguages = languages;

export type ExportLanguage = Language;

/** A language tag (the page's) as a report language; English for one that is none of the fourteen. */
export function exportLanguageOf(tag: string | undefined): ExportLanguage {
  return normaliseLanguage(tag);
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

/**
 * How far a report file being made has come, as its owner tells the dialog (the server's report job): waiting for
 * the server (its place in line once known), or being made (percent).
 */
export interface ExportProgress {
  state: 'queued' | 'running';
  percent: number;
  position: number | null;
}
