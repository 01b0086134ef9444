// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The README's reserve against each widget's real first view (issue 28), at phone, tablet and desktop widths: the
// room the recipe keeps must hold the loaded view (else the page moves when it arrives) and not much more (else a
// blank band stays under it). Measured on the layout-shift page, with the reserve lifted from each element. A media
// query band reserves its tallest view, so other widths in a band may keep some blank; these five are within a line.
import { expect } from 'chai';
import { until } from '../browser/helpers';
import { openPage, siteOrigin, type EmbedPage } from './embed';

const widths = [320, 375, 414, 768, 1000];
const widgets = [
  ['vs-unit-converter', '[part="result"]'],
  ['vs-refrigerant-chooser', '[part="value"]'],
  ['vs-search-box', '[part="input"]'],
  ['vs-unit-set-chooser', 'fieldset'],
  ['vs-selector', '[part="calculate"]'],
  ['vs-pt-chart', '[part="row"]'],
] as const;

async function settled(page: EmbedPage): Promise<void> {
  await until(() => {
    for (const [tag, selector] of widgets) {
      if (!page.document.querySelector(tag)?.shadowRoot?.querySelector(selector)) throw new Error(`<${tag}> has not shown ${selector} yet`);
    }
  }, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** Each widget's height as the recipe reserves it, and as its loaded view needs without any reserve. */
function heights(page: EmbedPage): Record<string, { reserved: number; needed: number }> {
  const found: Record<string, { reserved: number; needed: number }> = {};
  for (const [tag] of widgets) {
    const element = page.document.querySelector<HTMLElement>(tag)!;
    // The reserve is the element's min-block-size (px once computed); its box alone would not tell it from the view.
    const reserved = Number.parseFloat(page.window.getComputedStyle(element).minBlockSize) || 0;
    element.style.setProperty('min-block-size', '0px');
    element.style.setProperty('--vs-selector-min-height', '0px');
    element.style.setProperty('--vs-pt-chart-min-height', '0px');
    const needed = element.getBoundingClientRect().height;
    element.removeAttribute('style');
    found[tag] = { reserved, needed };
  }
  return found;
}

describe('the embedding guide’s reserve against each widget’s first view', function () {
  this.timeout(120_000);
  before(() => siteOrigin());

  for (const width of widths) {
    it(`holds each widget’s loaded view at ${width} px, with under a line to spare`, async () => {
      const page = await openPage('layout-shift.html', { width, height: 1800 });
      try {
        await settled(page);
        const measured = heights(page);
        for (const [tag, { reserved, needed }] of Object.entries(measured)) {
          expect(reserved, `${tag} at ${width} px: ${JSON.stringify(measured)}`).to.be.at.least(needed - 0.5);
          expect(reserved - needed, `${tag} at ${width} px keeps a blank band: ${JSON.stringify(measured)}`).to.be.at.most(16);
        }
      } finally {
        page.close();
      }
    });
  }
});
