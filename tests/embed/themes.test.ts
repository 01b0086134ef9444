// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Dark shops and forced colours (issue 28): on a dark page the unit-set chooser drew its dark text on the page's dark
// background (1.26:1); under forced colours (Windows High Contrast) the search box's active row and the P-T table's
// picked row could not be told from the others. Contrast is measured from computed colours; forced colours are
// Chromium's own emulation (the runner's `emulate-forced-colors` command).
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

type Rgba = [number, number, number, number];

function rgba(text: string): Rgba {
  const parts = /rgba?\(([^)]+)\)/.exec(text)?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: ${text}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour behind `element`: the first opaque background up its flat tree (through shadow hosts), else the canvas. */
function backgroundOf(page: EmbedPage, element: Element): Rgba {
  for (let at: Element | null = element; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host ?? null)) {
    const colour = rgba(page.window.getComputedStyle(at).backgroundColor);
    if (colour[3] === 1) return colour;
  }
  return rgba(page.window.getComputedStyle(page.document.documentElement).backgroundColor);
}

/** The lowest contrast of any text the widget shows (each element with its own text), against what is behind it. */
function lowestTextContrast(page: EmbedPage, host: Element): { ratio: number; text: string } {
  let lowest = { ratio: Infinity, text: '' };
  for (const element of host.shadowRoot!.querySelectorAll('*')) {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.trim()).join('');
    const style = page.window.getComputedStyle(element);
    if (!own || style.display === 'none' || style.visibility === 'hidden') continue;
    const ratio = contrast(rgba(style.color), backgroundOf(page, element));
    if (ratio < lowest.ratio) lowest = { ratio, text: own };
  }
  return lowest;
}

describe('widgets on dark pages and under forced colours', function () {
  this.timeout(90_000);
  let site: string;
  let page: EmbedPage | undefined;

  before(async () => {
    site = await siteOrigin();
  });
  afterEach(async () => {
    page?.close();
    await executeServerCommand('emulate-forced-colors', { active: false });
  });

  it('reads at 4.5:1 or more on a dark shop, in its default colours and in the shop’s dark tokens', async () => {
    page = await openPage('dark-shop.html');
    await elementIn(page, 'vs-unit-set-chooser');
    const [plain, themed] = [...page.document.querySelectorAll('vs-unit-set-chooser')];
    for (const chooser of [plain!, themed!]) {
      await until(() => expect(chooser.shadowRoot!.querySelectorAll('label').length).to.be.greaterThan(2));
      const { ratio, text } = lowestTextContrast(page, chooser);
      expect(ratio, `"${text}" in the ${chooser.parentElement!.className} part`).to.be.at.least(4.5);
    }
    // The shop's tokens are followed: the themed chooser is on the shop's own dark surface, with its light text.
    const base = inside(themed!, '[part="base"]');
    expect(backgroundOf(page, base).slice(0, 3)).to.deep.equal([29, 33, 38]);
    expect(rgba(page.window.getComputedStyle(base).color).slice(0, 3)).to.deep.equal([232, 234, 237]);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('shows the active search row and the picked P-T row in the system highlight under forced colours', async () => {
    const partNumber = ((await (await fetch(`${site}/api/valve/searchindex`)).json()) as { Data: { rows: string[][] } }).Data.rows[0]![3]!;
    page = await openPage('dark-shop.html');
    await executeServerCommand('emulate-forced-colors', { active: true });
    expect(page.window.matchMedia('(forced-colors: active)').matches, 'forced colours are on').to.equal(true);

    const box = await elementIn(page, 'vs-search-box');
    page.window.focus();
    await type(inside<HTMLInputElement>(box, '[part="input"]'), partNumber.slice(0, 2));
    await until(() => expect(box.shadowRoot!.querySelectorAll('[role="option"]').length).to.be.greaterThan(1), 30_000);
    await sendKeys({ press: 'ArrowDown' });
    const active = await until(() => inside(box, '[role="option"][aria-selected="true"]'));
    const other = box.shadowRoot!.querySelector('[role="option"][aria-selected="false"]')!;
    const popupBackground = backgroundOf(page, other);
    const activeStyle = page.window.getComputedStyle(active);
    expect(contrast(rgba(activeStyle.backgroundColor), popupBackground), 'the active row stands out').to.be.at.least(3);
    expect(contrast(rgba(activeStyle.color), rgba(activeStyle.backgroundColor)), 'its text reads').to.be.at.least(4.5);

    const chart = await elementIn(page, 'vs-pt-chart');
    const rows = await until(() => {
      const found = chart.shadowRoot!.querySelectorAll<HTMLElement>('[part="row"]');
      if (found.length < 3) throw new Error('no table yet');
      return found;
    }, 30_000);
    rows[1]!.click();
    await until(() => expect(rows[1]!.getAttribute('aria-selected')).to.equal('true'));
    const picked = page.window.getComputedStyle(rows[1]!);
    expect(contrast(rgba(picked.backgroundColor), backgroundOf(page, rows[2]!)), 'the picked row stands out').to.be.at.least(3);
    const cell = rows[1]!.querySelector('td, th')!;
    expect(contrast(rgba(page.window.getComputedStyle(cell).color), rgba(picked.backgroundColor)), 'its text reads').to.be.at.least(4.5);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
