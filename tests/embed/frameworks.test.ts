/// <reference types="mocha" />
// Issue 35 item 5 (https://issues/35): the shops' frameworks as docs/selling.md writes them. A Vue 3 page (the global
// build, an in-DOM template, no bundler) binds the price provider with `:price-provider.prop.camel` and hears
// `@vs-add-to-cart`; a jQuery 3 page sets it with `.prop('priceProvider', () => priceProvider)` and hears the event
// with `$(document).on`. In each the BUILT widgets, from another origin, show the shop's prices beside the results
// and in a row's bill, and Add to cart reaches the shop's cart.
import { expect } from 'chai';
import { serveCannedApi } from '../browser/canned-api';
import { inside, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type ShopWindow = EmbedPage['window'] & { startShop(): void; priceAsks: string[][]; Vue?: { version: string }; jQuery?: { fn: { jquery: string } } };

/** The maker's API in the page: the canned answers, and any part's bill as its body and coil. */
function answerMakerApi(page: EmbedPage): void {
  serveCannedApi(page.window);
  const canned = page.window.fetch.bind(page.window);
  page.window.fetch = async (input, init) => {
    const url = new URL(new page.window.Request(input, init).url);
    if (url.pathname !== '/canned-api/valve/bom') return canned(input, init);
    const [partNumber] = (url.searchParams.get('items') ?? '').split(':');
    const bill = {
      products: [{ PartNumber: partNumber, Quantity: 1, lines: [] as unknown[] }],
      lines: [
        { PartNumber: `${partNumber}-B`, Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
        { PartNumber: 'COIL-10001', Quantity: 1, Role: 'coil', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz' },
      ],
    };
    return new page.window.Response(JSON.stringify({ Result: 0, Data: bill, ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** Starts the shop, calculates, checks the prices beside the results and in a row's bill, and presses Add to cart. */
async function buyThrough(page: EmbedPage): Promise<void> {
  const shop = page.window as ShopWindow;
  answerMakerApi(page);
  shop.startShop();
  const selector = await elementIn(page, 'vs-selector');
  const calculate = await until(() => inside<HTMLButtonElement>(selector, '[part="calculate"]'), 20_000);
  calculate.click();
  const row = await until(() => inside(selector, '[part="group"][data-grade="Optimal"] [part="row"]'), 20_000);
  // The shop's price beside the result, in the page's language (de) and the shop's currency.
  await until(() => expect(row.querySelector('[part="price"]')?.textContent).to.equal('42,50\u00a0€'), 20_000);
  expect(shop.priceAsks.length, 'the provider was asked').to.be.greaterThan(0);
  row.querySelector<HTMLButtonElement>('[part="bom-button"]')!.click();
  await until(() => expect([...selector.shadowRoot!.querySelectorAll('[part="bom-table"] [part="price"]')].map((cell) => cell.textContent)).to.deep.equal(['42,50\u00a0€', '42,50\u00a0€']), 20_000);
  inside(selector, '[part="add-to-cart"]').click();
  await until(() => expect([...page.document.querySelectorAll('#cart li')].map((li) => li.textContent)).to.have.length(2));
  expect(page.document.querySelector('#cart li:last-child')!.textContent).to.equal('COIL-10001 × 1');
  expect(page.window.pageErrors).to.deep.equal([]);
}

describe('the shops\' frameworks, as docs/selling.md writes them', function () {
  this.timeout(90_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());
  afterEach(() => page?.close());

  it('binds as the guide writes: the pages\' bindings are the ones docs/selling.md shows', async () => {
    const guide = await (await fetch('/docs/selling.md')).text();
    const vue = await (await fetch('/tests/embed/pages/vue-shop.html')).text();
    const jquery = await (await fetch('/tests/embed/pages/jquery-shop.html')).text();
    for (const binding of [':price-provider.prop.camel="priceProvider"', '@vs-add-to-cart="addToCart"', 'compilerOptions.isCustomElement = (tag) => tag.startsWith(\'vs-\')']) {
      expect(guide, binding).to.include(binding);
      expect(vue.replaceAll('"', "'"), binding).to.include(binding.replaceAll('"', "'"));
    }
    for (const call of [".prop('priceProvider', () => priceProvider)", "$(document).on('vs-add-to-cart', (event) => { for (const line of event.detail.lines)"]) {
      expect(guide, call).to.include(call);
      expect(jquery.replaceAll('"', "'"), call).to.include(call);
    }
  });

  it('Vue 3: :price-provider.prop.camel gives prices, @vs-add-to-cart hears the lines', async () => {
    page = await openPage('vue-shop.html');
    await until(() => expect((page!.window as ShopWindow).Vue?.version).to.match(/^3\.5\./));
    await buyThrough(page);
  });

  it('jQuery 3: .prop(\'priceProvider\', () => priceProvider) gives prices, $(document).on hears the lines', async () => {
    page = await openPage('jquery-shop.html');
    await until(() => expect((page!.window as ShopWindow).jQuery?.fn.jquery).to.equal('3.7.1'));
    await buyThrough(page);
  });
});
