/// <reference types="mocha" />
// Issue #35 (https://issues/35), item 1: a result row whose product needs a choice offers it in the row. A solenoid
// valve's body sold alone shows its coil's select under its part number, the coil preselected for the page's country
// and said so; the rows on screen ask the server once for all their bodies; the pick is one with the row's bill,
// which bills it, and with the cart lines it hands on; a pick in the bill shows in the row.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import '../../widgets/selector/selector.element';
import { selectedListKey } from '../../src/state/selected-list';
import type { AddToCartDetail } from '../../widgets/internal/commerce/cart';
import { cannedApiBase, serveCannedApi } from './canned-api';
import { choose, cleanup, inside, mount, rendered, until } from './helpers';

serveCannedApi();
const options = [
  { PartNumber: 'COIL-10001', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz, 9 W, DIN 43650, IP65' },
  { PartNumber: 'COIL-10004', Name: 'MQ-24DC', Description: '24 V DC, 14 W, DIN 43650, IP65' },
];

/** GET /api/valve/bom as the server answers it for bodies sold alone (tests/api/valve/bom.test.ts): each with its coil. */
function answer(items: string[], choices: Map<string, string>) {
  const products = items.map((partNumber) => {
    const chosen = choices.get(partNumber);
    const coil = options.find((o) => o.PartNumber === (chosen ?? 'COIL-10001'))!;
    const lines = [
      { PartNumber: partNumber, Quantity: 1, Role: 'body', Name: 'FDF body', Description: 'NC body' },
      { ...coil, Quantity: 1, Role: 'coil', For: `Coil for ${partNumber}`, ForPartNumbers: [partNumber] },
    ];
    const choice = { For: partNumber, Part: 'coil', Label: `Coil for ${partNumber}`, Options: options, Chosen: coil.PartNumber, Preselected: chosen === undefined };
    return { PartNumber: partNumber, Quantity: 1, lines, choices: [choice] };
  });
  return { products, lines: products.flatMap((p) => p.lines) };
}

/** The bom calls the page made: their items and choices. */
const asked: { items: string[]; choices: string | null }[] = [];
const canned = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(new Request(input, init).url);
  if (url.pathname !== `${cannedApiBase}/valve/bom`) return canned(input, init);
  const items = (url.searchParams.get('items') ?? '').split(',').map((pair) => pair.split(':')[0]!);
  const choices = new Map((url.searchParams.get('choices') ?? '').split(',').filter(Boolean).map((pair) => pair.split(':') as [string, string]));
  asked.push({ items, choices: url.searchParams.get('choices') });
  return new Response(JSON.stringify({ Result: 0, Data: answer(items, choices), ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
};

async function calculated(element: HTMLElement): Promise<HTMLElement> {
  await rendered(element);
  await until(() => inside(element, '[part="calculate"]'));
  inside(element, '[part="calculate"]').click();
  await until(() => inside(element, '[part="results"]'));
  return inside(element, '[part="group"][data-grade="Optimal"] [part="row"]');
}

/** The element in `root` matching `selector`; throws while there is none (for until()). */
function found<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe("<vs-selector>: a body sold alone offers its coil in its row", function () {
  this.timeout(60_000);
  beforeEach(() => {
    asked.length = 0;
  });
  afterEach(cleanup);

  it('shows the coil preselected for the country in the row, asks once for all rows, and bills and carts the coil picked there', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" lang="en"></vs-selector>`);
    const row = await calculated(element);
    const body = row.querySelector<HTMLSelectElement>('[part="part-number-select"]')!.value;
    const select = await until(() => found<HTMLSelectElement>(row, '[part="coil-choice-select"]'), 15_000);
    expect(select.value).to.equal('COIL-10001');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['COIL-10001', 'COIL-10004']);
    expect(select.labels[0]!.textContent).to.equal(`Coil for ${body}`);
    const note = row.querySelector<HTMLElement>('[part="coil-choice-note"]')!;
    expect(note.textContent).to.equal('Preselected for your country');
    expect(select.getAttribute('aria-describedby')).to.equal(note.id);

    // One request asked for every body of the answer, each once: the Prohibited group's, opened, ask nothing more.
    expect(asked.length).to.equal(1);
    expect(asked[0]!.choices).to.equal(null);
    inside(element, '[part="group"][data-grade="Prohibited"] [part="group-toggle"]').click();
    const prohibited = await until(() => {
      const rows = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="group"][data-grade="Prohibited"] [part="row"]')];
      expect(rows.length).to.be.greaterThan(1);
      return rows;
    });
    await until(() => expect(prohibited.filter((r) => !r.querySelector('[part="coil-choice-select"]')).map((r) => r.dataset.size)).to.deep.equal([]), 15_000);
    expect(asked.length).to.equal(1);
    expect(asked[0]!.items[0]).to.equal(body);
    expect(new Set(asked[0]!.items).size).to.equal(asked[0]!.items.length);
    const shown = prohibited.map((r) => r.querySelector('[part="part-number"]')?.textContent ?? r.querySelector<HTMLSelectElement>('[part="part-number-select"]')!.value);
    expect(asked[0]!.items).to.include.members(shown);

    // The buyer picks 24 V DC in the row: the note goes, and the row's bill bills that coil and carts it.
    await choose(select, 'COIL-10004');
    await until(() => expect(row.querySelector('[part="coil-choice-note"]')).to.equal(null));
    row.querySelector<HTMLButtonElement>('[part="bom-button"]')!.click();
    await until(() => expect(element.shadowRoot!.querySelector('[part="bom-table"] tr[data-role="coil"]')?.getAttribute('data-part-number')).to.equal('COIL-10004'), 15_000);
    expect(asked.at(-1)).to.deep.equal({ items: [body], choices: `${body}:COIL-10004` });
    expect(inside<HTMLSelectElement>(element, '[part="bom-choice-select"]').value).to.equal('COIL-10004');
    expect(element.shadowRoot!.querySelector('[part="bom-choice-note"]')).to.equal(null);
    const heard = new Promise<CustomEvent<AddToCartDetail>>((resolve) => document.addEventListener('vs-add-to-cart', (event) => resolve(event as CustomEvent<AddToCartDetail>), { once: true }));
    inside(element, '[part="add-to-cart"]').click();
    expect((await heard).detail.lines.map((line) => line.partNumber)).to.deep.equal([body, 'COIL-10004']);

    // Back to 230 V AC in the bill: the row shows it, as the buyer's choice (no note).
    await choose(inside<HTMLSelectElement>(element, '[part="bom-choice-select"]'), 'COIL-10001');
    await until(() => expect(row.querySelector<HTMLSelectElement>('[part="coil-choice-select"]')!.value).to.equal('COIL-10001'));
    expect(row.querySelector('[part="coil-choice-note"]')).to.equal(null);
    await until(() => expect(element.shadowRoot!.querySelector('[part="bom-table"] tr[data-role="coil"]')?.getAttribute('data-part-number')).to.equal('COIL-10001'), 15_000);
  });

  it("carries the coil picked in the row with Add into the Selected List, whose bill orders it", async () => {
    localStorage.removeItem(selectedListKey);
    const strip = mount(`<vs-selection-strip api-base="${cannedApiBase}" lang="en"></vs-selection-strip>`);
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" lang="en"></vs-selector>`);
    try {
      const row = await calculated(element);
      const body = row.querySelector<HTMLSelectElement>('[part="part-number-select"]')!.value;
      await choose(await until(() => found<HTMLSelectElement>(row, '[part="coil-choice-select"]'), 15_000), 'COIL-10004');
      row.querySelector<HTMLButtonElement>('[part="add"]')!.click();

      // The list keeps the pick (the strip's own list, in local storage) …
      await until(() => expect(JSON.parse(localStorage.getItem(selectedListKey) ?? '[]')).to.have.length(1));
      expect(JSON.parse(localStorage.getItem(selectedListKey)!)[0]).to.include({ coil: 'COIL-10004' });
      // … and its bill orders 24 V DC, not the coil preselected for the country, as do its downloads.
      inside(strip, '[part="bom-toggle"]').click();
      await until(() => expect(strip.shadowRoot!.querySelector('[part="bom-table"] tr[data-role="coil"]')?.getAttribute('data-part-number')).to.equal('COIL-10004'), 15_000);
      expect(strip.shadowRoot!.querySelector('[part="bom-table"] tr[data-role="coil"]')!.textContent).to.contain('MQ-24DC');
      expect(asked.at(-1)).to.deep.equal({ items: [body], choices: `${body}:COIL-10004` });
      const download = new URL(inside<HTMLAnchorElement>(strip, '[part="bom-download"]').href);
      expect(download.searchParams.get('choices')).to.equal(`${body}:COIL-10004`);
    } finally {
      localStorage.removeItem(selectedListKey);
    }
  });

  it('offers no coil for a part number that carries its own', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" lang="en"></vs-selector>`);
    const row = await calculated(element);
    await until(() => found(row, '[part="coil-choice-select"]'), 15_000);
    const partNumbers = row.querySelector<HTMLSelectElement>('[part="part-number-select"]')!;
    const withCoil = [...partNumbers.options].find((o) => o.textContent!.includes('230 V AC'))!.value;
    await choose(partNumbers, withCoil);
    await until(() => expect(row.querySelector('[part="coil-choice"]')).to.equal(null));
  });

  it('says it in the page language (German)', async () => {
    const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" lang="de"></vs-selector>`);
    const row = await calculated(element);
    await until(() => expect(row.querySelector('[part="coil-choice-note"]')?.textContent).to.equal('Für Ihr Land vorausgewählt'), 15_000);
  });
});
