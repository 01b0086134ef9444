/// <reference types="mocha" />
// Issue 35 (https://issues/35): a row's bill of materials with the keyboard alone. It opens right under its row as a
// disclosure (aria-expanded on its button), the focus moves into it, a polite live region tells it, Add to cart is the
// next Tab, and Escape closes it and gives the focus back to the button.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/selector/selector.element';
import type { AddToCartDetail } from '../../widgets/internal/commerce/cart';
import { cannedApiBase, serveCannedApi } from './canned-api';
import { cleanup, inside, mount, rendered, until } from './helpers';

serveCannedApi();
// The bill of any part number: its body and coil, as GET /api/valve/bom gives them (tests/api/valve/bom.test.ts).
const canned = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(new Request(input, init).url);
  if (url.pathname !== `${cannedApiBase}/valve/bom`) return canned(input, init);
  const [partNumber] = (url.searchParams.get('items') ?? '').split(':');
  const bill = {
    products: [{ PartNumber: partNumber, Quantity: 1, lines: [] as unknown[] }],
    lines: [
      { PartNumber: `${partNumber}-B`, Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
      { PartNumber: 'COIL-10001', Quantity: 1, Role: 'coil', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz' },
    ],
  };
  return new Response(JSON.stringify({ Result: 0, Data: bill, ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
};

const active = (element: Element) => element.shadowRoot!.activeElement as HTMLElement | null;

describe('<vs-selector>: a row\'s bill of materials with the keyboard', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  it('opens under its row with the focus in it, announced politely; Tab reaches Add to cart; Escape returns to the button', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}"></vs-selector>`);
    await rendered(element);
    await until(() => inside(element, '[part="calculate"]'));
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    window.focus();

    // The bill must open right under its row, not under the results.
    const row = inside(element, '[part="group"][data-grade="Optimal"] [part="row"]');
    const button = row.querySelector<HTMLButtonElement>('[part="bom-button"]')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.focus();
    await sendKeys({ press: 'Enter' });

    await until(() => expect(element.shadowRoot!.querySelectorAll('[part="bom-table"] tbody tr').length).to.equal(2), 10_000);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const bomRow = row.nextElementSibling as HTMLElement;
    expect(bomRow.getAttribute('part')).to.equal('bom-row');
    const panel = bomRow.querySelector<HTMLElement>('[part="bom"]')!;
    expect(panel.getAttribute('aria-live')).to.equal('polite');
    await until(() => expect(active(element)).to.equal(panel));

    await sendKeys({ press: 'Tab' });
    expect(active(element)?.getAttribute('part'), 'Add to cart is the next Tab').to.equal('add-to-cart');

    await sendKeys({ press: 'Escape' });
    await until(() => expect(element.shadowRoot!.querySelector('[part="bom-row"]')).to.equal(null));
    expect(active(element)).to.equal(button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  // Issue 35 item 3: a cart line carries where the product's page lives (details-href) and the selection's own link,
  // whole addresses both, for a distributor's order desk far from the page; the selection's link is the maker's
  // selector page as it writes its own address (src/selection/address.ts), so opening it calculates the same again.
  it('gives each cart line the product\'s page from details-href and the selection\'s link with its conditions', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" details-href="https://shop.example/p/{partNumber}"></vs-selector>`);
    await rendered(element);
    await until(() => inside(element, '[part="calculate"]'));
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    const row = inside(element, '[part="group"][data-grade="Optimal"] [part="row"]');
    row.querySelector<HTMLButtonElement>('[part="bom-button"]')!.click();
    await until(() => expect(element.shadowRoot!.querySelectorAll('[part="bom-table"] tbody tr').length).to.equal(2), 10_000);
    const heard = new Promise<CustomEvent<AddToCartDetail>>((resolve) => document.addEventListener('vs-add-to-cart', (event) => resolve(event as CustomEvent<AddToCartDetail>), { once: true }));
    inside(element, '[part="add-to-cart"]').click();
    const { lines } = (await heard).detail;
    expect(lines.map((line) => line.partNumber)).to.have.length(2);
    const chosen = lines[0]!.partNumber.replace(/-B$/, '');
    for (const line of lines) {
      expect(line.link).to.equal(`https://shop.example/p/${encodeURIComponent(chosen)}`);
      const selection = new URL(line.selection!);
      expect(line.selection!.startsWith(`${location.origin}/selector/index?`), line.selection).to.equal(true);
      expect(Object.fromEntries(selection.searchParams)).to.include({ valveName: 'Sov', refrigerant: 'R410A', Pos: 'D', Te: '-10℃', Tk: '40℃', Capicity: '10kW', DTSH1: '5K', results: '1' });
    }
  });
});
