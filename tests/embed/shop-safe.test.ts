// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets on shop pages that do what shops do (issue 16): set properties before the code arrives, clear
// them, write broken JSON into an attribute, move and re-add elements, carry a second version of the widgets.
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type ShopWindow = EmbedPage['window'] & { warnings: string[]; made: HTMLElementTagNameMap['vs-unit-converter'] };

const resultOf = (element: Element) => inside(element, '[part="result"]').textContent;
const stateOf = (element: Element) => inside(element, '[part="base"]').getAttribute('data-state');

describe('widgets on pages that do what shops do', function () {
  this.timeout(30_000);
  let page: EmbedPage | undefined;

  // Starts the static server that serves the built widgets from another origin.
  before(() => cdnOrigin());

  afterEach(() => page?.close());

  it('keeps properties set before the element was upgraded, on the page and on an element made by createElement', async () => {
    page = await openPage('shop-safe.html');
    const early = await elementIn(page, 'vs-unit-converter');
    await until(() => expect(resultOf(early)).to.equal('145.04 Psi'));
    const made = (page.window as ShopWindow).made;
    page.document.getElementById('elsewhere')!.append(made);
    await made.updateComplete;
    await until(() => expect(resultOf(made)).to.equal('29.01 Psi'));
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('clears a property set to undefined or null, and an attribute removed, back to the default', async () => {
    page = await openPage('shop-safe.html');
    const early = await elementIn(page, 'vs-unit-converter');
    await until(() => expect(resultOf(early)).to.equal('145.04 Psi'));
    early.value = undefined;
    await until(() => expect(stateOf(early)).to.equal('empty'));
    expect(early.hasAttribute('value'), 'no "undefined" written').to.equal(false);
    early.value = 1;
    await until(() => expect(resultOf(early)).to.equal('14.50 Psi'));
    early.removeAttribute('value');
    await until(() => expect(stateOf(early)).to.equal('empty'));
  });

  it('keeps the last good value of a json attribute that is not JSON, warning once with its name, never throwing', async () => {
    page = await openPage('shop-safe.html');
    const chooser = await elementIn(page, 'vs-refrigerant-chooser');
    const shop = page.window as ShopWindow;
    expect(shop.warnings.filter((w) => w.includes('favourites'))).to.have.length(1);
    chooser.setAttribute('favourites', '["R32"]');
    chooser.setAttribute('favourites', '[oops');
    await chooser.updateComplete;
    expect(chooser.favourites).to.deep.equal(['R32']);
    expect(shop.warnings.filter((w) => w.includes('favourites')), 'once per element and attribute').to.have.length(1);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('adds no style per remove and re-add, and keeps what the user typed when the element is moved', async () => {
    page = await openPage('shop-safe.html');
    const early = await elementIn(page, 'vs-unit-converter');
    await until(() => expect(resultOf(early)).to.equal('145.04 Psi'));
    const styles = () => early.shadowRoot!.querySelectorAll('style').length + early.shadowRoot!.adoptedStyleSheets.length;
    const before = styles();
    const content = page.document.getElementById('content')!;
    for (let cycle = 0; cycle < 50; cycle += 1) {
      early.remove();
      await new Promise((resolve) => setTimeout(resolve));
      content.prepend(early);
    }
    await until(() => expect(resultOf(early)).to.equal('145.04 Psi'));
    expect(styles()).to.equal(before);

    page.window.focus();
    await type(inside<HTMLInputElement>(early, '[part="input"]'), '3');
    await until(() => expect(resultOf(early)).to.equal('43.51 Psi'));
    page.document.getElementById('elsewhere')!.append(early);
    await new Promise((resolve) => setTimeout(resolve));
    expect(inside<HTMLInputElement>(early, '[part="input"]').value).to.equal('3');
    expect(resultOf(early)).to.equal('43.51 Psi');
  });

  it('tells, once, that another version defined an element first, and names its own version on the class', async () => {
    page = await openPage('two-versions.html');
    const chart = await elementIn(page, 'vs-pt-chart');
    const shop = page.window as ShopWindow;
    const ours = (chart.constructor as unknown as { version: string }).version;
    expect(ours).to.match(/^\d+\.\d+\.\d+/);
    const told = shop.warnings.filter((w) => w.includes('vs-unit-converter'));
    expect(told).to.have.length(1);
    expect(told[0]).to.include('0.0.9').and.include(ours);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
