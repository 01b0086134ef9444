// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets in a right-to-left shop with `html { font-size: 62.5% }` and cards that clip their overflow
// (issue 16): the widget reads left to right unless told otherwise, keeps its px sizes, and its popups are not clipped.
import { expect } from 'chai';
import { inside, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

describe('widgets in a right-to-left shop with small rem and clipping cards', function () {
  this.timeout(30_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());
  afterEach(() => page?.close());

  it('reads left to right inside an rtl page: "-10" stays "-10", the unit after the number', async () => {
    page = await openPage('rtl-card.html');
    const converter = await elementIn(page, 'vs-unit-converter');
    const base = inside(converter, '[part="base"]');
    expect(page.window.getComputedStyle(base).direction).to.equal('ltr');
    const input = inside<HTMLInputElement>(converter, '[part="input"]');
    expect(page.window.getComputedStyle(input).direction).to.equal('ltr');
    expect(page.window.getComputedStyle(inside(converter, '[part="result"]')).direction).to.equal('ltr');
  });

  it('is laid out right to left when the element itself says dir="rtl"', async () => {
    page = await openPage('rtl-card.html');
    const open = page;
    const own = await until(() => {
      const element = open.document.getElementById('own-rtl');
      if (!element?.shadowRoot?.querySelector('[part="base"]')) throw new Error('not rendered');
      return element;
    });
    expect(page.window.getComputedStyle(inside(own, '[part="base"]')).direction).to.equal('rtl');
  });

  it('keeps its font size in px whatever the root font size', async () => {
    page = await openPage('rtl-card.html');
    const converter = await elementIn(page, 'vs-unit-converter');
    const size = page.window.getComputedStyle(inside(converter, '[part="base"]')).fontSize;
    expect(size).to.match(/px$/);
    expect(parseFloat(size)).to.be.greaterThan(11);
  });

  it('opens the chooser panel above a card that clips its overflow', async () => {
    page = await openPage('rtl-card.html');
    const chooser = await elementIn(page, 'vs-refrigerant-chooser');
    inside<HTMLButtonElement>(chooser, '[part="trigger"]').click();
    const panel = await until(() => inside(chooser, '[part="panel"]'));
    await until(() => expect(panel.getBoundingClientRect().height).to.be.greaterThan(0));
    const card = page.document.querySelector('.card')!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    // Below the card, or above it where the panel flipped for want of room: a point of the panel outside the card.
    const below = box.bottom > card.bottom;
    expect(below || box.top < card.top, 'the panel reaches beyond the card').to.equal(true);
    const y = below ? (Math.max(box.top, card.bottom) + box.bottom) / 2 : (box.top + Math.min(box.bottom, card.top)) / 2;
    const x = box.left + Math.min(20, box.width / 2);
    const hit = page.document.elementFromPoint(x, y);
    expect(hit, 'the chooser is on top at a point outside the card').to.equal(chooser);
    const inner = chooser.shadowRoot!.elementFromPoint(x, y);
    expect(panel.contains(inner)).to.equal(true);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
