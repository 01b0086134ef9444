// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-unit-set-chooser> on a plain page: the base system, a set, the new-set form's rules and refill, the events.
import { expect } from 'chai';
import '../../widgets/unit-set-chooser/unit-set-chooser.element';
import { choose, cleanup, inside, mount, record, rendered, type, until } from './helpers';

async function chooser(attributes = ''): Promise<HTMLElementTagNameMap['vs-unit-set-chooser']> {
  const element = mount<HTMLElementTagNameMap['vs-unit-set-chooser']>(`<vs-unit-set-chooser ${attributes}></vs-unit-set-chooser>`);
  await rendered(element);
  return element;
}

const radios = (element: Element, part: string) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>(`[part="${part}"] input`)];
const select = (element: Element, index: number) => element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="new-set"] select')[index]!;
const errors = (element: Element) => [...element.shadowRoot!.querySelectorAll('[part="error"]')].map((p) => p.textContent);
const submit = (element: Element) => inside<HTMLButtonElement>(element, '[part="new-set"] button[type="submit"]').click();

describe('<vs-unit-set-chooser>', () => {
  afterEach(cleanup);

  it('starts on International; America sends ℉, Psi and TR for the page and refills the new-set form', async () => {
    const element = await chooser();
    const heard = record(document, ['vs-change']);
    const [america, international] = radios(element, 'systems');
    expect(international!.checked).to.equal(true);
    expect(select(element, 0).value).to.equal('℃');
    america!.click();
    await until(() => expect(heard.length).to.equal(1));
    const { detail } = heard[0]!.event as CustomEvent<{ unitSystem: number; units: Record<string, string>; customUnitId?: number }>;
    expect(detail.unitSystem).to.equal(1);
    expect([detail.units.Temp, detail.units.Press, detail.units.CoolCapacity]).to.deep.equal(['℉', 'Psi', 'TR']);
    expect(detail.customUnitId).to.equal(undefined);
    await until(() => expect(select(element, 0).value).to.equal('℉'));
  });

  it("says 'Name your unit set' and 'Set at least one unit', and sends a set that passes", async () => {
    const element = await chooser();
    const heard = record(document, ['vs-create']);
    for (const box of element.shadowRoot!.querySelectorAll<HTMLSelectElement>('[part="new-set"] select')) await choose(box, '');
    submit(element);
    await until(() => expect(errors(element)).to.deep.equal(['Name your unit set', 'Set at least one unit']));
    const name = inside<HTMLInputElement>(element, '[part="new-set"] input');
    await type(name, 'Plant room');
    await choose(select(element, 0), 'K');
    submit(element);
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.include({ name: 'Plant room', unitSystem: 2 });
    expect((heard[0]!.event as CustomEvent<{ units: Record<string, string> }>).detail.units.Temp).to.equal('K');
    expect(errors(element)).to.deep.equal([]);
  });

  // Issue 41: a second set of the same name made the list show two identical entries.
  it('refuses a name one of its sets has, whatever its case and spaces, and sends nothing', async () => {
    const element = await chooser(`sets='[{"id":7,"name":"Plant room","units":{"Press":"kPa"}}]'`);
    const heard = record(document, ['vs-create']);
    await type(inside<HTMLInputElement>(element, '[part="new-set"] input'), ' plant  ROOM');
    submit(element);
    await until(() => expect(errors(element)).to.deep.equal(["You have a unit set named 'Plant room' already"]));
    await type(inside<HTMLInputElement>(element, '[part="new-set"] input'), 'Plant  hall ');
    submit(element);
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.include({ name: 'Plant hall' });
    expect(errors(element)).to.deep.equal([]);
  });

  it('lists the sets it is given; choosing one sends its units over the base system and its id', async () => {
    const element = await chooser(`unit-system="1" sets='[{"id":7,"name":"Plant room","units":{"Press":"kPa"}}]'`);
    const heard = record(document, ['vs-change']);
    const sets = radios(element, 'sets');
    expect(sets.length).to.equal(2);
    sets[1]!.click();
    await until(() => expect(heard.length).to.equal(1));
    const { detail } = heard[0]!.event as CustomEvent<{ units: Record<string, string>; customUnitId?: number }>;
    expect([detail.units.Press, detail.units.Temp, detail.customUnitId]).to.deep.equal(['kPa', '℉', 7]);
  });
});
