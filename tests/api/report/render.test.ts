// Issue 13: a report PDF drawn by pdf.js in Chromium is a printed page, not a blank one: text and lines on the first
// page, and the curves (blue) with the operating point (red) on the page that holds them.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../helper';
import { member } from '../results/member';
import { pdfText, renderPdfPages, type RenderedPage } from './pdf-reader';
import { calculated, listOf, saveList } from './saved-report';

describe('a Chinese report PDF drawn in Chromium', () => {
  let curvesPage = 0;
  let first: RenderedPage;
  let curves: RenderedPage;

  beforeAll(async () => {
    const app = await buildTestApp();
    const ming = await member(app.db, 'ming01');
    await saveList(app, listOf(await calculated(app), 2), ming.headers);
    const bytes = (await get(app, '/api/report/pdf', { language: 'cn' }, ming.headers)).rawPayload;
    const { pages } = await pdfText(bytes);
    curvesPage = pages.findIndex((text) => text.includes('工况点')) + 1;
    [first, curves] = (await renderPdfPages(bytes, [1, Math.max(curvesPage, 1)])) as [RenderedPage, RenderedPage];
  });

  it('prints the first page at A4 proportions, with ink on it', () => {
    expect(first.height / first.width).toBeCloseTo(841.89 / 595.28, 2);
    // Headings, tables and the notice: a few per cent of the page is ink; a blank page has none.
    expect(first.inked).toBeGreaterThan(0.02);
    expect(first.coloured).toBeGreaterThan(0.001);
  });

  it('draws the curves in colour on their page', () => {
    expect(curvesPage).toBeGreaterThan(1);
    expect(curves.coloured).toBeGreaterThan(0.003);
  });
});
