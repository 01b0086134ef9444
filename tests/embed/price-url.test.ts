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
});
