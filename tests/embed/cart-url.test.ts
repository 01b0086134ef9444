// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Issue 35: a `cart-url` without {lines} sent every line but the last at once, without looking at the answers: a
// cart that takes one add at a time per session kept 2 of 4 lines, and the buyer saw no error. The built strip on a
// shop's page, its cart on another origin (tests/embed/price-server.mjs); the page goes to the cart at the end, so the
// test reads the cart from the service.
import { expect } from 'chai';
import { toJson } from '../../src/contracts/json';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { inside, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

const apiBase = '/cart-url-api';
// The maker's bill of one product: four parts to order.
const bill = {
  products: [{ PartNumber: 'SOV-12064', Quantity: 1, lines: [] as unknown[] }],
  lines: [
    { PartNumber: 'SOV-12063', Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
    { PartNumber: 'COIL-10001', Quantity: 1, Role: 'coil', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz' },
    { PartNumber: 'NUT-1/4', Quantity: 2, Role: 'nut', Name: 'Flare nut 1/4', Description: 'SAE' },
    { PartNumber: 'NUT-3/8', Quantity: 2, Role: 'nut', Name: 'Flare nut 3/8', Description: 'SAE' },
  ],
};
const ordered = ['SOV-12063:1', 'COIL-10001:1', 'NUT-1/4:2', 'NUT-3/8:2'];

interface Shop {
  origin: string;
  carts: Record<string, string[]>;
}
const shop = async (): Promise<Shop> => (await (await fetch('/embed/prices')).json()) as Shop;

/** The shop's page with the strip, its list holding one product, the maker's bill answered here; the bill opened. */
async function stripWithBill(session: string): Promise<{ page: EmbedPage; strip: HTMLElement }> {
  const { origin } = await shop();
  const page = await openPage('lazy.html');
  page.window.localStorage.setItem(selectedListKey, toJson([selectionItem('h1')]));
  const passOn = page.window.fetch.bind(page.window);
  page.window.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname !== `${apiBase}/valve/bom`) return passOn(input, init);
    return new Response(toJson({ Result: 0, Data: bill, ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  page.document.getElementById('content')!.innerHTML =
    `<vs-selection-strip api-base="${apiBase}" cart-url="${origin}/cart/add?session=${session}&sku={partNumber}&qty={quantity}"></vs-selection-strip>`;
  const strip = await elementIn(page, 'vs-selection-strip');
  (await until(() => inside(strip, '[part="bom-toggle"]'), 20_000)).click();
  await until(() => expect(strip.shadowRoot!.querySelectorAll('[part="bom-table"] tbody tr').length).to.equal(4), 20_000);
  return { page, strip };
}

describe('cart-url without {lines}: a cart that takes one add at a time', function () {
  this.timeout(90_000);
  let page: EmbedPage | undefined;

  before(async () => {
    await cdnOrigin();
  });
  afterEach(() => page?.close());

  it('receives every line, in order, and the page goes to the cart', async () => {
    const session = `whole-${Date.now()}`;
    let strip: HTMLElement;
    ({ page, strip } = await stripWithBill(session));
    inside<HTMLButtonElement>(strip, '[part="add-to-cart"]').click();
    for (const end = performance.now() + 30_000; ((await shop()).carts[session]?.length ?? 0) < 4; ) {
      if (performance.now() > end) throw new Error(`the cart holds ${toJson((await shop()).carts[session] ?? [])}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await shop()).carts[session]).to.deep.equal(ordered);
  });

  it('says which line the cart did not take, and Try again sends it and the rest', async () => {
    const session = `flaky-${Date.now()}`;
    let strip: HTMLElement;
    ({ page, strip } = await stripWithBill(session));
    inside<HTMLButtonElement>(strip, '[part="add-to-cart"]').click();
    const error = await until(() => inside(strip, '[part="cart-error"]'), 30_000);
    expect(error.textContent).to.include('Line 2 of 4 (COIL-10001) was not added to the cart, nor those after it.');
    expect((await shop()).carts[session]).to.deep.equal(['SOV-12063:1']);
    inside<HTMLButtonElement>(strip, '[part="cart-retry"]').click();
    for (const end = performance.now() + 30_000; ((await shop()).carts[session]?.length ?? 0) < 4; ) {
      if (performance.now() > end) throw new Error(`the cart holds ${toJson((await shop()).carts[session] ?? [])}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await shop()).carts[session]).to.deep.equal(ordered);
  });
});
