/// <reference types="mocha" />
// <vs-selection-strip> on a plain page with <vs-selector>-style vs-add events: no glue code between them.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import { selectedListKey } from '../../src/state/selected-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { cleanup, inside, mount, record, rendered, until } from './helpers';

const all = (host: Element, selector: string) => [...host.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const buttonNamed = (host: Element, name: string) => {
  const found = all(host, 'button').find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLButtonElement;
};
const focused = (host: Element) => host.shadowRoot!.activeElement?.textContent ?? '';
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const add = (hash: string, partNumber?: string) =>
  document.body.dispatchEvent(new CustomEvent('vs-add', { detail: selectionItem(hash, partNumber), bubbles: true, composed: true }));

describe('<vs-selection-strip>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('is hidden while empty, then shows Total n for every vs-add that reaches the document, duplicates ignored', async () => {
    const element = mount('<vs-selection-strip></vs-selection-strip>');
    const base = await rendered(element);
    expect(base.hidden).to.equal(true);
    add('h1');
    add('h1');
    add('h2', 'SOV-12065');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 2'));
    expect(base.hidden).to.equal(false);
    expect(JSON.parse(localStorage.getItem(selectedListKey) ?? '[]').length).to.equal(2);
  });

  it('lists items with image, title, part number and a details link once expanded', async () => {
    add('h0');
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
    const element = mount('<vs-selection-strip details-href="https://maker.example/details"></vs-selection-strip>');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 1'));
    inside(element, '[part="toggle"]').click();
    await until(() => expect(inside(element, '[part="items"]').hidden).to.equal(false));
    const link = inside<HTMLAnchorElement>(element, '[part="details-link"]');
    expect(link.href).to.equal('https://maker.example/details?PartNumber=SOV-12064&Hashkey=h1');
    expect(inside(element, '[part="item"]').textContent).to.contain('FDF-25-S55');
  });

  // Issue 35: in a shop's bundle of the modules (as here: no script of the maker's names the site) the link was
  // /details on the shop's own domain, and a page could not say where its product pages live.
  it('links to the maker’s site of api-base without details-href, and fills a {partNumber} template', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
    const linkOf = async (attributes: string) => {
      const element = mount(`<vs-selection-strip ${attributes}></vs-selection-strip>`);
      await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 1'));
      inside(element, '[part="toggle"]').click();
      await until(() => expect(inside(element, '[part="items"]').hidden).to.equal(false));
      const href = inside<HTMLAnchorElement>(element, '[part="details-link"]').getAttribute('href');
      cleanup();
      return href;
    };
    expect(await linkOf('api-base="https://maker.example/api"')).to.equal('https://maker.example/details?PartNumber=SOV-12064&Hashkey=h1');
    expect(await linkOf('api-base="https://maker.example/api" details-href="https://shop.example/p/{partNumber}"')).to.equal('https://shop.example/p/SOV-12064');
    expect(await linkOf(''), 'on the maker’s own site, a whole address of it').to.equal(`${location.origin}/details?PartNumber=SOV-12064&Hashkey=h1`);
  });

  it('draws nothing for what is closed: the cards while collapsed, the export dialog until it opens', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
    const element = mount('<vs-selection-strip export-action="dialog"></vs-selection-strip>');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 1'));
    const drawn = (part: string) => inside(element, `[part="${part}"]`).getBoundingClientRect().height > 0;
    expect(drawn('items'), 'the cards while collapsed').to.equal(false);
    expect(drawn('export-dialog'), 'the closed export dialog').to.equal(false);
    inside(element, '[part="toggle"]').click();
    await until(() => expect(drawn('items'), 'the cards once expanded').to.equal(true));
    expect(drawn('export-dialog')).to.equal(false);
  });

  // Issue 26: the dialog stood at the top-left corner, over the shop's logo (all: initial undid the browser's centring).
  it('opens its export dialog centred and modal in a shop whose card is transformed and contained, at 1280 and 1920 px', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
    const card = mount('<div style="transform: translateX(8px); contain: layout paint; margin: 40px; overflow: hidden">'
      + '<vs-selection-strip export-action="dialog"></vs-selection-strip></div>');
    const element = card.firstElementChild!;
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 1'));
    try {
      for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
        await setViewport({ width, height });
        inside(element, '[part="export"]').click();
        const dialog = await until(() => {
          const open = inside<HTMLDialogElement>(element, '[part="export-dialog"]');
          expect(open.open).to.equal(true);
          return open;
        });
        const box = dialog.getBoundingClientRect();
        expect(dialog.matches(':modal'), 'modal').to.equal(true);
        expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2), `centred across at ${width}`).to.be.below(3);
        expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2), `centred down at ${width}`).to.be.below(3);
        expect(box.width).to.be.greaterThan(300);
        buttonNamed(element, 'Cancel').click();
        await until(() => expect(dialog.open).to.equal(false));
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('Save the list says "Please sign in firstly" and emits vs-sign-in-required', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1')]));
    const element = mount('<vs-selection-strip></vs-selection-strip>');
    await until(() => inside(element, '[part="save"]'));
    const heard = record(document, ['vs-sign-in-required']);
    inside(element, '[part="save"]').click();
    await until(() => expect(inside(element, '[part="notice"]').textContent).to.equal('Please sign in firstly'));
    expect(heard.map((h) => h.event.detail)).to.deep.equal([{ action: 'save' }]);
  });

  it('Clear, tick one, Delete selection asks; Delete: vs-remove names it, the list keeps the rest, "删除成功"', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1'), selectionItem('h2', 'SOV-12065')]));
    const element = mount('<vs-selection-strip lang="cn"></vs-selection-strip>');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('共 2 个'));
    const heard = record(document, ['vs-remove']);
    inside(element, '[part="clear"]').click();
    const box = await until(() => inside<HTMLInputElement>(element, 'input[type="checkbox"]'));
    box.click();
    const remove = buttonNamed(element, '删除所选');
    await until(() => expect(remove.disabled).to.equal(false));
    remove.click();
    const question = await until(() => inside(element, '[role="alertdialog"]'));
    expect(question.textContent).to.contain('从清单中删除所选的 1 个产品？');
    expect(heard).to.have.length(0);
    inside(element, '[part="confirm-delete"]').click();
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('共 1 个'));
    expect(inside(element, '[part="notice"]').textContent).to.equal('删除成功');
    expect(heard.map((h) => h.event.detail)).to.deep.equal([{ hashes: ['h1'] }]);
  });

  it('answers from the keyboard: Escape at the question cancels ("Undelete", vs-delete-cancel), Enter on Delete deletes', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1'), selectionItem('h2', 'SOV-12065')]));
    const element = mount('<vs-selection-strip></vs-selection-strip>');
    await until(() => inside(element, '[part="clear"]'));
    const heard = record(document, ['vs-remove', 'vs-delete-cancel']);
    inside(element, '[part="clear"]').click();
    await until(() => buttonNamed(element, 'Remove All')).then((button) => button.focus());
    await sendKeys({ press: 'Enter' });
    await until(() => expect(focused(element)).to.equal('Cancel'));
    expect(inside(element, '[role="alertdialog"]').textContent).to.contain('Remove all 2 products from the list?');
    await sendKeys({ press: 'Escape' });
    await until(() => expect(inside(element, '[part="notice"]').textContent).to.equal('Undelete'));
    expect(focused(element)).to.equal('Remove All');
    expect(heard.map((h) => [h.event.type, h.event.detail])).to.deep.equal([['vs-delete-cancel', { scope: 'all', hashes: ['h1', 'h2'] }]]);

    await sendKeys({ press: 'Enter' });
    await until(() => expect(focused(element)).to.equal('Cancel'));
    await sendKeys({ press: 'Tab' });
    expect(focused(element)).to.equal('Delete');
    await sendKeys({ press: 'Enter' });
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 0'));
    expect(inside(element, '[part="notice"]').textContent).to.equal('Deleted successfully');
    expect(heard.at(-1)?.event.detail).to.deep.equal({ hashes: ['h1', 'h2'] });
    expect(localStorage.getItem(selectedListKey)).to.equal(null);
  });

  it('keeps the item images in the multi-select mode, and its message inside its bar, clear of the items and the page', async () => {
    localStorage.setItem(selectedListKey, JSON.stringify([selectionItem('h1'), selectionItem('h2', 'SOV-12065'), selectionItem('h3', 'SOV-12066')]));
    const element = mount('<vs-selection-strip style="max-width: 600px"></vs-selection-strip><p id="results">Results of the page</p>');
    await until(() => inside(element, '[part="clear"]'));
    inside(element, '[part="clear"]').click();
    await until(() => expect(all(element, 'input[type="checkbox"]')).to.have.length(3));
    for (const image of all(element, '[part="image"]')) {
      const box = image.getBoundingClientRect();
      expect(box.width > 0 && box.height > 0, 'image shown').to.equal(true);
    }
    all(element, 'input[type="checkbox"]')[0]!.click();
    buttonNamed(element, 'Delete selection').click();
    (await until(() => inside(element, '[part="confirm-delete"]'))).click();
    const notice = await until(() => {
      const found = inside(element, '[part="notice"]');
      expect(found.textContent).to.equal('Deleted successfully');
      return found;
    });
    const message = notice.getBoundingClientRect();
    for (const item of all(element, '[part="item"]')) expect(overlaps(message, item.getBoundingClientRect()), 'over an item').to.equal(false);
    expect(overlaps(message, document.getElementById('results')!.getBoundingClientRect()), 'over the page').to.equal(false);
    expect(getComputedStyle(notice).position).to.equal('static');
    expect(notice.getAttribute('role')).to.equal('status');
  });
});
