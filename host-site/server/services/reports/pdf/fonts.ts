// The report's typefaces: Noto Sans SC, KR, Thai and Noto Sans (SIL Open Font License) from the
// @expo-google-fonts packages, not the machine's fonts, so that a report prints the same on any server. No one of
// them has every letter of the fourteen languages: SC lacks Hangul, Thai and Polish, Turkish and Ukrainian
// letters, Thai lacks ℃, ³ and Δ, Noto Sans lacks ≤ and √. Each language therefore has a stack of typefaces and
// every run of letters is printed in the first of its stack that has them. pdfkit embeds only the glyphs a
// document uses (a subset), so a stack costs a report only the letters it prints.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import type { Language } from '../../../../../src/i18n/languages';

const require = createRequire(import.meta.url);

const typefaceFiles = {
  sc: { regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
  kr: { regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf' },
  thai: { regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf' },
  latin: { regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
} as const;

type Typeface = keyof typeof typefaceFiles;
export type Weight = 'regular' | 'bold';

/**
 * Each language's typefaces, first choice first. SC stays the first for the languages it prints whole (its
 * Japanese kana and kanji included), so their reports look as before; the last of every stack is SC, whose
 * signs and Latin catch what a language's own typeface lacks (℃ in a Thai report, a Chinese product name).
 */
const stacks: Readonly<Record<Language, readonly Typeface[]>> = {
  cn: ['sc'],
  en: ['sc'],
  it: ['sc'],
  fr: ['sc'],
  de: ['sc'],
  es: ['sc'],
  pt: ['sc'],
  ru: ['sc'],
  ja: ['sc'],
  ko: ['kr', 'sc'],
  th: ['thai', 'latin', 'sc'],
  pl: ['latin', 'sc'],
  tr: ['latin', 'sc'],
  ua: ['latin', 'sc'],
};

// Read and parsed once (up to 10 MB each) on the first report that needs them and shared by every document after
// it: parsing again for each report cost a tenth of a second. pdfkit keeps each document's subset apart.
const loaded = new Map<string, Font>();

function open(typeface: Typeface, weight: Weight): Font {
  const key = `${typeface}/${weight}`;
  let font = loaded.get(key);
  if (!font) {
    font = create(readFileSync(require.resolve(typefaceFiles[typeface][weight]))) as Font;
    loaded.set(key, font);
  }
  return font;
}

/** The typefaces of a language's report in one weight, first choice first. */
export function reportFonts(language: Language, weight: Weight = 'regular'): Font[] {
  return stacks[language].map((typeface) => open(typeface, weight));
}

/** A piece of text and the place in the stack of the typeface that prints it. */
export interface Run {
  font: number;
  text: string;
}

/**
 * Cuts text into runs, each letter in the first typeface that has it. Spaces and marks every typeface has stay in
 * the run they are in, so that a line changes typeface only where a letter needs it; a letter none has goes to the
 * first (its missing-glyph box shows where the data holds something unprintable).
 */
export function runsOf(text: string, fonts: readonly Font[]): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && fonts[current.font]!.hasGlyphForCodePoint(code)) {
      current.text += character;
      continue;
    }
    const found = fonts.findIndex((font) => font.hasGlyphForCodePoint(code));
    const font = found === -1 ? 0 : found;
    if (current?.font === font) current.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const fontName = (weight: Weight, index: number) => (index === 0 ? weight : `${weight}.${index}`);

const documentFonts = new WeakMap<PDFKit.PDFDocument, Record<Weight, Font[]>>();

/**
 * Registers a language's typefaces in a document: `regular` and `bold` are the first choices (what widths and
 * heights are measured in), `regular.1`, `bold.1` ... the ones after, which `write` picks from.
 */
export function registerReportFonts(doc: PDFKit.PDFDocument, language: Language): void {
  const fonts = { regular: reportFonts(language, 'regular'), bold: reportFonts(language, 'bold') };
  for (const weight of ['regular', 'bold'] as const) {
    // pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open); its types know only bytes.
    fonts[weight].forEach((font, i) => doc.registerFont(fontName(weight, i), font as unknown as PDFKit.Mixins.PDFFontSource));
  }
  documentFonts.set(doc, fonts);
}

/**
 * Writes text at x, y (or where the last text left off) in the stack's typefaces: one pdfkit text call per run,
 * continued, so that the runs wrap as one paragraph. Size and colour are the document's current ones.
 */
export function write(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  at: { x: number; y: number } | undefined,
  options: PDFKit.Mixins.TextOptions = {},
): PDFKit.PDFDocument {
  const fonts = documentFonts.get(doc);
  if (!fonts) throw new Error('registerReportFonts first: the document has no report typefaces');
  const runs = runsOf(text, fonts[weight]);
  if (runs.length === 0) runs.push({ font: 0, text: '' });
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    const runOptions = { ...options, continued: last ? (options.continued ?? false) : true };
    doc.font(fontName(weight, run.font));
    if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc.font(weight);
}
