// Reading a report PDF back as a reader would: its text per page with pdf.js (Node), and a page rendered to pixels
// by pdf.js in Chromium (headless, no network: the page, pdf.js and the PDF are all served from memory).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);

/** Each page's text, the items joined by spaces, and the document's page size. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; size: { width: number; height: number } }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  let size = { width: 0, height: 0 };
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    if (n === 1) size = { width: page.view[2]! - page.view[0]!, height: page.view[3]! - page.view[1]! };
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { pages, size };
}

export interface RenderedPage {
  width: number;
  height: number;
  /** Share of pixels that are not near-white: ink on the page. */
  inked: number;
  /** Share of pixels that are clearly coloured (the curves, the grade, the notice), not grey or black. */
  coloured: number;
  png: Buffer;
}

const origin = 'http://report.test';

// The page runs pdf.js as a module and leaves its counts in window.rendered (a string, so no test transform
// touches it).
const renderPage = `<!doctype html><canvas id="page"></canvas><script type="module">
try {
  const pdfjsLib = await import('/pdf.mjs');
  pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  const pdf = await pdfjsLib.getDocument({ url: '/report.pdf', isEvalSupported: false }).promise;
  const pdfPage = await pdf.getPage(Number(new URLSearchParams(location.search).get('page')));
  const viewport = pdfPage.getViewport({ scale: 1.5 });
  const canvas = document.getElementById('page');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  const context = canvas.getContext('2d');
  await pdfPage.render({ canvasContext: context, canvas, viewport }).promise;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let inked = 0;
  let coloured = 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i], g = data[i + 1], b = data[i + 2];
    if (r < 200 || g < 200 || b < 200) inked++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
  }
  const pixels = data.length / 4;
  window.rendered = { width: canvas.width, height: canvas.height, inked: inked / pixels, coloured: coloured / pixels };
} catch (error) {
  window.rendered = { error: String(error) };
}
</script>`;

/** Pages of the PDF drawn by pdf.js in Chromium at 1.5×, with counts of their pixels (one browser for all). */
export async function renderPdfPages(bytes: Uint8Array, pageNumbers: readonly number[]): Promise<RenderedPage[]> {
  const pdfjs = await readFile(require.resolve('pdfjs-dist/build/pdf.mjs'));
  const worker = await readFile(require.resolve('pdfjs-dist/build/pdf.worker.mjs'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/pdf.mjs') return route.fulfill({ body: pdfjs, contentType: 'text/javascript' });
      if (path === '/pdf.worker.mjs') return route.fulfill({ body: worker, contentType: 'text/javascript' });
      if (path === '/report.pdf') return route.fulfill({ body: Buffer.from(bytes), contentType: 'application/pdf' });
      return route.fulfill({ body: renderPage, contentType: 'text/html' });
    });
    const rendered: RenderedPage[] = [];
    for (const pageNumber of pageNumbers) {
      await page.goto(`${origin}/?page=${pageNumber}`);
      await page.waitForFunction(() => 'rendered' in window, undefined, { timeout: 30_000 });
      const result = (await page.evaluate(() => (window as unknown as { rendered: unknown }).rendered)) as Omit<RenderedPage, 'png'> | { error: string };
      if ('error' in result) throw new Error(`pdf.js could not draw page ${pageNumber}: ${result.error}`);
      rendered.push({ ...result, png: await page.locator('#page').screenshot() });
    }
    return rendered;
  } finally {
    await browser.close();
  }
}

/** The stroke colours (as #rrggbb) a page of the PDF draws with, read from its operator list. */
export async function strokeColours(bytes: Uint8Array, pageNumber: number): Promise<Set<string>> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const list = await (await document.getPage(pageNumber)).getOperatorList();
    const colours = new Set<string>();
    list.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setStrokeRGBColor) return;
      const args = list.argsArray[i] as unknown[];
      // pdf.js gives the colour as a "#rrggbb" string, or as three 0–255 numbers in older versions.
      const hex = typeof args[0] === 'string' ? args[0] : `#${(args as number[]).map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
      colours.add(hex.toLowerCase());
    });
    return colours;
  } finally {
    await document.destroy();
  }
}
