// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets with the keyboard alone (issue 16, WAI-ARIA APG patterns): a chooser's panel closes when the
// focus tabs out of it and gives the focus back on Escape; the stars of the refrigerant list are one tab stop with
// the arrows; the P-T table is one tab stop with the data grid's keys.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { inside, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

const stateOf = (element: Element) => inside(element, '[part="base"]').getAttribute('data-state');
/** What has the focus inside a widget: its part, else its data-cell or data-name. */
const focusIn = (element: Element) => {
  const active = element.shadowRoot!.activeElement as HTMLElement | null;
  return active?.dataset.cell ?? active?.dataset.name ?? active?.getAttribute('part') ?? active?.localName;
};
const tabStops = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => element.tabIndex === 0).length;

describe('widgets with the keyboard alone', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  it('closes the refrigerant and approvals panels when the focus tabs out, and returns it to the box on Escape', async () => {
    page = await openPage('keyboard.html');
    page.window.focus();
    for (const [tag, next] of [['vs-refrigerant-chooser', 'between'], ['vs-approvals-chooser', 'after-approvals']] as const) {
      const chooser = await elementIn(page, tag);
      chooser.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => expect(stateOf(chooser)).to.equal('open'));
      [...chooser.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].at(-1)!.focus();
      await sendKeys({ press: 'Tab' });
      await until(() => expect(stateOf(chooser)).to.equal('closed'));
      expect(page.document.activeElement?.id, `${tag}: the focus went on to the page`).to.equal(next);

      chooser.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => expect(stateOf(chooser)).to.equal('open'));
      await sendKeys({ press: 'Escape' });
      await until(() => expect(stateOf(chooser)).to.equal('closed'));
      expect(focusIn(chooser), `${tag}: Escape gives the focus back to the box`).to.equal('trigger');
    }
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('makes the stars of the refrigerant list one tab stop, moved by the arrows, Home and End', async () => {
    page = await openPage('keyboard.html');
    page.window.focus();
    const chooser = await elementIn(page, 'vs-refrigerant-chooser');
    chooser.focus();
    await sendKeys({ press: 'Enter' });
    const list = await until(() => inside(chooser, '[part="list"]'));
    await until(() => expect(list.querySelectorAll('[part~="star"]')).to.have.length(4));
    expect(tabStops(list, '[part~="star"]')).to.equal(1);

    // From the search field the first row's star (favourites first: R290), before the checked radio's row.
    await sendKeys({ press: 'Tab' });
    expect(focusIn(chooser)).to.equal('R290');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusIn(chooser)).to.equal('R32');
    await sendKeys({ press: 'End' });
    expect(focusIn(chooser)).to.equal('R134a');
    await sendKeys({ press: 'Home' });
    expect(focusIn(chooser)).to.equal('R290');
    await sendKeys({ press: 'ArrowRight' });
    expect(tabStops(list, '[part~="star"]')).to.equal(1);

    // Starring R32 moves its row to the favourites; the focus goes with it.
    await sendKeys({ press: 'Space' });
    await until(() => expect(inside(chooser, '[data-name="R32"]').getAttribute('aria-pressed')).to.equal('true'));
    expect(focusIn(chooser)).to.equal('R32');
    await sendKeys({ press: 'Tab' });
    expect(chooser.shadowRoot!.activeElement?.getAttribute('type'), 'Tab leaves the stars for the checked radio').to.equal('radio');
    await sendKeys({ press: 'Tab' });
    expect(chooser.shadowRoot!.activeElement?.getAttribute('type'), 'then the make-default box: no other star').to.equal('checkbox');
  });

  it('makes the P-T table one tab stop with the data grid’s keys', async () => {
    page = await openPage('keyboard.html');
    page.window.focus();
    const chart = await elementIn(page, 'vs-pt-chart');
    const grid = await until(() => inside(chart, '[role="grid"]'));
    await until(() => expect(grid.querySelectorAll('tbody tr').length).to.be.greaterThan(100));
    expect(tabStops(grid, 'button, td, th')).to.equal(1);

    page.document.getElementById('after-approvals')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusIn(chart)).to.equal('0,0');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusIn(chart)).to.equal('1,0');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusIn(chart)).to.equal('1,1');
    await sendKeys({ press: 'ArrowRight' });
    expect(focusIn(chart), 'no column past the last').to.equal('1,1');
    await sendKeys({ press: 'PageDown' });
    expect(focusIn(chart)).to.equal('11,1');
    await sendKeys({ press: 'Home' });
    expect(focusIn(chart)).to.equal('11,0');
    await sendKeys({ press: 'PageUp' });
    expect(focusIn(chart)).to.equal('1,0');
    // The column headings are the grid's first row: they say the units.
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focusIn(chart)).to.equal('-1,0');
    expect(chart.shadowRoot!.activeElement?.textContent).to.match(/^Temperature \(/);
    await sendKeys({ press: 'ArrowUp' });
    expect(focusIn(chart), 'no row above the headings').to.equal('-1,0');
    await sendKeys({ press: 'Enter' });
    expect(grid.querySelectorAll('[aria-selected="true"]').length, 'a heading picks no row').to.equal(0);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusIn(chart)).to.equal('0,0');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'End' });
    await sendKeys({ up: 'Control' });
    const rows = grid.querySelectorAll('tbody tr').length;
    expect(focusIn(chart)).to.equal(`${rows - 1},1`);
    expect(tabStops(grid, 'button, td, th')).to.equal(1);

    // Enter picks the row the focus is on.
    await sendKeys({ press: 'Enter' });
    await until(() => expect(grid.querySelector('tbody tr:last-child')!.getAttribute('aria-selected')).to.equal('true'));
    await sendKeys({ press: 'Tab' });
    expect(page.document.activeElement?.id, 'one Tab leaves the table').to.equal('after');
  });
});
