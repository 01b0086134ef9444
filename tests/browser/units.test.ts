// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Issue 12: the `units` attribute, a custom unit set over `unit-system`, on real elements in their shadow roots. The
// figures: R134a at 0 ℃ boils at 292.80 kPa absolute (IIR reference state); 100 kPa = 1 bar exactly.
import { expect } from 'chai';
import '../../widgets/pt-chart/pt-chart.element';
import '../../widgets/unit-converter/unit-converter.element';
import { cleanup, inside, mount, rendered, until } from './helpers';

async function element<K extends 'vs-unit-converter' | 'vs-pt-chart'>(tag: K, attributes: string): Promise<HTMLElementTagNameMap[K]> {
  const host = mount<HTMLElementTagNameMap[K]>(`<${tag} ${attributes}></${tag}>`);
  await rendered(host);
  return host;
}

const units = (host: Element) => [...host.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="unit-select"]')].map((s) => s.value);
const result = (host: Element) => inside<HTMLOutputElement>(host, '[part="result"]').textContent;
const headers = (host: Element) => [...host.shadowRoot!.querySelectorAll('[part="table"] thead th')].map((th) => th.textContent);

describe('units="{…}": a custom unit set over unit-system', () => {
  afterEach(cleanup);

  it("<vs-unit-converter> starts from the set's units and converts in them", async () => {
    const host = await element('vs-unit-converter', `unit-system="1" units='{"Temp":"K","Press":"kPa"}' value="273.15"`);
    expect(units(host)).to.deep.equal(['K', 'kPa']);
    await until(() => expect(result(host)).to.equal('292.80 kPa abs'));
  });

  it('<vs-unit-converter> follows a new set written by the page, back to the system without one', async () => {
    const host = await element('vs-unit-converter', 'unit-system="1" quantity="Press" value="100"');
    expect(units(host)).to.deep.equal(['Psi', 'bar']);
    host.setAttribute('units', '{"Press":"kPa"}');
    // The to-unit is the other system's, as without a set.
    await until(() => expect(units(host)).to.deep.equal(['kPa', 'bar']));
    host.units = {};
    await until(() => expect(units(host)).to.deep.equal(['Psi', 'bar']));
  });

  it("<vs-pt-chart> tabulates in the set's temperature and pressure, and ignores pairs it does not know", async () => {
    const host = await element('vs-pt-chart', `refrigerant="R134a" units='{"Press":"kPa","Colour":"red","Temp":"furlong"}'`);
    await until(() => expect(headers(host)).to.deep.equal(['Temperature (℃)', 'Pressure (kPa abs)']));
    const zero = [...host.shadowRoot!.querySelectorAll('[part="row"]')].find((row) => row.querySelector('th')?.textContent === '0');
    expect(zero?.querySelector('td')?.textContent).to.match(/^292\.8/);
  });
});
