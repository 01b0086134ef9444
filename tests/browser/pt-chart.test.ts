// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-pt-chart> on a plain page: the table and the uPlot canvas in its shadow root, attributes, the row event.
import { expect } from 'chai';
import '../../widgets/pt-chart/pt-chart.element';
import { cleanup, inside, mount, record, rendered, until } from './helpers';

async function chart(attributes = ''): Promise<HTMLElementTagNameMap['vs-pt-chart']> {
  const element = mount<HTMLElementTagNameMap['vs-pt-chart']>(`<vs-pt-chart ${attributes}></vs-pt-chart>`);
  await rendered(element);
  await until(() => inside(element, '[part="table"] table'));
  return element;
}

const rows = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLTableRowElement>('[part="row"]')];
// A blend's curve has uPlot's legend, a table too: the chart's own is inside part="table".
const headers = (element: Element) =>
  [...element.shadowRoot!.querySelectorAll('[part="table"] thead th')].map((th) => th.textContent);

describe('<vs-pt-chart>', () => {
  afterEach(cleanup);

  it('renders a table and a drawn canvas in an open shadow root', async () => {
    const element = await chart('refrigerant="R134a"');
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(rows(element).length).to.equal(121);
    expect(headers(element)).to.deep.equal(['Temperature (℃)', 'Pressure (bar abs)']);
    const canvas = await until(() => inside<HTMLCanvasElement>(element, '[part="chart"] canvas'));
    await until(() => expect(canvas.width).to.be.greaterThan(200));
    // The uPlot stylesheet applies inside the shadow root: its wrapper is positioned.
    expect(getComputedStyle(inside(element, '.u-wrap')).position).to.equal('relative');
  });

  it('follows its attributes: a blend in imperial gauge units', async () => {
    const element = await chart('refrigerant="R134a"');
    element.setAttribute('refrigerant', 'R407C');
    element.setAttribute('unit-system', '1');
    element.setAttribute('absolute', 'false');
    await until(() => expect(headers(element)).to.deep.equal(['Temperature (℉)', 'Bubble (Psi g)', 'Dew (Psi g)']));
    expect(rows(element).length).to.equal(217);
  });

  it('sends vs-row-select when the user picks a row, not when attributes change', async () => {
    const element = await chart('refrigerant="R32"');
    const heard = record(document, ['vs-row-select']);
    element.setAttribute('absolute', 'false');
    await until(() => expect(headers(element)[1]).to.equal('Pressure (bar g)'));
    expect(heard.length).to.equal(0);
    const zero = rows(element).find((row) => row.querySelector('th')?.textContent === '0')!;
    zero.querySelector('button')!.click();
    expect(heard.length).to.equal(1);
    expect(heard[0]!.fromHost(element)).to.equal(true);
    expect(heard[0]!.event.detail).to.include({ refrigerant: 'R32', temperature: 0, temperatureUnit: '℃', pressureUnit: 'bar', absolute: false });
    await until(() => expect(zero.getAttribute('aria-selected')).to.equal('true'));
  });
});
