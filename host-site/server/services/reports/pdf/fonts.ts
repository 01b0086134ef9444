// The report's typefaces: Noto Sans SC (SIL Open Font License) from the @expo-google-fonts/noto-sans-sc package,
// not the machine's fonts, so that a Chinese report prints the same on any server. It also covers Latin, Greek,
// Cyrillic and the signs a report prints (℃, ³, Δ). pdfkit embeds only the glyphs a document uses (a subset).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

const require = createRequire(import.meta.url);

export const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontName = keyof typeof fontFiles;

let loaded: Record<FontName, Font> | undefined;

/**
 * The fonts, read and parsed once (10 MB each) on the first report and shared by every document after it: parsing
 * them again for each report cost a tenth of a second, and the glyphs fontkit has laid out stay cached. pdfkit
 * keeps each document's subset apart.
 */
export function reportFonts(): Record<FontName, Font> {
  const open = (name: FontName) => create(readFileSync(require.resolve(fontFiles[name]))) as Font;
  loaded ??= { regular: open('regular'), bold: open('bold') };
  return loaded;
}
