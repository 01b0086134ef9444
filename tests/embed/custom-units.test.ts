// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Custom units on a shop's origin (issue 28): the selector sends its unit set in the `Units` header, which the
// maker's server must allow in its CORS preflight, or every call of `<vs-selector units>` fails on every shop. The page
// is the README's unit-set-chooser example, on this origin; the widgets and the API are the maker's real server.
import { expect } from 'chai';
import { inside, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

const unitOf = (element: Element, field: string) =>
  inside<HTMLSelectElement>(element, `[data-field="${field}"] [part="unit-select"]`).value;

describe('custom units on a shop of another origin', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => siteOrigin());
  afterEach(() => page?.close());

  it('loads the form in the units attribute’s set and calculates across origins', async () => {
    page = await openPage('custom-units.html');
    const selector = await elementIn(page, 'vs-selector');
    await until(() => inside(selector, '[part="calculate"]'), 30_000);
    expect(selector.shadowRoot!.querySelector('[part="error"]')?.textContent ?? '').to.equal('');
    expect(unitOf(selector, 'Te')).to.equal('K');
    inside(selector, '[part="calculate"]').click();
    await until(() => inside(selector, '[part="results"] [part="row"]'), 30_000);
    expect(selector.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('follows the unit-set chooser as the embedding guide shows, the server answering in the new units', async () => {
    page = await openPage('custom-units.html');
    const selector = await elementIn(page, 'vs-selector');
    const chooser = await elementIn(page, 'vs-unit-set-chooser');
    await until(() => inside(selector, '[part="calculate"]'), 30_000);
    const [america] = chooser.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="systems"] input');
    america!.click();
    await until(() => expect(unitOf(selector, 'Te')).to.equal('℉'));
    inside(selector, '[part="calculate"]').click();
    await until(() => inside(selector, '[part="results"] [part="row"]'), 30_000);
    expect(selector.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
