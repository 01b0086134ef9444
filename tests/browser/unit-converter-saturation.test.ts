// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-unit-converter refrigerant=...> on a plain page (issue 3): the saturation conversion, its lazily loaded
// engine and refrigerant data, bubble and dew for a blend, and the event detail.
import { expect } from 'chai';
import '../../widgets/unit-converter/unit-converter.element';
import { choose, cleanup, inside, mount, record, rendered, type, until } from './helpers';

async function converter(attributes: string): Promise<HTMLElementTagNameMap['vs-unit-converter']> {
  const element = mount<HTMLElementTagNameMap['vs-unit-converter']>(`<vs-unit-converter ${attributes}></vs-unit-converter>`);
  await rendered(element);
  return element;
}

const text = (element: Element, selector: string) => inside(element, selector).textContent;

describe('<vs-unit-converter> with a refrigerant', () => {
  afterEach(cleanup);

  it('opens the saturation conversion in its shadow root: 0 ℃ of R134a is 2.93 bar abs, 1.91 bar g', async () => {
    const element = await converter('refrigerant="R134a" value="0"');
    const quantity = inside<HTMLSelectElement>(element, '[part="quantity-select"]');
    expect(quantity.value).to.equal('Saturation');
    expect(quantity.selectedOptions[0]?.textContent).to.equal('Saturation (T ↔ p)');
    expect(inside<HTMLSelectElement>(element, '[part="refrigerant-select"]').value).to.equal('R134a');
    expect(document.querySelectorAll('[part="refrigerant-select"]').length, 'nothing leaks into the page').to.equal(0);
    await until(() => expect(text(element, '[part="result"]')).to.equal('2.93 bar abs'));
    element.setAttribute('absolute', 'false');
    await until(() => expect(text(element, '[part="result"]')).to.equal('1.91 bar g'));
  });

  it('shows bubble and dew for R410A and reports both in vs-convert on user input', async () => {
    const element = await converter('refrigerant="R410A"');
    const heard = record(document, ['vs-convert']);
    await type(inside<HTMLInputElement>(element, '[part="input"]'), '0');
    // CoolProp 8 (check-values.json): bubble 800.71 kPa, dew 798.08 kPa at 0 ℃.
    await until(() => expect(text(element, '[part="bubble"]')).to.equal('Bubble 8.01 bar abs'));
    expect(text(element, '[part="dew"]')).to.equal('Dew 7.98 bar abs');
    // Two values, not one run-together string (issue #10): a list of two items, laid out as two boxes, so the
    // rendered text (what a screen reader reads) has a break between them.
    const result = inside(element, '[part="result"]');
    expect([...result.querySelectorAll('[role="listitem"]')].map((item) => item.getAttribute('part'))).to.deep.equal(['bubble', 'dew']);
    expect(result.querySelector('[role="list"]')?.children.length).to.equal(2);
    expect(result.innerText.split('\n')).to.deep.equal(['Bubble 8.01 bar abs', 'Dew 7.98 bar abs']);
    await until(() => expect(heard.length).to.be.greaterThan(0));
    const { detail } = heard[heard.length - 1]!.event;
    expect(detail).to.include({ quantity: 'Saturation', refrigerant: 'R410A', absolute: true, fromUnit: '℃', toUnit: 'bar', value: 0 });
    expect(detail.bubble).to.be.closeTo(8.007, 0.001);
    expect(detail.dew).to.be.closeTo(7.981, 0.001);
    expect(detail.result).to.equal(detail.dew);
    // Choosing another refrigerant is a user action too: its data loads and the conversion is reported.
    await choose(inside<HTMLSelectElement>(element, '[part="refrigerant-select"]'), 'R404A');
    await until(() => expect(heard.at(-1)!.event.detail).to.include({ refrigerant: 'R404A' }));
    expect(heard.at(-1)!.event.detail.bubble).to.be.a('number');
  });

  it('swaps to pressure -> temperature and explains an out-of-range value in the user’s units', async () => {
    const element = await converter('refrigerant="R744" unit-system="1" value="40"');
    await until(() => expect(text(element, '[part="result"]')).to.match(/^5\d\d\.\d\d Psi abs$/));
    const heard = record(document, ['vs-convert']);
    inside<HTMLButtonElement>(element, '[part="swap"]').click();
    // 40 psia is below R744's triple point (75.1 psia): the limits are said in Psi.
    await until(() => expect(text(element, '[part="error"]')).to.match(/^Pressure 40 Psi is out of range \(75\.\d+ Psi to 10\d\d\.\d+ Psi\)$/));
    expect(inside(element, '[part="base"]').dataset.state).to.equal('error');
    expect(heard.length, 'no conversion to report').to.equal(0);
    expect(inside(element, '[part="input"]').getAttribute('aria-invalid')).to.equal('true');
    element.setAttribute('lang', 'cn');
    await until(() => expect(text(element, '[part="error"]')).to.match(/^压力 40 Psi 超出范围（75\.\d+ Psi 至 10\d\d\.\d+ Psi）$/));
    element.removeAttribute('lang');
    await type(inside<HTMLInputElement>(element, '[part="input"]'), '500');
    await until(() => expect(text(element, '[part="result"]')).to.match(/^\d+\.\d\d ℉$/));
    expect(heard[heard.length - 1]!.event.detail).to.include({ fromUnit: 'Psi', toUnit: '℉', refrigerant: 'R744', value: 500 });
  });
});
