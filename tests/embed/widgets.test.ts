// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Every widget from the BUILT files (dist/widgets) on a plain shop page without React: the module loader defines
// it when it appears, it renders in its shadow root, and a user action fires its event on the page. The selector
// asks the canned API, served in the page.
import { expect } from 'chai';
import { serveCannedApi } from '../browser/canned-api';
import { record, until } from '../browser/helpers';
import { widgetUseList } from '../browser/widget-uses';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

describe('every widget, built, on a plain page', function () {
  this.timeout(30_000);
  let cdn: string;
  let page: EmbedPage | undefined;

  before(async () => {
    cdn = await cdnOrigin();
  });

  afterEach(() => page?.close());

  for (const { tag, html, event, act } of widgetUseList) {
    it(`<${tag}>: the module loader defines it, it renders in its shadow root, and the user's action fires ${event}`, async () => {
      page = await openPage('lazy.html');
      serveCannedApi(page.window);
      expect(page.window.customElements.get(tag), 'not defined before it appears').to.equal(undefined);
      page.document.getElementById('content')!.innerHTML = html;
      const element = await elementIn(page, tag);
      expect(element.shadowRoot?.mode).to.equal('open');
      expect(element.shadowRoot?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]).length, 'styled in its shadow root').to.be.greaterThan(0);
      const chunk = new RegExp(`/widgets/chunks/${tag.replace(/^vs-/, '')}\\.element-\\w+\\.js$`);
      expect(page.resources().filter((url) => chunk.test(url)), 'its chunk, from the loader’s origin').to.have.length(1);
      expect(page.resources().filter((url) => chunk.test(url))[0]!.startsWith(cdn)).to.equal(true);

      const heard = record(page.document, [event]);
      page.window.focus();
      await act(element);
      const open = page;
      await until(() => expect(heard.map((h) => h.event.type)).to.include(event), 10_000);
      expect(heard[0]!.event.detail, 'an object detail').to.be.an('object');
      expect(heard[0]!.fromHost(element), 'dispatched from the host').to.equal(true);
      expect(open.window.pageErrors).to.deep.equal([]);
    });
  }

  it('the classic bundle defines every element, and each renders in its shadow root', async () => {
    page = await openPage('classic.html');
    const open = page;
    serveCannedApi(open.window);
    open.document.body.insertAdjacentHTML('beforeend', widgetUseList.map((use) => use.html).join(''));
    for (const { tag } of widgetUseList) {
      const element = await elementIn(open, tag);
      expect(element.shadowRoot?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]).length, `<${tag}> styled in its shadow root`).to.be.greaterThan(0);
    }
    // Every widget's code is in the bundle; a fluid's data comes on demand, as the module build's chunk of it, from
    // where the bundle was served (the PT chart draws R134a).
    await until(() => expect(open.resources().some((url) => /\/widgets\/chunks\/R134a-\w+\.js$/.test(url)), 'R134a fetched').to.equal(true), 10_000);
    // uPlot too, when the performance chart draws its curves.
    const chart = open.document.querySelector('vs-performance-chart')!;
    await until(() => expect(chart.shadowRoot?.querySelector('canvas'), 'the curves drawn').to.not.equal(null), 10_000);
    const chunks = open.resources().filter((url) => url.includes('/widgets/chunks/'));
    expect(chunks.filter((url) => !url.startsWith(`${cdn}/widgets/chunks/`)), 'from the bundle’s origin').to.deep.equal([]);
    expect(chunks.filter((url) => url.includes('.element-')), 'no widget code loaded twice').to.deep.equal([]);
    expect(open.window.pageErrors).to.deep.equal([]);
  });
});
