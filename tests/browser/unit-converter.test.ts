// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-unit-converter> on a plain page: no React on the page, only the element, its attributes and its event.
import { expect } from 'chai';
import '../../widgets/unit-converter/unit-converter.element';
import { choose, cleanup, inside, mount, record, rendered, type, until } from './helpers';

const parts = (element: Element) => ({
  base: inside(element, '[part="base"]'),
  quantity: inside<HTMLSelectElement>(element, '[part="quantity-select"]'),
  input: inside<HTMLInputElement>(element, '[part="input"]'),
  from: inside<HTMLSelectElement>(element, '[part="unit-select"]'),
  to: element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="unit-select"]')[1]!,
  swap: inside<HTMLButtonElement>(element, '[part="swap"]'),
  result: inside<HTMLOutputElement>(element, '[part="result"]'),
});

async function converter(attributes = ''): Promise<HTMLElementTagNameMap['vs-unit-converter']> {
  const element = mount<HTMLElementTagNameMap['vs-unit-converter']>(`<vs-unit-converter ${attributes}></vs-unit-converter>`);
  await rendered(element);
  return element;
}

const resultOf = (element: Element) => parts(element).result.textContent;

describe('<vs-unit-converter>', () => {
  afterEach(cleanup);

  it('renders its labelled controls in an open shadow root', async () => {
    const element = await converter();
    const { input, quantity, from, swap } = parts(element);
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(document.querySelectorAll('[part="input"]').length, 'nothing leaks into the page').to.equal(0);
    expect(input.labels?.[0]?.textContent).to.equal('Value');
    expect(quantity.labels?.[0]?.textContent).to.equal('Quantity');
    expect(from.labels?.[0]?.textContent).to.equal('From unit');
    expect(swap.getAttribute('aria-label')).to.equal('Swap units');
  });

  // SPEC §4, conversion tool defaults: temperature to pressure, ℃ to bar (system 2) or ℉ to Psi (system 1).
  it('opens on the saturation conversion, ℃ to bar, and empty: no result', async () => {
    const { quantity, from, to, input, result, base } = parts(await converter());
    expect([quantity.value, from.value, to.value, input.value, result.textContent]).to.deep.equal(['Saturation', '℃', 'bar', '', '']);
    expect(base.dataset.state).to.equal('empty');
  });

  it('opens on ℉ to Psi with unit-system="1", and converts with two decimals', async () => {
    const element = await converter('unit-system="1" value="32"');
    const { quantity, from, to } = parts(element);
    expect([quantity.value, from.value, to.value]).to.deep.equal(['Saturation', '℉', 'Psi']);
    // R134a at 0 ℃: 292.80 kPa (IIR reference), 42.47 psia.
    await until(() => expect(resultOf(element)).to.equal('42.47 Psi abs'));
  });

  it('starts from imperial units with unit-system="1"', async () => {
    const element = await converter('unit-system="1" quantity="Press" value="100"');
    expect([parts(element).from.value, parts(element).to.value]).to.deep.equal(['Psi', 'bar']);
    expect(resultOf(element)).to.equal('6.89 bar');
  });

  it('re-renders when attributes and properties change', async () => {
    const element = await converter('quantity="Temp" value="100"');
    expect(resultOf(element)).to.equal('212.00 ℉');
    element.setAttribute('to-unit', 'K');
    await until(() => expect(resultOf(element)).to.equal('373.15 K'));
    element.quantity = 'Press';
    element.value = 2;
    expect(element.getAttribute('quantity'), 'a property writes its attribute').to.equal('Press');
    await until(() => expect(resultOf(element)).to.equal('29.01 Psi'));
  });

  it('sends vs-convert with the conversion on each user input', async () => {
    const element = await converter('quantity="Press"');
    const heard = record(document, ['vs-convert']);
    const last = () => heard.at(-1)?.event.detail;
    await type(parts(element).input, '10');
    expect(last()).to.deep.include({ quantity: 'Press', fromUnit: 'bar', toUnit: 'Psi', value: 10 });
    expect(last().result).to.be.closeTo(145.0377, 1e-4);
    await choose(parts(element).to, 'kPa');
    expect(last()).to.deep.include({ toUnit: 'kPa', result: 1000 });
    parts(element).swap.click();
    expect(last()).to.deep.include({ fromUnit: 'kPa', toUnit: 'bar', value: 10, result: 0.1 });
    await until(() => expect(resultOf(element)).to.equal('0.10 bar'));
    expect(heard.every((h) => h.fromHost(element))).to.equal(true);
  });

  // SPEC §5: only a temperature and a pressure convert across quantities; any other pair is 'Unable to calculate'.
  it('says Unable to calculate for units of two quantities, and sends nothing', async () => {
    const element = await converter('from-unit="bar" to-unit="kW" value="1"');
    const heard = record(document, ['vs-convert']);
    const { base, to, result } = parts(element);
    expect([to.value, result.textContent, base.dataset.state]).to.deep.equal(['kW', '', 'error']);
    expect(inside(element, '[part="error"]').textContent).to.equal('Unable to calculate');
    await type(parts(element).input, '2');
    expect(inside(element, '[part="error"]').textContent).to.equal('Unable to calculate');
    expect(heard.length).to.equal(0);
    await choose(parts(element).to, 'Psi');
    await until(() => expect(resultOf(element)).to.equal('29.01 Psi'));
    expect(heard.map((h) => h.event.detail.toUnit)).to.deep.equal(['Psi']);
  });

  it('sends nothing when the embedder sets attributes, or the value is emptied', async () => {
    const element = await converter('value="1"');
    const heard = record(document, ['vs-convert']);
    element.setAttribute('value', '5');
    element.setAttribute('quantity', 'Size');
    element.setAttribute('unit-system', '1');
    await until(() => expect(resultOf(element)).to.equal('127.00 mm'));
    expect(heard.length).to.equal(0);
    await type(parts(element).input, '');
    await until(() => expect(resultOf(element)).to.equal(''));
    expect(heard.length).to.equal(0);
  });

  it('speaks Chinese with lang="cn", and follows a lang set on an ancestor', async () => {
    const element = await converter('lang="cn" quantity="Temp"');
    const labelOf = (control: HTMLElement & { labels: NodeListOf<HTMLLabelElement> | null }) => control.labels?.[0]?.textContent;
    // Chinese comes on demand, like every language but English (issue 28).
    await until(() => expect(labelOf(parts(element).input)).to.equal('数值'));
    element.removeAttribute('lang');
    element.parentElement!.setAttribute('lang', 'de');
    // German is not bundled: its strings arrive on demand, English showing meanwhile.
    await until(() => expect(labelOf(parts(element).input), 'German, once loaded').to.equal('Wert'));
    await type(parts(element).input, '12,5');
    await until(() => expect(resultOf(element), 'German numbers').to.equal('54,50 ℉'));
    element.parentElement!.setAttribute('lang', 'zh-CN');
    await until(() => expect(labelOf(parts(element).quantity)).to.equal('物理量'));
    expect(parts(element).input.value, 'the number is kept, written for the new locale').to.equal('12.5');
  });
});
