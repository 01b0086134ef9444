/// <reference types="mocha" />
// <vs-selector> on a plain page, its API answered with the real server's recorded answers (canned-api.ts): the
// form from the field definitions, validation next to the fields, the results, and the events.
import { expect } from 'chai';
import '../../widgets/selector/selector.element';
import '../../widgets/selection-strip/selection-strip.element';
import { cannedApiBase, cannedRequests, serveCannedApi } from './canned-api';
import { choose, cleanup, inside, mount, record, rendered, type, until } from './helpers';

serveCannedApi();

async function selector(attributes = '') {
  const element = mount(`<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${cannedApiBase}" ${attributes}></vs-selector>`);
  await rendered(element);
  await until(() => inside(element, '[part="calculate"]'));
  return element;
}

const field = (element: Element, name: string) => inside<HTMLInputElement>(element, `[data-field="${name}"] input`);

describe('<vs-selector>', () => {
  beforeEach(() => {
    cannedRequests.length = 0;
    localStorage.clear();
  });
  afterEach(cleanup);

  it('renders the family’s form in its shadow root: numbers with unit selects, radios, selects, a tick box', async () => {
    const element = await selector();
    expect(field(element, 'Te').value).to.equal('-10');
    expect(inside<HTMLSelectElement>(element, '[data-field="Te"] [part="unit-select"]').value).to.equal('℃');
    expect(element.shadowRoot!.querySelectorAll('[data-field="Pos"] input[type="radio"]').length).to.equal(3);
    expect(inside(element, '[data-field="FrequencyType"] select').localName).to.equal('select');
    expect(inside<HTMLInputElement>(element, '[data-field="TexhaustgasFlag"] input').checked).to.equal(true);
    expect(cannedRequests[0]?.headers.get('LANG')).to.equal('en');
    expect(document.querySelector('[part="form"]')).to.equal(null);
  });

  it('shows the validation messages next to the field and sends nothing', async () => {
    const element = await selector();
    await type(field(element, 'Capicity'), '');
    await type(field(element, 'DTSH1'), 'abc');
    inside(element, '[part="calculate"]').click();
    const messages = [...element.shadowRoot!.querySelectorAll('[part="field-error"]')].map((p) => p.textContent);
    expect(messages).to.deep.equal(['Please enter Cooling capacity', 'Superheat must be a number']);
    const capacity = field(element, 'Capicity');
    expect(capacity.getAttribute('aria-invalid')).to.equal('true');
    expect(element.shadowRoot!.getElementById(capacity.getAttribute('aria-describedby')!)!.textContent).to.equal('Please enter Cooling capacity');
    expect(cannedRequests.filter((r) => r.path === '/ucselection/calculate').length).to.equal(0);
  });

  it('takes its starting state from the conditions attribute and tells each edit in vs-selection-change', async () => {
    const conditions = JSON.stringify({ Te: { value: -20, unit: '℃' }, Pos: 'A', Capicity: { value: 3, unit: 'TR' } });
    const element = await selector(`conditions='${conditions}'`);
    await until(() => expect(field(element, 'Te').value).to.equal('-20'));
    expect(inside<HTMLSelectElement>(element, '[data-field="Capicity"] [part="unit-select"]').value).to.equal('TR');
    expect(inside<HTMLInputElement>(element, '[data-field="Pos"] input[value="A"]').checked).to.equal(true);
    const heard = record(document, ['vs-selection-change']);
    await type(field(element, 'Tk'), '35');
    await until(() => expect(heard.length).to.be.greaterThan(0));
    const last = heard.at(-1)!;
    expect(last.fromHost(element)).to.equal(true);
    expect(last.event.bubbles && last.event.composed).to.equal(true);
    expect(last.event.detail).to.deep.include({ valveName: 'Sov' });
    expect(last.event.detail.conditions).to.deep.include({ Te: { value: -20, unit: '℃' }, Tk: { value: 35, unit: '℃' }, Pos: 'A' });
  });

  it('calculates: vs-calculate with the counts, the three groups, and Add fills a strip on the page', async () => {
    const strip = mount('<vs-selection-strip></vs-selection-strip>');
    const element = await selector();
    const heard = record(document, ['vs-calculate', 'vs-add']);
    await choose(inside<HTMLSelectElement>(element, '[data-field="Capicity"] [part="unit-select"]'), 'TR');
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    const groups = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="group"]')].map((g) => g.dataset.grade);
    expect(groups).to.deep.equal(['Optimal', 'Available', 'Prohibited']);
    const calculate = heard.find((h) => h.event.type === 'vs-calculate')!.event.detail;
    expect(calculate.request.conditions.Capicity.unit).to.equal('TR');
    expect(calculate.counts.Optimal).to.equal(element.shadowRoot!.querySelectorAll('[part="group"][data-grade="Optimal"] [part="row"]').length);

    inside(element, '[part="group"][data-grade="Optimal"] [part="add"]').click();
    const added = heard.find((h) => h.event.type === 'vs-add')!.event.detail;
    expect(added.hash).to.match(/^[0-9a-f]{14}$/);
    await until(() => expect(inside(strip, '[part="total"]').textContent).to.equal('Total 1'));
  });

  it('draws the curves of a row with <vs-performance-chart>’s component', async () => {
    const element = await selector();
    inside(element, '[part="calculate"]').click();
    await until(() => inside(element, '[part="results"]'));
    inside(element, '[part="group"][data-grade="Optimal"] [part="curves-button"]').click();
    await until(() => expect(element.shadowRoot!.querySelectorAll('[part="curves"] canvas').length).to.be.greaterThan(0));
  });
});
