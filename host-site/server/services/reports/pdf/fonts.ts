// The report's typefaces: Noto Sans SC (SIL Open Font License) from the @expo-google-fonts/noto-sans-sc package,
// not the machine's fonts, so that a Chinese report prints the same on any server. It also covers Latin, Greek,
// Cyrillic and the signs a report prints (℃, ³, Δ). pdfkit embeds only the glyphs a document uses (a subset).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const fontFiles = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type FontName = keyof typeof fontFiles;

let loaded: Record<FontName, Buffer> | undefined;

/** The font files' bytes, read once (10 MB each) on the first report. */
export function reportFonts(): Record<FontName, Buffer> {
  loaded ??= { regular: readFileSync(require.resolve(fontFiles.regular)), bold: readFileSync(require.resolve(fontFiles.bold)) };
  return loaded;
}
