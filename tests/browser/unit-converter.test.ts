// <vs-unit-converter> on a plain page: no React on the page, only the element, its attributes and its event.
import { expect } from 'chai';
import '../../widgets/unit-converter/unit-converter.element';
import { choose, cleanup, inside, mount, record, settle, type } from './helpers';

const parts = (element: Element) => ({
  base: inside(element, '[part="base"]'),
  quantity: inside<HTMLSelectElement>(element, '[part="quantity-select"]'),
  input: inside<HTMLInputElement>(element, '[part="input"]'),
  from: inside<HTMLSelectElement>(element, '[part="unit-select"]'),
  to: element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="unit-select"]')[1]!,
  swap: inside<HTMLButtonElement>(element, '[part="swap"]'),
  result: inside<HTMLOutputElement>(element, '[part="result"]'),
});

async function converter(attributes = ''): Promise<HTMLElement> {
  const element = mount(`<vs-unit-converter ${attributes}></vs-unit-converter>`);
  await settle();
  return element;
}

describe('<vs-unit-converter>', () => {
  afterEach(cleanup);

  it('renders its controls in an open shadow root, labelled', async () => {
    const element = await converter();
    const { input, quantity, swap } = parts(element);
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(document.querySelector('[part="input"]'), 'nothing leaks into the page').to.equal(null);
    expect(input.labels?.[0]?.textContent).to.equal('Value');
    expect(quantity.labels?.[0]?.textContent).to.equal('Quantity');
    expect(swap.getAttribute('aria-label')).to.equal('Swap units');
  });

  it('starts metric on temperature and empty: no result', async () => {
    const { from, to, input, result, base } = parts(await converter());
    expect([from.value, to.value, input.value, result.textContent]).to.deep.equal(['℃', '℉', '', '']);
    expect(base.dataset.state).to.equal('empty');
  });

  it('starts from imperial units with unit-system 1', async () => {
    const { from, to, result } = parts(await converter('unit-system="1" quantity="Press" value="100"'));
    expect([from.value, to.value]).to.deep.equal(['Psi', 'bar']);
    expect(result.textContent).to.equal('6.89 bar');
  });

  it('re-renders when attributes and properties change', async () => {
    const element = await converter('quantity="Temp" value="100"');
    expect(parts(element).result.textContent).to.equal('212.00 ℉');
    element.setAttribute('to-unit', 'K');
    await settle();
    expect(parts(element).result.textContent).to.equal('373.15 K');
    const typed = element as HTMLElementTagNameMap['vs-unit-converter'];
    typed.quantity = 'Press';
    typed.value = 2;
    await settle();
    expect(element.getAttribute('quantity'), 'a property writes its attribute').to.equal('Press');
    expect(parts(element).result.textContent).to.equal('29.01 Psi');
  });

  it('sends vs-convert with the conversion on each user input', async () => {
    const element = await converter('quantity="Press"');
    const events = record(document, ['vs-convert']);
    await type(parts(element).input, '10');
    expect(events.at(-1)?.detail).to.deep.include({ quantity: 'Press', fromUnit: 'bar', toUnit: 'Psi', value: 10 });
    expect(events.at(-1)?.detail.result).to.be.closeTo(145.0377, 1e-4);
    await choose(parts(element).to, 'kPa');
    expect(events.at(-1)?.detail).to.deep.include({ toUnit: 'kPa', result: 1000 });
    parts(element).swap.click();
    await settle();
    expect(events.at(-1)?.detail).to.deep.include({ fromUnit: 'kPa', toUnit: 'bar', value: 10, result: 0.1 });
    expect(parts(element).result.textContent).to.equal('0.10 bar');
  });

  it('sends nothing when the embedder sets attributes or the value is emptied', async () => {
    const element = await converter('value="1"');
    const events = record(document, ['vs-convert']);
    element.setAttribute('value', '5');
    element.setAttribute('quantity', 'Size');
    element.setAttribute('unit-system', '1');
    await settle();
    expect(parts(element).result.textContent).to.equal('127.00 mm');
    expect(events).to.have.length(0);
    await type(parts(element).input, '');
    expect(events).to.have.length(0);
    expect(parts(element).result.textContent).to.equal('');
  });

  it('speaks Chinese with lang="cn", and follows a lang set on an ancestor', async () => {
    const element = await converter('lang="cn"');
    expect(parts(element).input.labels?.[0]?.textContent).to.equal('数值');
    element.removeAttribute('lang');
    const holder = element.parentElement!;
    holder.setAttribute('lang', 'de');
    await settle();
    expect(parts(element).input.labels?.[0]?.textContent, 'de is not bundled: English').to.equal('Value');
    await type(parts(element).input, '12,5');
    expect(parts(element).result.textContent, 'German numbers').to.equal('54,50 ℉');
    holder.setAttribute('lang', 'zh-CN');
    await settle();
    expect(parts(element).quantity.labels?.[0]?.textContent).to.equal('物理量');
    expect(parts(element).input.value, 'the number is kept, written for the new locale').to.equal('12.5');
  });
});
