// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-approvals-chooser> on a plain page: the panel inside the shadow root, keyboard, Confirm's rule, the event.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/approvals-chooser/approvals-chooser.element';
import { cleanup, clickOn, inside, mount, overlapping, record, rendered, roleViolations, until } from './helpers';

async function chooser(attributes = ''): Promise<HTMLElementTagNameMap['vs-approvals-chooser']> {
  const element = mount<HTMLElementTagNameMap['vs-approvals-chooser']>(`<vs-approvals-chooser ${attributes}></vs-approvals-chooser>`);
  await rendered(element);
  return element;
}

const boxes = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="option"] input')];
const button = (element: Element, text: string) =>
  [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].find((b) => b.textContent === text)!;
const focused = (element: Element) => element.shadowRoot!.activeElement;
/** A press of the mouse on `target`: pointerdown, then the click it ends in. */
function press(target: HTMLElement): void {
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, cancelable: true }));
  target.click();
}

describe('<vs-approvals-chooser>', () => {
  afterEach(cleanup);

  // Issue 26: "LVD(TUV/VDE)" ran over its description.
  it('draws each approval clear of its tick box and description at 390, 1280 and 1920 px in en, cn, de and ru', async () => {
    try {
      for (const width of [390, 1280, 1920]) {
        await setViewport({ width, height: 900 });
        for (const lang of ['en', 'cn', 'de', 'ru']) {
          const element = await chooser(`lang="${lang}"`);
          inside(element, '[part="trigger"]').click();
          await until(() => inside(element, '[part="panel"]'));
          const options = [...element.shadowRoot!.querySelectorAll('[part="option"]')];
          await until(() => expect(options.at(-1)!.textContent).to.not.match(/options\./));
          for (const option of options) expect(overlapping([...option.children]), `${lang} at ${width} px`).to.deep.equal([]);
          expect(overlapping(options), `${lang} at ${width} px: the options one under another`).to.deep.equal([]);
          cleanup();
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('opens its panel inside the shadow root and focuses the first tick box', async () => {
    const element = await chooser();
    inside(element, '[part="trigger"]').click();
    const panel = await until(() => inside(element, '[part="panel"]'));
    expect(panel.getRootNode() === element.shadowRoot).to.equal(true);
    expect(panel.getAttribute('role')).to.equal('dialog');
    expect(boxes(element).length).to.equal(10);
    await until(() => expect(focused(element) === boxes(element)[0]).to.equal(true));
  });

  it('is used from the keyboard: Space ticks, Tab moves, Enter confirms; Escape cancels', async () => {
    const element = await chooser();
    const heard = record(document, ['vs-change']);
    inside(element, '[part="trigger"]').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(focused(element) === boxes(element)[0]).to.equal(true));
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await until(() => expect(boxes(element).map((b) => b.checked).slice(0, 3)).to.deep.equal([true, false, true]));
    button(element, 'Confirm').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.equal({ approvals: ['CE', 'TUV,VDE'] });
    expect(inside(element, '[part="value"]').textContent).to.equal('CE, LVD(TUV/VDE)');
    expect(focused(element) === inside(element, '[part="trigger"]'), 'focus back on the box').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await until(() => inside(element, '[part="panel"]'));
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Escape' });
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
    expect(inside(element, '[part="value"]').textContent).to.equal('CE, LVD(TUV/VDE)');
    expect(heard.length).to.equal(1);
  });

  it("Confirm needs a tick: 'please select'; Select All then Confirm reports all ten", async () => {
    const element = await chooser();
    const heard = record(document, ['vs-change']);
    inside(element, '[part="trigger"]').click();
    await until(() => inside(element, '[part="panel"]'));
    button(element, 'Confirm').click();
    await until(() => expect(inside(element, '[part="error"]').textContent).to.equal('Please select at least one approval'));
    expect(heard.length).to.equal(0);
    button(element, 'Select All').click();
    button(element, 'Confirm').click();
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail.approvals).to.have.length(10);
  });

  it('takes its value from the attribute, and fires nothing for it; Reset clears and reports', async () => {
    const element = await chooser(`value='["UL","CRN"]'`);
    const heard = record(document, ['vs-change']);
    expect(inside(element, '[part="value"]').textContent).to.equal('UL, CRN');
    element.setAttribute('value', '["PED IV"]');
    await until(() => expect(inside(element, '[part="value"]').textContent).to.equal('PED IV'));
    expect(heard.length).to.equal(0);
    inside(element, '[part="trigger"]').click();
    await until(() => inside(element, '[part="panel"]'));
    button(element, 'Reset').click();
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.equal({ approvals: [] });
    expect(inside(element, '[part="value"]').textContent).to.equal('Any');
  });

  it('keeps the panel open for a press inside it, and drops the draft for a press outside', async () => {
    const element = await chooser();
    const elsewhere = mount<HTMLButtonElement>('<button type="button">Elsewhere</button>');
    const heard = record(document, ['vs-change']);
    press(inside(element, '[part="trigger"]'));
    await until(() => inside(element, '[part="panel"]'));
    press(boxes(element)[1]!);
    await until(() => expect(boxes(element)[1]!.checked).to.equal(true));
    expect(element.shadowRoot!.querySelector('[part="panel"]'), 'open after a press inside').to.not.equal(null);
    press(elsewhere);
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
    expect(inside(element, '[part="trigger"]').getAttribute('aria-expanded')).to.equal('false');
    expect(inside(element, '[part="value"]').textContent, 'the tick was a draft').to.equal('Any');
    expect(heard.length).to.equal(0);
  });

  // Issue 41: a press on an approval's name or description (not focusable) moved the focus to the page's focusable
  // region around the widget, which closed the panel; and Reset closed it too.
  it('ticks on a click anywhere on an option, inside a focusable page region; Reset clears and stays open', async () => {
    const main = mount<HTMLElement>(`<main tabindex="-1"><vs-approvals-chooser value='["UL"]'></vs-approvals-chooser></main>`);
    const element = main.querySelector('vs-approvals-chooser')!;
    await rendered(element);
    const heard = record(document, ['vs-change']);
    await clickOn(inside(element, '[part="trigger"]'));
    await until(() => inside(element, '[part="panel"]'));
    const options = [...element.shadowRoot!.querySelectorAll<HTMLElement>('[part="option"]')];
    await clickOn(options[0]!.querySelector('span')!);
    await until(() => expect(boxes(element)[0]!.checked, 'CE by its code').to.equal(true));
    await clickOn(options[3]!.querySelector('span:last-child')!);
    await until(() => expect(boxes(element)[3]!.checked, 'A2L/A3 by its description').to.equal(true));
    expect(element.shadowRoot!.querySelector('[part="panel"]'), 'open').to.not.equal(null);
    expect(await roleViolations(element)).to.deep.equal([]);
    await clickOn(button(element, 'Reset'));
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.equal({ approvals: [] });
    expect(element.shadowRoot!.querySelector('[part="panel"]'), 'open after Reset').to.not.equal(null);
    expect(boxes(element).filter((box) => box.checked)).to.have.length(0);
    expect(inside(element, '[part="value"]').textContent).to.equal('Any');
    await clickOn(options[7]!.querySelector('span')!);
    await clickOn(button(element, 'Confirm'));
    await until(() => expect(heard.length).to.equal(2));
    expect(heard[1]!.event.detail).to.deep.equal({ approvals: ['UL'] });
    await until(() => expect(element.shadowRoot!.querySelector('[part="panel"]')).to.equal(null));
  });

  it('speaks Chinese with lang="cn"', async () => {
    const element = await chooser('lang="cn"');
    expect(inside(element, '[part="value"]').textContent).to.equal('不限');
  });
});
