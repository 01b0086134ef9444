// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// A shop seen in a privacy mode that refuses storage (issue 28): even reading `localStorage` throws a SecurityError.
// The widgets keep what they would store in memory for the page: the search box finds part numbers (it said "could
// not be loaded" though the API was up), the refrigerant chooser and the strip work, and nothing throws into the page.
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

describe('widgets on a page whose storage is refused', function () {
  this.timeout(60_000);
  let site: string;
  let page: EmbedPage | undefined;

  before(async () => {
    site = await siteOrigin();
  });
  afterEach(() => page?.close());

  it('finds part numbers in the search box, loaded from the API into memory', async () => {
    const answer = (await (await fetch(`${site}/api/valve/searchindex`)).json()) as { Data: { rows: string[][] } };
    const partNumber = answer.Data.rows[0]![3]!;
    page = await openPage('blocked-storage.html');
    expect(() => page!.window.localStorage, 'the page refuses storage').to.throw();
    const box = await elementIn(page, 'vs-search-box');
    page.window.focus();
    await type(inside<HTMLInputElement>(box, '[part="input"]'), partNumber);
    await until(() => expect(box.shadowRoot!.querySelectorAll('[role="option"]').length).to.be.greaterThan(0), 30_000);
    const options = [...box.shadowRoot!.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(options.some((text) => text!.includes(partNumber))).to.equal(true);
    expect(inside(box, '[part="base"]').getAttribute('data-state')).to.equal('rows');
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('lets the refrigerant chooser list, choose and confirm, remembering for the page only', async () => {
    page = await openPage('blocked-storage.html');
    const chooser = await elementIn(page, 'vs-refrigerant-chooser');
    await elementIn(page, 'vs-selection-strip');
    inside<HTMLButtonElement>(chooser, '[part="trigger"]').click();
    const radios = () => [...chooser.shadowRoot!.querySelectorAll<HTMLInputElement>('[part="option"] input[type="radio"]')];
    await until(() => expect(radios().length).to.be.greaterThan(1), 30_000);
    const other = radios().find((radio) => !radio.checked)!;
    other.click();
    const confirm = [...chooser.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].at(-1)!;
    confirm.click();
    await until(() => expect(inside(chooser, '[part="value"]').textContent).to.equal(other.value));
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
