/// <reference types="mocha" />
// Issue #28 (https://issues/28): the strip's bill of materials with the shop's prices, a failing price provider
// that leaves it working, and Add to cart handing the order lines to the page.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { cleanup, inside, mount, record, until } from './helpers';

const apiBase = '/bom-api';
// The server's answer for SOV-12064 (a valve with its coil), as GET /api/valve/bom gives it (tests/api/valve/bom.test.ts).
const answer = {
  products: [{ PartNumber: 'SOV-12064', Quantity: 1, lines: [] as unknown[] }],
  lines: [
    { PartNumber: 'SOV-12063', Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
    { PartNumber: 'COIL-10001', Quantity: 1, Role: 'coil', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz, 9 W, DIN 43650, IP65' },
  ],
};
const asked: string[] = [];
const original = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(new Request(input, init).url);
  if (!url.pathname.startsWith(`${apiBase}/`)) return original(input, init);
  asked.push(url.pathname + url.search);
  return new Response(JSON.stringify({ Result: 0, Data: answer, ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
};

async function openBom(lang = 'en'): Promise<HTMLElement> {
  localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
  const element = mount(`<vs-selection-strip api-base="${apiBase}" lang="${lang}"></vs-selection-strip>`);
  await until(() => inside(element, '[part="bom-toggle"]'));
  inside(element, '[part="bom-toggle"]').click();
  await until(() => expect(element.shadowRoot!.querySelectorAll('[part="bom-table"] tbody tr').length).to.equal(2), 10_000);
  return element;
}

describe('<vs-selection-strip> bill of materials', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the body and the coil of the listed valve, without price columns when the page gives no prices', async () => {
    const element = await openBom();
    expect(asked.at(-1)).to.equal(`${apiBase}/valve/bom?items=SOV-12064%3A1`);
    const rows = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="bom-table"] tbody tr')];
    expect(rows.map((r) => r.dataset.role)).to.deep.equal(['body', 'coil']);
    expect(element.shadowRoot!.querySelector('[part="price"]')).to.equal(null);
  });

  it("shows the page's prices in its locale and currency, with the total", async () => {
    const element = await openBom('de');
    (element as HTMLElement & { priceProvider: unknown }).priceProvider = async (parts: string[]) =>
      Object.fromEntries(parts.map((p) => [p, { price: p.startsWith('COIL') ? 18.9 : 1042.5, currency: 'EUR', stock: p.startsWith('COIL') ? 0 : 4 }]));
    await until(() => expect(inside(element, '[part="total-price"]').textContent).to.equal('1.061,40\u00a0€'));
    const prices = [...element.shadowRoot!.querySelectorAll('[part="price"]')].map((c) => c.textContent);
    expect(prices).to.deep.equal(['1.042,50\u00a0€', '18,90\u00a0€']);
    expect(inside(element, '[part="stock"]').textContent).to.equal('4 auf Lager');
  });

  it('keeps working with a failing provider: parts without prices and a quiet note', async () => {
    const element = await openBom();
    (element as HTMLElement & { priceProvider: unknown }).priceProvider = () => Promise.reject(new Error('ERP down'));
    await until(() => expect(inside(element, '[part="price-note"]').textContent).to.equal('Prices are not available right now.'));
    expect([...element.shadowRoot!.querySelectorAll('[part="price"]')].map((c) => c.textContent)).to.deep.equal(['', '']);
    expect(inside(element, '[part="add-to-cart"]').hasAttribute('disabled')).to.equal(false);
  });

  it('hands the order lines to the page on Add to cart', async () => {
    const element = await openBom();
    const heard = record(document, ['vs-add-to-cart']);
    inside(element, '[part="add-to-cart"]').click();
    expect(heard).to.have.length(1);
    expect(heard[0]!.fromHost(element)).to.equal(true);
    const { lines } = (heard[0]!.event as CustomEvent<{ lines: { partNumber: string; quantity: number; description: string; link: string }[] }>).detail;
    expect(lines.map((l) => [l.partNumber, l.quantity])).to.deep.equal([['SOV-12063', 1], ['COIL-10001', 1]]);
    expect(lines[1]!.description).to.equal('MQ-230AC-50/60, 230 V AC 50/60 Hz, 9 W, DIN 43650, IP65');
    expect(lines[0]!.link).to.match(/\/details\?PartNumber=SOV-12064&Hashkey=h1$/);
    // The selection's own link (issue 35): the maker's selector at the item's conditions, calculating again.
    const selection = new URL((lines[0] as { selection?: string }).selection!);
    expect(selection.pathname).to.equal('/selector/index');
    expect(Object.fromEntries(selection.searchParams)).to.include({ valveName: 'Sov', refrigerant: 'R410A', Pos: 'D', Te: '-10℃', Tk: '40℃', Capicity: '10kW', results: '1' });
    expect((lines[1] as { selection?: string }).selection).to.equal(selection.href);
  });
});
