// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// A widget in a language loaded on demand, from the BUILT files: `lang="de"` shows German and `lang="ja"`
// Japanese once the widget's own namespaces arrive (English until then), a change of `lang` switches it, and
// numbers follow the language's locale.
import { expect } from 'chai';
import { until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

describe('a widget in one of the languages loaded on demand', function () {
  this.timeout(30_000);
  let page: EmbedPage | undefined;

  // The static server serving dist/widgets starts on the first ask; the pages name its origin.
  before(() => cdnOrigin());

  afterEach(() => page?.close());

  const text = (element: Element) => element.shadowRoot?.textContent ?? '';

  it('shows German for lang="de", Japanese after lang="ja", fetching only its own strings', async () => {
    page = await openPage('lazy.html');
    page.document.getElementById('content')!.innerHTML = '<vs-unit-converter lang="de" quantity="Press" value="1.5"></vs-unit-converter>';
    const converter = await elementIn(page, 'vs-unit-converter');
    // Its own namespace and the shared `units` (the quantity's name), in German.
    await until(() => expect(text(converter)).to.include('Größe').and.include('Druck'));
    const localeChunks = () => page!.resources().filter((url) => /\/widgets\/chunks\/[a-z-]+-\w+\.js$/.test(url) && !/\.element-/.test(url));
    const german = localeChunks();
    // The converter's first view shows `unit-converter` and `units`; the selector's or the site's strings never come.
    expect(german.filter((url) => /\/(unit-converter|units)-\w+\.js$/.test(url)), 'its two namespaces').to.have.length(2);
    expect(german.filter((url) => /\/(selector|site|selection|account)-\w+\.js$/.test(url)), 'no other widget’s strings').to.deep.equal([]);

    converter.setAttribute('lang', 'ja');
    await until(() => expect(text(converter)).to.include('物理量').and.include('圧力'));
    expect(text(converter)).not.to.include('Größe');
    expect(localeChunks().length, 'the Japanese chunks came on demand').to.equal(german.length + 2);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('the classic bundle fetches the German strings the same way, from where it was served', async () => {
    page = await openPage('classic.html');
    const open = page;
    open.document.body.insertAdjacentHTML('beforeend', '<vs-unit-converter id="german" lang="de" quantity="Press" value="1.5"></vs-unit-converter>');
    const converter = open.document.getElementById('german')!;
    await until(() => expect(text(converter)).to.include('Größe').and.include('Druck'));
    const chunks = open.resources().filter((url) => /\/widgets\/chunks\/(unit-converter|units)-\w+\.js$/.test(url));
    expect(chunks, 'its two namespaces in German').to.have.length(2);
    const cdn = await cdnOrigin();
    expect(chunks.every((url) => url.startsWith(`${cdn}/widgets/chunks/`)), 'from the bundle’s origin').to.equal(true);
    expect(open.window.pageErrors).to.deep.equal([]);
  });

  it('formats its numbers by the language: a German decimal comma', async () => {
    page = await openPage('lazy.html');
    page.document.getElementById('content')!.innerHTML = '<vs-unit-converter lang="de" quantity="Press" value="1.5"></vs-unit-converter>';
    const converter = await elementIn(page, 'vs-unit-converter');
    await until(() => expect(text(converter)).to.include('Größe'));
    const value = converter.shadowRoot!.querySelector<HTMLInputElement>('input[part="input"]');
    expect(value?.value, 'the value as a German types it').to.equal('1,5');
  });
});
