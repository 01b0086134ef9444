// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Issue 28, the element's side: the BUILT widgets on a shop page of another origin that writes JSON of the wrong
// shape, clears what it set, hands over large data as properties, sets properties before the code arrives, and
// runs Prototype.js's JSON patches.
import axe from 'axe-core';
import { expect } from 'chai';
import { cannedApiBase, cannedRequests, serveCannedApi } from '../browser/canned-api';
import { inside, type, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type ShopWindow = EmbedPage['window'] & { warnings: string[] };

const curves = {
  x: { label: 'Te', unit: '℃', values: [-20, -10, 0] },
  y: { label: 'Capacity', unit: 'kW' },
  series: [{ label: 'A', values: [1, 2, 3], selected: true }],
};

/** The page with `html` in its content, once each of `tags` has rendered. */
async function shopWith(html: string, page: EmbedPage, tags: (keyof HTMLElementTagNameMap)[]): Promise<void> {
  page.document.getElementById('content')!.innerHTML = html;
  for (const tag of tags) await elementIn(page, tag);
}

describe('the element on a shop page of another origin', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  // Each case: JSON that parses but is not what the attribute holds.
  const wrongShapes = [
    { html: `<vs-approvals-chooser id="string" value='"CE"'></vs-approvals-chooser>`, attribute: 'value', shape: 'list of strings' },
    { html: `<vs-unit-set-chooser id="number" sets='42'></vs-unit-set-chooser>`, attribute: 'sets', shape: 'list of objects' },
    { html: `<vs-refrigerant-chooser id="null" remember="none" favourites='null'></vs-refrigerant-chooser>`, attribute: 'favourites', shape: 'list of strings' },
    { html: `<vs-search-box id="object" entries='{"rows":[]}'></vs-search-box>`, attribute: 'entries', shape: 'list of lists' },
    { html: `<vs-approvals-chooser id="items" value='[1,2]'></vs-approvals-chooser>`, attribute: 'value', shape: 'list of strings' },
    { html: `<vs-unit-converter id="units" quantity="Temp" value="25" units='"K"'></vs-unit-converter>`, attribute: 'units', shape: 'object' },
  ];

  it('ignores valid JSON of the wrong shape in six ways, rendering its default and warning once each, never throwing', async () => {
    page = await openPage('element.html');
    await shopWith(wrongShapes.map((c) => c.html).join(''), page, ['vs-approvals-chooser', 'vs-unit-set-chooser', 'vs-refrigerant-chooser', 'vs-search-box', 'vs-unit-converter']);
    const shop = page.window as ShopWindow;
    for (const { html, attribute, shape } of wrongShapes) {
      const element = page.document.getElementById(/id="(\w+)"/.exec(html)![1]!)!;
      await until(() => expect(inside(element, '[part="base"]'), `${element.localName} rendered`).to.not.equal(null));
      const told = shop.warnings.filter((w) => w.includes(`<${element.localName}>`) && w.includes(`${attribute}: not a${shape === 'object' ? 'n' : ''} ${shape}`));
      expect(told.length, `${element.id}: warned`).to.be.greaterThan(0);
      expect((element as unknown as Record<string, unknown>)[attribute === 'value' ? 'value' : attribute], element.id).to.not.deep.equal(JSON.parse(element.getAttribute(attribute)!));
    }
    // Once per element and attribute: the two approvals choosers warn once each.
    expect(shop.warnings.filter((w) => w.includes('<vs-approvals-chooser>'))).to.have.length(2);
    // The converter with units="K" converts with its default units all the same.
    await until(() => expect(inside(page!.document.getElementById('units')!, '[part="result"]').textContent).to.match(/\d/));
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('ignores a property of the wrong shape too, and takes the right one', async () => {
    page = await openPage('element.html');
    await shopWith(`<vs-approvals-chooser></vs-approvals-chooser>`, page, ['vs-approvals-chooser']);
    const chooser = page.document.querySelector('vs-approvals-chooser')!;
    (chooser as unknown as { value: unknown }).value = 'CE';
    expect((page.window as ShopWindow).warnings.filter((w) => w.includes('value: not a list of strings'))).to.have.length(1);
    chooser.value = ['CE'];
    await until(() => expect(inside(chooser, '[part="value"]').textContent).to.include('CE'));
    expect(chooser.value).to.deep.equal(['CE']);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('clears: value = null, a removed attribute, refrigerant = null, and error = ""', async () => {
    page = await openPage('element.html');
    await shopWith(
      `<vs-approvals-chooser value='["CE"]'></vs-approvals-chooser>` +
        `<vs-refrigerant-chooser remember="none" refrigerant="R32" default-refrigerant="R410A"></vs-refrigerant-chooser>` +
        `<vs-performance-chart error="No curves for this size"></vs-performance-chart>`,
      page,
      ['vs-approvals-chooser', 'vs-refrigerant-chooser', 'vs-performance-chart'],
    );
    const approvals = page.document.querySelector('vs-approvals-chooser')!;
    await until(() => expect(inside(approvals, '[part="value"]').textContent).to.include('CE'));
    approvals.value = null as never;
    await until(() => expect(inside(approvals, '[part="value"]').textContent).to.not.include('CE'));
    expect(approvals.hasAttribute('value')).to.equal(false);
    expect(approvals.value ?? []).to.deep.equal([]);
    approvals.setAttribute('value', '["UL"]');
    await until(() => expect(inside(approvals, '[part="value"]').textContent).to.include('UL'));
    approvals.removeAttribute('value');
    await until(() => expect(inside(approvals, '[part="value"]').textContent).to.not.include('UL'));
    expect(approvals.value ?? []).to.deep.equal([]);

    const refrigerant = page.document.querySelector('vs-refrigerant-chooser')!;
    await until(() => expect(inside(refrigerant, '[part="trigger"]').textContent).to.include('R32'));
    refrigerant.refrigerant = null as never;
    await until(() => expect(inside(refrigerant, '[part="trigger"]').textContent).to.include('R410A'));
    expect(refrigerant.value).to.equal('R410A');

    const chart = page.document.querySelector('vs-performance-chart')!;
    await until(() => expect(inside(chart, '[part="base"]').getAttribute('data-state')).to.equal('error'));
    chart.error = '';
    await until(() => expect(inside(chart, '[part="base"]').getAttribute('data-state')).to.equal('empty'));
    expect(chart.shadowRoot!.textContent).to.not.include('No curves for this size');
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('keeps large data as properties, never copying them into attributes', async () => {
    page = await openPage('element.html');
    await shopWith(`<vs-search-box></vs-search-box><vs-performance-chart></vs-performance-chart>`, page, ['vs-search-box', 'vs-performance-chart']);
    const search = page.document.querySelector('vs-search-box')!;
    const rows = Array.from({ length: 3000 }, (_, i) => ['EKV', `EKV-${i}`, String(i), `EKV-${i}A`] as [string, string, string, string]);
    search.entries = rows;
    const chart = page.document.querySelector('vs-performance-chart')!;
    chart.data = curves as never;
    await until(() => expect(inside(chart, '[part="base"]').getAttribute('data-state')).to.equal('ready'));
    expect(search.entries).to.equal(rows);
    expect(chart.data).to.equal(curves);
    expect(search.hasAttribute('entries'), 'no entries attribute').to.equal(false);
    expect(chart.hasAttribute('data'), 'no data attribute').to.equal(false);
    expect(page.document.documentElement.outerHTML.length, 'the page stays small').to.be.lessThan(5000);
  });

  it('takes a property a framework set before the element was defined (Vue binding :data before the code came)', async () => {
    page = await openPage('element.html');
    // What Vue's renderer does for a bound object: createElement, set the property, insert; the widget's code is
    // loaded only once the element appears (the module loader), so the property is set on an undefined element.
    const chart = page.document.createElement('vs-performance-chart');
    (chart as unknown as { data: unknown }).data = curves;
    expect(page.window.customElements.get('vs-performance-chart'), 'not defined yet').to.equal(undefined);
    page.document.getElementById('content')!.append(chart);
    await elementIn(page, 'vs-performance-chart');
    await until(() => expect(inside(chart, '[part="base"]').getAttribute('data-state')).to.equal('ready'));
    expect(Object.prototype.hasOwnProperty.call(chart, 'data'), 'moved onto the accessor').to.equal(false);
    expect(chart.hasAttribute('data')).to.equal(false);
  });

  it('focus() on the unit-set chooser lands on its checked radio', async () => {
    page = await openPage('element.html');
    await shopWith(`<vs-unit-set-chooser unit-system="2"></vs-unit-set-chooser>`, page, ['vs-unit-set-chooser']);
    const chooser = page.document.querySelector('vs-unit-set-chooser')!;
    const checked = await until(() => inside<HTMLInputElement>(chooser, '[part="systems"] input:checked'));
    page.window.focus();
    chooser.focus();
    expect(chooser.shadowRoot!.activeElement).to.equal(checked);
  });

  it('passes axe’s label-in-name and scrollable-region rules with results shown, curves open and the search popup open', async () => {
    page = await openPage('element.html');
    serveCannedApi(page.window);
    const rows = Array.from({ length: 40 }, (_, i) => ['EKV', `EKV-${i}`, String(i), `EKV-${i}A`]);
    await shopWith(
      `<vs-search-box entries='${JSON.stringify(rows)}'></vs-search-box>` +
        `<vs-selector valve-name="Sov" refrigerant="R410A" calculate="true" api-base="${cannedApiBase}"></vs-selector>`,
      page,
      ['vs-search-box', 'vs-selector'],
    );
    const selector = page.document.querySelector('vs-selector')!;
    // Added and Hide curves: the words that replace Add and Curves once pressed.
    (await until(() => inside<HTMLButtonElement>(selector, '[part="add"]'), 20_000)).click();
    inside<HTMLButtonElement>(selector, '[part="curves-button"]').click();
    await until(() => expect(inside(selector, '[part="add"]').textContent).to.equal('Added'));
    const search = page.document.querySelector('vs-search-box')!;
    page.window.focus();
    await type(inside<HTMLInputElement>(search, '[part="input"]'), 'EKV');
    await until(() => expect(search.shadowRoot!.querySelectorAll('[part="option"]').length).to.be.greaterThan(10));
    const shop = page.window as typeof page.window & { axe: typeof axe };
    shop.eval(axe.source);
    const rules = ['label-content-name-mismatch', 'scrollable-region-focusable'];
    const result = await shop.axe.run(page.document, { runOnly: { type: 'rule', values: rules } });
    const found = result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
    expect(found).to.deep.equal([]);
    // The rules did look at what they are about.
    expect(result.passes.map((p) => p.id)).to.include.members(['label-content-name-mismatch']);
  });

  // Issues 28 and 35: the selector calculated nothing on this page (the body's list overflowed the stack).
  describe('with Prototype.js 1.6’s Array.prototype.toJSON', () => {
    it('sends the approvals as a list, and keeps the selection list across a reload', async () => {
      page = await openPage('prototype-js.html');
      // The page's own JSON and arrays (the patch is the iframe's, not this window's): a list of numbers is written as
      // text, and one holding a string overflows the stack (issue 35).
      expect(page.window.eval('JSON.stringify([1])'), 'the patch is in effect').to.equal('"[{}]"');
      const overflow = page.window.eval('try { JSON.stringify(["CE"]); "returned" } catch (error) { error.name }') as string;
      expect(overflow, 'a list of strings never returns').to.equal('RangeError');
      serveCannedApi(page.window);
      cannedRequests.length = 0;
      page.window.localStorage.removeItem('vs.selection.V2.items');
      await shopWith(
        `<vs-selection-strip></vs-selection-strip>` +
          `<vs-selector valve-name="Sov" refrigerant="R410A" approvals='["CE"]' calculate="true" api-base="${cannedApiBase}"></vs-selector>`,
        page,
        ['vs-selection-strip', 'vs-selector'],
      );
      const selector = page.document.querySelector('vs-selector')!;
      const calculate = await until(() => {
        const found = cannedRequests.find((request) => request.path === '/ucselection/calculate');
        if (!found) throw new Error('no calculation asked yet');
        return found;
      }, 20_000);
      expect((calculate.body as { approvals?: unknown }).approvals).to.deep.equal(['CE']);
      const add = await until(() => inside<HTMLButtonElement>(selector, '[part="add"]'), 20_000);
      add.click();
      const strip = page.document.querySelector('vs-selection-strip')!;
      await until(() => expect(inside(strip, '[part="total"]').textContent).to.match(/\b1\b/));
      const kept = JSON.parse(page.window.localStorage.getItem('vs.selection.V2.items')!) as unknown;
      expect(kept, 'kept as a list').to.be.an('array').with.length(1);
      page.close();

      page = await openPage('prototype-js.html');
      await shopWith(`<vs-selection-strip></vs-selection-strip>`, page, ['vs-selection-strip']);
      const again = page.document.querySelector('vs-selection-strip')!;
      await until(() => expect(inside(again, '[part="total"]').textContent).to.match(/\b1\b/));
      expect(page.window.pageErrors).to.deep.equal([]);
    });
  });
});
