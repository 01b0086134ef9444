// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The BUILT widgets (dist/widgets) in plain shop pages: the module loader from another origin, the classic
// bundle, hostile page CSS, a foreign global i18next, and scripts included twice.
import { expect } from 'chai';
import { inside, record, type, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

const resultOf = (element: Element) => inside(element, '[part="result"]').textContent;

describe('embedding the built widgets', function () {
  this.timeout(30_000);
  let cdn: string;
  let page: EmbedPage | undefined;

  before(async () => {
    cdn = await cdnOrigin();
  });

  afterEach(() => page?.close());

  it('the module loader loads the converter from its own origin only when one appears', async () => {
    page = await openPage('lazy.html');
    const open = page;
    await until(() => expect(open.resources()).to.include(`${cdn}/widgets/valve-selector.js`));
    expect(open.window.customElements.get('vs-unit-converter'), 'not defined before use').to.equal(undefined);
    expect(open.resources().some((url) => url.includes('unit-converter')), 'no widget code yet').to.equal(false);

    open.document.getElementById('content')!.innerHTML = '<div><vs-unit-converter quantity="Press" value="10"></vs-unit-converter></div>';
    const element = await elementIn(open, 'vs-unit-converter');
    expect(resultOf(element)).to.equal('145.04 Psi');
    const widgetFiles = open.resources().filter((url) => url.includes('/widgets/'));
    expect(widgetFiles.some((url) => /\/widgets\/chunks\/unit-converter\.element-\w+\.js$/.test(url))).to.equal(true);
    expect(widgetFiles.every((url) => url.startsWith(cdn)), 'chunks resolved from the loader URL').to.equal(true);
    expect(open.window.pageErrors).to.deep.equal([]);
  });

  it('the classic bundle defines the element, and the converter reports what the user types', async () => {
    page = await openPage('twice-classic.html');
    const element = await elementIn(page, 'vs-unit-converter');
    expect(resultOf(element)).to.equal('145.04 Psi');
    const heard = record(page.document, ['vs-convert']);
    page.window.focus();
    await type(inside<HTMLInputElement>(element, '[part="input"]'), '2');
    expect(heard.map((h) => h.event.detail.value), 'one event per change, not one per copy').to.deep.equal([2]);
    expect(page.window.pageErrors, 'the second copy is harmless').to.deep.equal([]);
  });

  it('the module loader included twice defines the element once, without errors', async () => {
    page = await openPage('twice.html');
    const element = await elementIn(page, 'vs-unit-converter');
    expect(resultOf(element)).to.equal('14.50 Psi');
    expect(element.shadowRoot?.querySelectorAll('[part="base"]').length).to.equal(1);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('hostile page CSS does not change the widget, and the widget does not change the page', async () => {
    const clean = await openPage('twice-classic.html');
    const hostile = await openPage('hostile.html');
    try {
      const properties = ['color', 'font-size', 'font-family', 'font-weight', 'font-style', 'line-height',
        'letter-spacing', 'word-spacing', 'text-transform', 'text-align', 'text-shadow', '-webkit-text-fill-color'];
      const selectors = ['[part="base"]', '[part="input"]', '[part="result"]', 'label', '[part="swap"]'];
      const styleOf = async (open: EmbedPage) => {
        const element = await elementIn(open, 'vs-unit-converter');
        return selectors.flatMap((selector) => {
          const style = open.window.getComputedStyle(inside(element, selector));
          return properties.map((property) => `${selector} ${property}: ${style.getPropertyValue(property)}`);
        });
      };
      expect(await styleOf(hostile)).to.deep.equal(await styleOf(clean));
      const pageText = hostile.window.getComputedStyle(hostile.document.getElementById('page-text')!);
      expect([pageText.color, pageText.fontSize], 'the page keeps its own styles').to.deep.equal(['rgb(255, 0, 0)', '40px']);
      expect(hostile.document.querySelectorAll('style').length, 'nothing added to the page').to.equal(1);
    } finally {
      clean.close();
      hostile.close();
    }
  });

  it('a foreign global i18next neither translates the widget nor is changed by it', async () => {
    page = await openPage('foreign-i18n.html');
    const element = await elementIn(page, 'vs-unit-converter');
    const label = () => inside<HTMLInputElement>(element, '[part="input"]').labels?.[0]?.textContent;
    const shop = (page.window as unknown as { i18next: { language: string; t(key: string): string } }).i18next;
    expect(label()).to.equal('Value');
    element.setAttribute('lang', 'cn');
    await until(() => expect(label()).to.equal('数值'));
    expect([shop.language, shop.t('unit-converter:value')]).to.deep.equal(['de', 'Wert des Shops']);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
