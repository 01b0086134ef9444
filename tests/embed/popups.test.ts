// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The widgets' popups on the pages shops make (issue 28): inside a transformed container that clips its overflow (a
// quick-view modal, a carousel), where `position: fixed` is relative to the container, the popups were cut off; on
// phones the 420 px search popup ran past the screen and cut the part-number column; at 200 % zoom the refrigerant
// panel started 166 px above the viewport. The popups now sit in the top layer, sized to the room they have.
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

/** A part number of the maker's catalogue, to search for. */
async function somePartNumber(site: string): Promise<string> {
  const answer = (await (await fetch(`${site}/api/valve/searchindex`)).json()) as { Data: { rows: string[][] } };
  return answer.Data.rows.map((row) => row[3]!).sort((a, b) => b.length - a.length)[0]!;
}

/** The page's frame at `width` × `height` CSS px: a phone, or a laptop's screen at 200 % zoom (half its size). */
async function resize(page: EmbedPage, width: number, height: number): Promise<void> {
  const frame = page.window.frameElement as HTMLIFrameElement;
  Object.assign(frame.style, { width: `${width}px`, height: `${height}px` });
  await until(() => expect([page.window.innerWidth, page.window.innerHeight]).to.deep.equal([width, height]));
}

async function openPanel(page: EmbedPage): Promise<{ chooser: HTMLElement; panel: HTMLElement }> {
  const chooser = await elementIn(page, 'vs-refrigerant-chooser');
  inside<HTMLButtonElement>(chooser, '[part="trigger"]').click();
  const panel = await until(() => inside(chooser, '[part="panel"]'));
  await until(() => expect(panel.querySelectorAll('[part="option"]').length).to.be.greaterThan(1), 30_000);
  return { chooser, panel };
}

async function searchFor(page: EmbedPage, partNumber: string): Promise<{ box: HTMLElement; popup: HTMLElement }> {
  const box = await elementIn(page, 'vs-search-box');
  page.window.focus();
  await type(inside<HTMLInputElement>(box, '[part="input"]'), partNumber);
  await until(() => expect(box.shadowRoot!.querySelectorAll('[role="option"]').length).to.be.greaterThan(0), 30_000);
  return { box, popup: inside(box, '[part="popup"]') };
}

/** Whether the host is what the page shows at (x, y), and inside its shadow root `part` is: nothing covers or clips it. */
function shownAt(page: EmbedPage, host: HTMLElement, part: HTMLElement, x: number, y: number): boolean {
  return page.document.elementFromPoint(x, y) === host && part.contains(host.shadowRoot!.elementFromPoint(x, y));
}

describe('popups in transformed containers, on small screens and at 200 % zoom', function () {
  this.timeout(90_000);
  let site: string;
  let partNumber: string;
  let page: EmbedPage | undefined;

  before(async () => {
    site = await siteOrigin();
    partNumber = await somePartNumber(site);
  });
  afterEach(() => page?.close());

  it('opens the chooser panel under its box and whole, out of a scaled quick-view that clips its overflow', async () => {
    page = await openPage('transformed-card.html');
    const { chooser, panel } = await openPanel(page);
    const card = page.document.querySelector('.quick-view')!.getBoundingClientRect();
    const trigger = inside(chooser, '[part="trigger"]').getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    await until(() => expect(Math.round(panel.getBoundingClientRect().top - trigger.bottom)).to.equal(4));
    expect(Math.round(box.left)).to.equal(Math.round(trigger.left));
    expect(box.bottom, 'the panel reaches below the card').to.be.greaterThan(card.bottom + 40);
    const x = box.left + 16;
    for (const y of [card.bottom + 20, (card.bottom + box.bottom) / 2, box.bottom - 8]) {
      expect(shownAt(page, chooser, panel, x, y), `the panel is shown at ${Math.round(y)} px`).to.equal(true);
    }
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('shows the search results above the carousel’s clipping window and the footer after it', async () => {
    page = await openPage('transformed-card.html');
    const { box, popup } = await searchFor(page, partNumber);
    const carousel = page.document.querySelector('.carousel')!.getBoundingClientRect();
    const cover = page.document.querySelector('.cover')!.getBoundingClientRect();
    await until(() => expect(popup.getBoundingClientRect().bottom).to.be.greaterThan(cover.top + 8));
    const shown = popup.getBoundingClientRect();
    const x = shown.left + 16;
    expect(shownAt(page, box, popup, x, (carousel.bottom + cover.top) / 2), 'below the carousel').to.equal(true);
    expect(shownAt(page, box, popup, x, Math.min(shown.bottom, cover.bottom) - 6), 'over the footer').to.equal(true);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  for (const width of [320, 375, 414]) {
    it(`keeps the search popup and its part-number column inside a ${width} px screen`, async () => {
      page = await openPage('small-screen.html');
      await resize(page, width, 700);
      const { box, popup } = await searchFor(page, partNumber);
      await until(() => expect(popup.getBoundingClientRect().right).to.be.at.most(width - 7));
      const shown = popup.getBoundingClientRect();
      expect(shown.left).to.be.at.least(7);
      const option = box.shadowRoot!.querySelector<HTMLElement>('[role="option"]')!;
      const cell = option.children[3] as HTMLElement;
      expect(cell.textContent).to.equal(partNumber);
      const cellBox = cell.getBoundingClientRect();
      expect(cellBox.right, 'the part number ends inside the popup').to.be.at.most(shown.right);
      expect(cell.scrollWidth, 'the part number is not cut').to.be.at.most(cell.clientWidth);
      const chooserPanel = (await openPanel(page)).panel.getBoundingClientRect();
      expect(chooserPanel.left).to.be.at.least(7);
      expect(chooserPanel.right).to.be.at.most(width - 7);
      expect(page.window.pageErrors).to.deep.equal([]);
    });
  }

  it('keeps the refrigerant panel inside the viewport at 200 % zoom, scrolling what does not fit', async () => {
    page = await openPage('small-screen.html');
    // A 1280 × 720 laptop screen at 200 %: the page lays out in half as many CSS pixels.
    await resize(page, 640, 360);
    page.document.querySelector('vs-refrigerant-chooser')!.scrollIntoView({ block: 'center' });
    const { panel } = await openPanel(page);
    await until(() => expect(panel.getBoundingClientRect().top).to.be.at.least(7));
    const box = panel.getBoundingClientRect();
    expect(box.bottom).to.be.at.most(360 - 7);
    expect(panel.scrollHeight, 'what does not fit scrolls').to.be.greaterThan(panel.clientHeight);
    const confirm = [...panel.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].at(-1)!;
    confirm.scrollIntoView({ block: 'nearest' });
    const button = confirm.getBoundingClientRect();
    expect(button.bottom, 'Confirm can be reached').to.be.at.most(box.bottom);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
