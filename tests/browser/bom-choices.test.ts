/// <reference types="mocha" />
// Issue #35 (https://issues/35): a body alone is billed with the coil it needs. The bill offers the choice in a select,
// says the coil was preselected for the page's country until the buyer picks one, asks the server again with the
// buyer's choice, and says per line what it is for.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { cleanup, inside, mount, until } from './helpers';

const apiBase = '/bom-choices-api';
const body = 'SOV-12063';
const options = [
  { PartNumber: 'COIL-10001', Name: 'MQ-230AC-50/60', Description: '230 V AC 50/60 Hz, 9 W, DIN 43650, IP65' },
  { PartNumber: 'COIL-10004', Name: 'MQ-24DC', Description: '24 V DC, 14 W, DIN 43650, IP65' },
];

/** GET /api/valve/bom for the FDF-25-S55 body, as the server answers it (tests/api/valve/bom.test.ts). */
function answer(chosen: string | undefined) {
  const coil = options.find((o) => o.PartNumber === (chosen ?? 'COIL-10001'))!;
  const lines = [
    { PartNumber: body, Quantity: 1, Role: 'body', Name: 'FDF-25-S55', Description: 'NC body' },
    { ...coil, Quantity: 1, Role: 'coil', For: `Coil for ${body}`, ForPartNumbers: [body] },
  ];
  const choice = { For: body, Part: 'coil', Label: `Coil for ${body}`, Options: options, Chosen: coil.PartNumber, Preselected: chosen === undefined };
  return { products: [{ PartNumber: body, Quantity: 1, lines, choices: [choice] }], lines };
}

const asked: string[] = [];
const original = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const url = new URL(new Request(input, init).url);
  if (!url.pathname.startsWith(`${apiBase}/`)) return original(input, init);
  asked.push(url.search);
  const chosen = url.searchParams.get('choices')?.split(':')[1];
  return new Response(JSON.stringify({ Result: 0, Data: answer(chosen), ErrorMsg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
};

describe('the bill offers the choice its product needs', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the preselected coil, what each line is for, and bills the coil the buyer picks', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1', body)]));
    const element = mount(`<vs-selection-strip api-base="${apiBase}" lang="en"></vs-selection-strip>`);
    await until(() => inside(element, '[part="bom-toggle"]'));
    inside(element, '[part="bom-toggle"]').click();
    await until(() => inside(element, '[part="bom-choice-select"]'), 10_000);

    const select = inside<HTMLSelectElement>(element, '[part="bom-choice-select"]');
    expect(select.value).to.equal('COIL-10001');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['COIL-10001', 'COIL-10004']);
    expect(select.labels[0]!.textContent).to.equal(`Coil for ${body}`);
    const note = inside(element, '[part="bom-choice-note"]');
    expect(note.textContent).to.equal('Preselected: the most common for your country. Choose another if the site needs it.');
    expect(select.getAttribute('aria-describedby')).to.equal(note.id);
    expect([...element.shadowRoot!.querySelectorAll('[part="bom-for"]')].map((s) => s.textContent)).to.deep.equal([`Coil for ${body}`]);

    select.value = 'COIL-10004';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => expect(element.shadowRoot!.querySelector('[part="bom-table"] tr[data-role="coil"]')?.getAttribute('data-part-number')).to.equal('COIL-10004'));
    expect(asked.at(-1)).to.equal(`?items=${body}%3A1&choices=${body}%3ACOIL-10004`);
    expect(inside<HTMLSelectElement>(element, '[part="bom-choice-select"]').value).to.equal('COIL-10004');
    expect(element.shadowRoot!.querySelector('[part="bom-choice-note"]')).to.equal(null);
    const csv = [...element.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="bom-download"]')][0]!.href;
    expect(new URL(csv).searchParams.get('choices')).to.equal(`${body}:COIL-10004`);
  });

  it('words the note in the page language (German)', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1', body)]));
    const element = mount(`<vs-selection-strip api-base="${apiBase}" lang="de"></vs-selection-strip>`);
    await until(() => inside(element, '[part="bom-toggle"]'));
    inside(element, '[part="bom-toggle"]').click();
    await until(() => expect(inside(element, '[part="bom-choice-note"]').textContent).to.equal('Vorausgewählt: in Ihrem Land am häufigsten. Wählen Sie eine andere, wenn die Anlage sie braucht.'), 10_000);
  });
});
