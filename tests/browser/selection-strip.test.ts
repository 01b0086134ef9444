/// <reference types="mocha" />
// <vs-selection-strip> on a plain page with <vs-selector>-style vs-add events: no glue code between them.
import { expect } from 'chai';
import '../../widgets/selection-strip/selection-strip.element';
import { selectionListKey } from '../../src/state/selection-list';
import { selectionItem } from '../../stories/fixtures/selection-items';
import { cleanup, inside, mount, record, rendered, until } from './helpers';

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
    expect(JSON.parse(localStorage.getItem(selectionListKey) ?? '[]').length).to.equal(2);
  });

  it('lists items with image, title, part number and a details link once expanded', async () => {
    add('h0');
    localStorage.setItem(selectionListKey, JSON.stringify([selectionItem('h1')]));
    const element = mount('<vs-selection-strip details-href="https://maker.example/details"></vs-selection-strip>');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('Total 1'));
    inside(element, '[part="toggle"]').click();
    await until(() => expect(inside(element, '[part="items"]').hidden).to.equal(false));
    const link = inside<HTMLAnchorElement>(element, '[part="details-link"]');
    expect(link.href).to.equal('https://maker.example/details?PartNumber=SOV-12064&Hashkey=h1');
    expect(inside(element, '[part="item"]').textContent).to.contain('FDF-25-S55');
  });

  it('Save the list says "Please sign in firstly" and emits vs-sign-in-required', async () => {
    localStorage.setItem(selectionListKey, JSON.stringify([selectionItem('h1')]));
    const element = mount('<vs-selection-strip></vs-selection-strip>');
    await until(() => inside(element, '[part="save"]'));
    const heard = record(document, ['vs-sign-in-required']);
    inside(element, '[part="save"]').click();
    await until(() => expect(inside(element, '[part="notice"]').textContent).to.equal('Please sign in firstly'));
    expect(heard.map((h) => h.event.detail)).to.deep.equal([{ action: 'save' }]);
  });

  it('Clear, tick one, Delete selection: vs-remove names it and the list keeps the rest', async () => {
    localStorage.setItem(selectionListKey, JSON.stringify([selectionItem('h1'), selectionItem('h2', 'SOV-12065')]));
    const element = mount('<vs-selection-strip lang="cn"></vs-selection-strip>');
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('共 2 个'));
    const heard = record(document, ['vs-remove']);
    inside(element, '[part="clear"]').click();
    const box = await until(() => inside<HTMLInputElement>(element, 'input[type="checkbox"]'));
    box.click();
    const remove = [...element.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === '删除所选')!;
    await until(() => expect(remove.disabled).to.equal(false));
    remove.click();
    await until(() => expect(inside(element, '[part="total"]').textContent).to.equal('共 1 个'));
    expect(heard.map((h) => h.event.detail)).to.deep.equal([{ hashes: ['h1'] }]);
  });
});
