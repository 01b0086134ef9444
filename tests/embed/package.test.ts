// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The widgets as an npm package: `npm test`'s package stage packed dist/widgets, installed the tarball with React
// into a fresh Vite + TypeScript shop app, type-checked it with the libraries' declarations checked too
// (skipLibCheck false) and built it (scripts/check-widget-package.ts). Here that
// built app runs: the element made from the DOM and the one rendered by the shop's React both work.
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { openUrl, type EmbedPage } from './embed';

const resultOf = (element: Element) => inside(element, '[part="result"]').textContent;

/** The element at `selector` once it shows a result. */
function renderedAt(page: EmbedPage, selector: string): Promise<Element> {
  return until(() => {
    const element = page.document.querySelector(selector);
    if (!element?.shadowRoot?.querySelector('[part="result"]')?.textContent) throw new Error(`${selector} has not rendered`);
    return element;
  });
}

describe('the widgets installed from the packed package into a Vite app', function () {
  this.timeout(30_000);
  let page: EmbedPage | undefined;

  afterEach(() => page?.close());

  it('renders the converter created from the DOM and the one from React, and reports a conversion by its typed event', async () => {
    const response = await fetch('/embed/package/index.html');
    expect(response.status, 'the package stage built the shop app (var/package-consumer)').to.equal(200);
    page = await openUrl('/embed/package/index.html');
    const open = page;
    const fromDom = await renderedAt(open, '#shop vs-unit-converter');
    expect(resultOf(fromDom)).to.equal('145.04 Psi');
    const fromReact = await renderedAt(open, '#from-react');
    expect(resultOf(fromReact)).to.match(/^32(\.0+)? ℉$/);
    open.window.focus();
    await type(inside<HTMLInputElement>(fromDom, '[part="input"]'), '2');
    await until(() => expect(open.document.body.dataset.converted).to.be.a('string'));
    expect(Number(open.document.body.dataset.converted)).to.be.closeTo(29.01, 0.01);
    expect(open.window.pageErrors).to.deep.equal([]);
  });
});
