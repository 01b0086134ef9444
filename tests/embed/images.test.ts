// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The maker's pictures and pages on a shop's page (issue 16): the widget script comes from the maker's real server
// (its own headers), the page from another origin. The selection strip shows the product's picture from the
// maker's /images/ and links to the maker's details page, not to the shop's.
import { expect } from 'chai';
import { selectedListKey } from '../../src/state';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { inside, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

/** The page's strip, once the module loader from `site` (the shop's script tag) has defined and rendered it. */
async function stripFromSite(page: EmbedPage, site: string) {
  const script = page.document.createElement('script');
  script.type = 'module';
  script.src = `${site}/widgets/valve-selector.js`;
  page.document.head.append(script);
  // The server's first answers are slow on a busy machine (each file is compressed on first request).
  await page.window.customElements.whenDefined('vs-selection-strip');
  return elementIn(page, 'vs-selection-strip');
}

describe("the maker's images and links on a shop's page", function () {
  this.timeout(60_000);
  let site: string;
  let page: EmbedPage | undefined;

  before(async () => {
    site = await siteOrigin();
  });

  // The test files share this origin's storage: a list another file left would be counted here.
  beforeEach(() => localStorage.removeItem(selectedListKey));

  afterEach(() => {
    page?.close();
    localStorage.removeItem(selectedListKey);
  });

  it("loads a product's picture from the maker's /images/ and links to the maker's details page", async () => {
    page = await openPage('images.html');
    const open = page;
    expect(site, 'another origin than the shop page').to.not.equal(open.window.location.origin);
    const strip = await stripFromSite(open, site);
    // As <vs-selector> on the page announces a product: the picture as the maker's API names it, a path.
    open.document.dispatchEvent(new open.window.CustomEvent('vs-add', { detail: selectionItem('h1'), bubbles: true, composed: true }));
    await until(() => expect(inside(strip, '[part="total"]').textContent).to.equal('Total 1'));
    inside(strip, '[part="toggle"]').click();
    await until(() => expect(inside(strip, '[part="items"]').hidden).to.equal(false));

    const image = inside<HTMLImageElement>(strip, '[part="image"]');
    expect(image.src).to.equal(`${site}/images/families/Sov.svg`);
    await until(() => expect(image.complete && image.naturalWidth, 'the picture loaded').to.be.greaterThan(0), 20_000);
    const link = inside<HTMLAnchorElement>(strip, '[part="details-link"]');
    expect(link.href).to.equal(`${site}/details?PartNumber=SOV-12064&Hashkey=h1`);
    expect(open.window.pageErrors).to.deep.equal([]);
  });

  it('keeps a details-href the shop sets', async () => {
    page = await openPage('images.html');
    const open = page;
    open.document.querySelector('vs-selection-strip')!.setAttribute('details-href', 'https://shop.example/valve');
    const strip = await stripFromSite(open, site);
    open.document.dispatchEvent(new open.window.CustomEvent('vs-add', { detail: selectionItem('h2'), bubbles: true, composed: true }));
    await until(() => expect(inside(strip, '[part="total"]').textContent).to.equal('Total 1'));
    inside(strip, '[part="toggle"]').click();
    await until(() => expect(inside(strip, '[part="items"]').hidden).to.equal(false));
    expect(inside<HTMLAnchorElement>(strip, '[part="details-link"]').href).to.equal('https://shop.example/valve?PartNumber=SOV-12064&Hashkey=h2');
  });
});
