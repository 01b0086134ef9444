// What a shop's visitor downloads for one widget's first view, measured in Chromium: a page holding only that widget
// (as a shop writes it, with the module loader) is opened on the maker's real server (in-memory database, the built
// dist/widgets), every script the browser fetches until the widget has shown what it first shows and the network has
// been quiet for a while is recorded, and each is gzipped at level 9 (what the server's compression sends).
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startMakerSite } from './maker-site';

export interface FirstView {
  widget: string;
  /** Every script of the first view: its path under /widgets/ and its gzip size in bytes. */
  scripts: Map<string, number>;
}

/**
 * Each widget in the configuration a shop writes, and what its first view is: what it shows without the user's
 * action, and for the search box what it shows once focused (it fetches its index then).
 */
const firstViews: { widget: string; html: string; then?: (page: Page) => Promise<void> }[] = [
  { widget: 'approvals-chooser', html: `<vs-approvals-chooser value='["CE"]'></vs-approvals-chooser>` },
  {
    widget: 'performance-chart',
    html: `<vs-performance-chart data='{"x":{"label":"Te","unit":"℃","values":[-20,-10,0]},"y":{"label":"Capacity","unit":"kW"},"series":[{"label":"A","values":[1,2,3],"selected":true},{"label":"B","values":[2,3,4]}]}'></vs-performance-chart>`,
    then: (page) => page.locator('vs-performance-chart canvas').first().waitFor(),
  },
  {
    widget: 'pt-chart',
    html: '<vs-pt-chart refrigerant="R134a"></vs-pt-chart>',
    then: async (page) => {
      await page.locator('vs-pt-chart canvas').first().waitFor();
      await page.locator('vs-pt-chart [part="row"]').first().waitFor();
    },
  },
  { widget: 'refrigerant-chooser', html: '<vs-refrigerant-chooser></vs-refrigerant-chooser>' },
  {
    widget: 'search-box',
    html: '<vs-search-box></vs-search-box>',
    then: (page) => page.locator('vs-search-box [part="input"]').focus(),
  },
  { widget: 'selection-strip', html: '<vs-selection-strip></vs-selection-strip>' },
  {
    widget: 'selector',
    html: '<vs-selector valve-name="Sov" refrigerant="R410A"></vs-selector>',
    then: (page) => page.locator('vs-selector [part="calculate"]').waitFor(),
  },
  { widget: 'unit-converter', html: '<vs-unit-converter quantity="Press"></vs-unit-converter>' },
  { widget: 'unit-set-chooser', html: '<vs-unit-set-chooser unit-system="2"></vs-unit-set-chooser>' },
];

/** Follows `page`'s requests; `quiet()` resolves once none has been in flight for `quietMs`. */
function requestsOf(page: Page, quietMs = 700): { quiet(): Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', change(1)).on('requestfinished', change(-1)).on('requestfailed', change(-1));
  return {
    async quiet() {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

/** Every widget's first view, in Chromium, from the maker's server. */
export async function measureFirstViews(): Promise<FirstView[]> {
  const { origin, browser, close } = await startMakerSite();
  try {
    const views: FirstView[] = [];
    for (const { widget, html, then } of firstViews) {
      // A fresh context each time: nothing cached from the widget before.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname.replace(/^\/widgets\//, '');
        pending.push(response.body().then((body) => void scripts.set(file, gzipSync(body, { level: 9 }).length)));
      });
      const shopPage = `${origin}/bench/shop-${widget}.html`;
      await page.route(shopPage, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/widgets/valve-selector.js"></script></head><body>${html}</body></html>`,
        }),
      );
      const requests = requestsOf(page);
      await page.goto(shopPage);
      await page.waitForFunction((tag) => !!document.querySelector(tag)?.shadowRoot?.childElementCount, `vs-${widget}`);
      await then?.(page);
      await requests.quiet();
      await Promise.all(pending);
      views.push({ widget, scripts });
      await context.close();
    }
    return views;
  } finally {
    await close();
  }
}
