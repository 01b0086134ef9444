// The PDF report in the languages Noto Sans SC cannot print alone: each is read back with pdf.js in its own letters
// (a letter drawn in no typeface would read back as nothing or a box), and embeds only the subsets it uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, get } from '../helper';
import { member } from '../results/member';
import { pdfText } from './pdf-reader';
import { calculated, listOf, saveList } from './saved-report';

type App = Awaited<ReturnType<typeof buildTestApp>>;

const localesDir = path.resolve(import.meta.dirname, '../../../src/i18n/locales');
const title = (language: string) => (JSON.parse(readFileSync(path.join(localesDir, language, 'report.json'), 'utf8')) as { title: string }).title;

/** The names of the typefaces a PDF embeds, without their subset tags (`ABCDEF+NotoSansThai-Regular`). */
function embeddedFonts(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...new Set([...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]!))].sort();
}

describe('report PDF in Korean, Thai, Polish, Turkish and Ukrainian', () => {
  let app: App;
  let headers: Record<string, string>;
  const pdf = async (language: string) => (await get(app, '/api/report/pdf', { language }, headers)).rawPayload as Uint8Array;

  beforeAll(async () => {
    app = await buildTestApp();
    headers = (await member(app.db, 'ming01')).headers;
    await saveList(app, listOf(await calculated(app), 2), headers);
  });

  it.each([
    ['ko', ['NotoSansKR-Bold', 'NotoSansKR-Regular']],
    ['th', ['NotoSansThai-Bold', 'NotoSansThai-Regular']],
    ['pl', ['NotoSans-Bold', 'NotoSans-Regular']],
    ['tr', ['NotoSans-Bold', 'NotoSans-Regular']],
    ['ua', ['NotoSans-Bold', 'NotoSans-Regular']],
  ])('%s: the title reads back in its letters, printed in its own typeface', async (language, typefaces) => {
    const bytes = await pdf(language);
    const { pages } = await pdfText(bytes);
    // pdf.js joins a line's runs with spaces where the typeface changes; the title is one run.
    expect(pages[0]).toContain(title(language));
    expect(embeddedFonts(bytes)).toEqual(expect.arrayContaining(typefaces));
  });

  it('a Thai report prints the ℃ of its figures in a fallback typeface', async () => {
    const bytes = await pdf('th');
    const { pages } = await pdfText(bytes);
    expect(pages.join(' ')).toContain('℃');
    expect(embeddedFonts(bytes).some((name) => !name.startsWith('NotoSansThai'))).toBe(true);
  });

  it('subsets keep a Korean report within twice the size of the English one', async () => {
    const [ko, en] = [await pdf('ko'), await pdf('en')];
    expect(ko.byteLength).toBeLessThan(2 * en.byteLength);
  });
});
