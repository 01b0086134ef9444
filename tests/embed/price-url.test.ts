/// <reference types="mocha" />
// Issue #28 (https://issues/28): the `price-url` template against a real price service on another origin
// (tests/embed/price-server.mjs): one request for all parts ({partNumbers}) or one a part ({partNumber}), the
// answers shown in the page's locale and currency, a part the service does not sell left without a price, and
// nothing of it sent to the maker's API.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { cleanup, inside, mount, until } from '../browser/helpers';

const apiBase = '/price-url-api';
// The maker's bill for SOV-12064 (a valve with its coil) plus an accessory the shop does not sell.
const bill = {
  products: [{ PartNumber: 'SOV-12064', Quantity: 1, lines: [] as unknown[] }],
  lines: [
    { PartNumber: 'SOV-12063', Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
    { PartNumber: 'COIL-10001', Quantity: 2, Role: 'coil', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz' },
    { PartNumber: 'CON-1/4-ODF', Quantity: 2, Role: 'connection', Name: 'ODF 1/4', Description: 'Solder adaptor' },
  ],
};
const makerCalls: string[] = [];
const original = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(new Request(input, init).url);
  if (!url.pathname.startsWith(`${apiBase}/`)) return original(input, init);
  makerCalls.push(url.pathname + url.search);
  return new Response(JSON.stringify({ Result: 0, Data: bill, ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
};

interface PriceService {
  origin: string;
  requests: { path: string; origin: string }[];
}
const priceService = async (): Promise<PriceService> => (await (await fetch('/embed/prices')).json()) as PriceService;

async function openBom(priceUrl: string, lang: string): Promise<HTMLElement> {
  localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
  const element = mount(`<vs-selection-strip api-base="${apiBase}" lang="${lang}"></vs-selection-strip>`);
  element.setAttribute('price-url', priceUrl);
  await until(() => inside(element, '[part="bom-toggle"]'));
  inside(element, '[part="bom-toggle"]').click();
  await until(() => expect(element.shadowRoot!.querySelectorAll('[part="bom-table"] tbody tr').length).to.equal(3), 10_000);
  return element;
}

const cells = (element: HTMLElement, part: string) => [...element.shadowRoot!.querySelectorAll(`[part="${part}"]`)].map((cell) => cell.textContent);

describe('price-url: a price service on another origin', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks {partNumbers} once for every part and shows the answers in the page\'s locale and currency', async () => {
    const { origin } = await priceService();
    expect(origin).to.not.equal(window.location.origin);
    const before = (await priceService()).requests.length;
    const element = await openBom(`${origin}/prices?parts={partNumbers}`, 'de');
    await until(() => expect(cells(element, 'price')).to.deep.equal(['42,50\u00a0€', '18,90\u00a0€', '']));
    expect(cells(element, 'stock')).to.deep.equal(['7 auf Lager', 'Nicht auf Lager', '']);
    // A part without a price: no total that would leave it out.
    expect(element.shadowRoot!.querySelector('[part="total-price"]')).to.equal(null);
    const asked = (await priceService()).requests.slice(before);
    expect(asked.map((r) => r.path)).to.deep.equal([`/prices?parts=${encodeURIComponent('COIL-10001,CON-1/4-ODF,SOV-12063')}`]);
    expect(asked[0]!.origin).to.equal(window.location.origin, 'asked by the shop page, cross-origin');
    expect(makerCalls.every((call) => call.startsWith(`${apiBase}/valve/bom?`)), makerCalls.join(' ')).to.equal(true);
  });

  it('asks {partNumber} once a part; a part the service does not know (404) leaves the others priced', async () => {
    const { origin } = await priceService();
    const before = (await priceService()).requests.length;
    const element = await openBom(`${origin}/price/{partNumber}`, 'en-GB');
    await until(() => expect(cells(element, 'price')).to.deep.equal(['€42.50', '€18.90', '']));
    expect(element.shadowRoot!.querySelector('[part="price-note"]')).to.equal(null, 'one unknown part is no failure');
    const asked = (await priceService()).requests.slice(before).map((r) => r.path).sort();
    expect(asked).to.deep.equal(['/price/COIL-10001', `/price/${encodeURIComponent('CON-1/4-ODF')}`, '/price/SOV-12063']);
  });

  it('a service that is down leaves the bill working, with the quiet note', async () => {
    const element = await openBom('http://127.0.0.1:9/prices?parts={partNumbers}', 'en');
    await until(() => expect(inside(element, '[part="price-note"]').textContent).to.equal('Prices are not available right now.'));
    expect(cells(element, 'price')).to.deep.equal(['', '', '']);
    expect(inside(element, '[part="add-to-cart"]').hasAttribute('disabled')).to.equal(false);
  });

  // Issue 35: the total was the sum of the unrounded prices (a yen off the lines shown), negative and wordy prices
  // were shown or dropped without a word, a null answer gave no note, and each bill asked every part again.
  describe('prices that add up', () => {
    const warnings: string[] = [];
    const warn = console.warn;
    beforeEach(() => {
      warnings.length = 0;
      console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    });
    afterEach(() => {
      console.warn = warn;
    });

    it('totals the prices as shown, in whole yen', async () => {
      const { origin } = await priceService();
      const element = await openBom(`${origin}/yen?parts={partNumbers}`, 'ja-JP');
      await until(() => expect(cells(element, 'price')).to.deep.equal(['￥101', '￥201', '￥10']));
      // 101 + 2 × 201 + 2 × 10, not 100.5 + 2 × 200.5 + 2 × 10.4 = 522.3
      expect(inside(element, '[part="total-price"]').textContent).to.equal('￥523');
    });

    it('refuses a negative price and one that is no number, with the quiet note and one warning naming both', async () => {
      const { origin } = await priceService();
      const element = await openBom(`${origin}/odd?parts={partNumbers}`, 'en-GB');
      await until(() => expect(cells(element, 'price')).to.deep.equal(['', '', '€3.00']));
      expect(inside(element, '[part="price-note"]').textContent).to.equal('Prices are not available right now.');
      expect(element.shadowRoot!.querySelector('[part="total-price"]')).to.equal(null);
      const told = warnings.filter((warning) => warning.includes('[valve-selector]'));
      expect(told).to.have.length(1);
      expect(told[0]).to.include('SOV-12063: a negative price (-5)').and.include('COIL-10001: a price that is no number ("call us")');
    });

    it('notes a null answer, and says why in one warning', async () => {
      const { origin } = await priceService();
      const element = await openBom(`${origin}/null?parts={partNumbers}`, 'en');
      await until(() => expect(inside(element, '[part="price-note"]').textContent).to.equal('Prices are not available right now.'));
      const told = warnings.filter((warning) => warning.includes('[valve-selector]'));
      expect(told).to.have.length(1);
      expect(told[0]).to.include('answered null');
    });

    it('asks a {partNumber} template once a part for the page, however often the bill opens', async () => {
      const { origin } = await priceService();
      const before = (await priceService()).requests.length;
      const template = `${origin}/price/{partNumber}?once`;
      let element = await openBom(template, 'en-GB');
      await until(() => expect(cells(element, 'price')).to.deep.equal(['€42.50', '€18.90', '']));
      cleanup();
      element = await openBom(template, 'en-GB');
      await until(() => expect(cells(element, 'price')).to.deep.equal(['€42.50', '€18.90', '']));
      const asked = (await priceService()).requests.slice(before).map((r) => r.path).sort();
      expect(asked).to.deep.equal(['/price/COIL-10001?once', `/price/${encodeURIComponent('CON-1/4-ODF')}?once`, '/price/SOV-12063?once']);
    });
  });
});
