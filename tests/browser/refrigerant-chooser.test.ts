// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-refrigerant-chooser> on a plain page: the panel inside the shadow root, search, stars, memory, the event.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/refrigerant-chooser/refrigerant-chooser.element';
import { refrigerantMemoryKey } from '../../widgets/refrigerant-chooser';
import { cleanup, clickOn, inside, mount, overlapping, record, rendered, roleViolations, type, until } from './helpers';

const refrigerants = [
  { name: 'R32', safety: 'A2L', gwp: 675 },
  { name: 'R410A', safety: 'A1', gwp: 2088 },
  { name: 'R290', safety: 'A3', gwp: 3 },
  { name: 'R744', safety: 'A1', gwp: 1 },
];

async function chooser(attributes = ''): Promise<HTMLElementTagNameMap['vs-refrigerant-chooser']> {
  const element = mount<HTMLElementTagNameMap['vs-refrigerant-chooser']>(`<vs-refrigerant-chooser ${attributes}></vs-refrigerant-chooser>`);
  element.refrigerants = refrigerants;
  await rendered(element);
  return element;
}

const openPanel = async (element: Element) => {
  inside(element, '[part="trigger"]').click();
  return until(() => inside(element, '[part="panel"]'));
};
const names = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="option"] input[type="radio"]')].map((r) => r.value);
const button = (element: Element, text: string) =>
  [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].find((b) => b.textContent === text)!;
const star = (element: Element, name: string) => inside<HTMLButtonElement>(element, `[part="star"][aria-label="Favourite ${name}"]`);

describe('<vs-refrigerant-chooser>', () => {
  beforeEach(() => localStorage.removeItem(refrigerantMemoryKey));
  afterEach(() => {
    cleanup();
    localStorage.removeItem(refrigerantMemoryKey);
  });

  // Issue 26: the "Default" badge ran into its neighbours.
  it('draws the Default badge and every cell of a row clear of each other at 390, 1280 and 1920 px in en, cn, de and ru', async () => {
    // The catalogue's longest names and GWPs beside the short ones.
    const long = [
      { name: 'R1336mzz(Z)', safety: 'A1', gwp: 2 },
      { name: 'R1234ze(E)', safety: 'A2L', gwp: 7 },
      { name: 'R404A', safety: 'A1', gwp: 3922 },
      ...refrigerants,
    ];
    try {
      for (const width of [390, 1280, 1920]) {
        await setViewport({ width, height: 900 });
        for (const lang of ['en', 'cn', 'de', 'ru']) {
          for (const chosen of ['R404A', 'R1336mzz(Z)']) {
            const element = mount<HTMLElementTagNameMap['vs-refrigerant-chooser']>(
              `<vs-refrigerant-chooser lang="${lang}" remember="none" default-refrigerant="${chosen}"></vs-refrigerant-chooser>`);
            element.refrigerants = long;
            await rendered(element);
            await openPanel(element);
            const badge = await until(() => inside(element, '[part="option"] [data-badge]'));
            await until(() => expect(badge.textContent).to.not.equal('default'));
            const rows = [...element.shadowRoot!.querySelectorAll('[part="option"]')];
            for (const row of rows) {
              // The row's leaves: tick, name, safety class, GWP, the badge, the star.
              const leaves = [...row.querySelectorAll('*')].filter((cell) => cell.childElementCount === 0);
              expect(overlapping(leaves), `${lang} at ${width} px`).to.deep.equal([]);
            }
            expect(badge.getClientRects().length, `${lang} at ${width} px: the badge is one box, not broken across lines`).to.equal(1);
            // The badge stays inside its row: nothing of it over the rows above and below.
            expect(overlapping([badge, ...rows.filter((row) => !row.contains(badge))]), `${lang} at ${width} px`).to.deep.equal([]);
            cleanup();
          }
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('shows the refrigerant with safety class and GWP, and opens its panel inside the shadow root', async () => {
    const element = await chooser('refrigerant="R32"');
    await until(() => expect(inside(element, '[part="trigger"]').textContent).to.equal('RefrigerantR32A2L · GWP 675'));
    const panel = await openPanel(element);
    expect(panel.getRootNode() === element.shadowRoot).to.equal(true);
    expect(names(element)).to.deep.equal(['R32', 'R410A', 'R290', 'R744']);
    await until(() => expect(element.shadowRoot!.activeElement === inside(element, '[part="search"]')).to.equal(true));
  });

  it('searches, stars, confirms from the keyboard, and remembers in localStorage', async () => {
    const element = await chooser();
    const heard = record(document, ['vs-change']);
    await openPanel(element);
    await type(inside<HTMLInputElement>(element, '[part="search"]'), 'a1');
    await until(() => expect(names(element)).to.deep.equal(['R410A', 'R744']));
    star(element, 'R744').click();
    await until(() => expect(names(element)).to.deep.equal(['R744', 'R410A']));
    inside<HTMLInputElement>(element, '[part="option"] input[value="R744"]').focus();
    await sendKeys({ press: 'Space' });
    button(element, 'Confirm').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.equal({ refrigerant: 'R744', favourites: ['R744'], defaultRefrigerant: 'R410A' });
    expect(heard[0]!.fromHost(element)).to.equal(true);
    expect(JSON.parse(localStorage.getItem(refrigerantMemoryKey) ?? '{}').refrigerant).to.equal('R744');
    cleanup();
    const again = await chooser();
    await until(() => expect(inside(again, '[part="value"]').textContent).to.equal('R744'));
  });

  it('Escape cancels; attribute changes fire nothing', async () => {
    const element = await chooser('remember="none"');
    const heard = record(document, ['vs-change']);
    await openPanel(element);
    inside<HTMLInputElement>(element, '[part="option"] input[value="R290"]').click();
    await sendKeys({ press: 'Escape' });
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
    expect(inside(element, '[part="value"]').textContent).to.equal('R410A');
    element.setAttribute('refrigerant', 'R32');
    await until(() => expect(inside(element, '[part="value"]').textContent).to.equal('R32'));
    expect(heard.length).to.equal(0);
    expect(localStorage.getItem(refrigerantMemoryKey)).to.equal(null);
  });

  // Issue 41: on the site a click on "R407C" closed the panel and changed nothing. A press on a name (not focusable)
  // moves the focus to the nearest focusable ancestor, there <main tabindex="-1">, which read as focus leaving the panel.
  it('picks a refrigerant on a click anywhere on its row, its name included, inside a focusable page region', async () => {
    const main = mount<HTMLElement>('<main tabindex="-1"><vs-refrigerant-chooser remember="none"></vs-refrigerant-chooser></main>');
    const element = main.querySelector('vs-refrigerant-chooser')!;
    element.refrigerants = refrigerants;
    await rendered(element);
    const heard = record(document, ['vs-change']);
    await clickOn(inside(element, '[part="trigger"]'));
    await until(() => inside(element, '[part="panel"]'));
    const row = (name: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="option"]')].find((r) => r.textContent!.startsWith(name))!;
    const ticked = () => element.shadowRoot!.querySelector<HTMLInputElement>('[part="option"] input:checked')?.value;
    // The name, the safety class, the GWP, and the row's left edge.
    for (const [name, cell] of [['R32', 'span'], ['R290', 'span:nth-of-type(2)'], ['R744', 'span:nth-of-type(3)']] as const) {
      await clickOn(row(name).querySelector(`label > ${cell}`)!);
      await until(() => expect(ticked(), `${name} by its ${cell}`).to.equal(name));
      expect(element.shadowRoot!.querySelector('[part="panel"]'), 'the panel stays open').to.not.equal(null);
    }
    const edge = row('R32').getBoundingClientRect();
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'click', position: [Math.round(edge.left + 2), Math.round(edge.top + edge.height / 2)] });
    await until(() => expect(ticked(), 'the row’s edge').to.equal('R32'));
    expect(await roleViolations(element)).to.deep.equal([]);
    await clickOn(button(element, 'Confirm'));
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.include({ refrigerant: 'R32' });
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
  });

  // Issue 41: Reset closed the panel, so that the user could not reset and then pick again.
  it('Reset puts the default in effect and stays open to pick again; Cancel then keeps the reset', async () => {
    const element = await chooser('remember="none" refrigerant="R290" default-refrigerant="R32"');
    const heard = record(document, ['vs-change']);
    await openPanel(element);
    await clickOn(button(element, 'Reset'));
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.include({ refrigerant: 'R32' });
    expect(element.shadowRoot!.querySelector('[part="panel"]'), 'open after Reset').to.not.equal(null);
    expect(inside<HTMLInputElement>(element, '[part="option"] input[value="R32"]').checked).to.equal(true);
    expect(inside(element, '[part="value"]').textContent).to.equal('R32');
    // Keyboard: the arrows move the tick in the radio group, Enter on Confirm confirms.
    inside<HTMLInputElement>(element, '[part="option"] input[value="R32"]').focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(inside<HTMLInputElement>(element, '[part="option"] input[value="R410A"]').checked).to.equal(true));
    button(element, 'Confirm').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(heard.length).to.equal(2));
    expect(heard[1]!.event.detail).to.deep.include({ refrigerant: 'R410A' });
    await openPanel(element);
    await clickOn(button(element, 'Reset'));
    await until(() => expect(heard.length).to.equal(3));
    await clickOn(button(element, 'Cancel'));
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
    expect(inside(element, '[part="value"]').textContent).to.equal('R32');
    expect(heard.length).to.equal(3);
  });

  it('speaks Chinese with lang="cn"', async () => {
    const element = await chooser('lang="cn" remember="none"');
    await openPanel(element);
    expect(button(element, '确认')).to.not.equal(undefined);
  });
});
