// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// <vs-search-box> on a plain page: the element, real key presses, the popup inside the shadow root, the event.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/search-box/search-box.element';
import { cleanup, inside, mount, record, rendered, type, until } from './helpers';

const entries = [
  ['Sov', 'SV2', 'SV2-06', 'SV2-06-230V'],
  ['Sov', 'SV2', 'SV2-10', 'SV2-10-230V'],
  ['Bv', 'BVA', 'BVA-10', 'BVA-10-ODF'],
  ['Bv', 'BVA', 'BVA-12', 'BVA-12-ODF'],
  ['Sg', '<img src=x onerror="window.hacked=1">', 'SGI-06', 'SGI-06-X'],
];

async function searchBox(attributes = ''): Promise<HTMLElementTagNameMap['vs-search-box']> {
  const element = mount<HTMLElementTagNameMap['vs-search-box']>(`<vs-search-box ${attributes}></vs-search-box>`);
  element.entries = entries as never;
  await rendered(element);
  return element;
}

const input = (element: Element) => inside<HTMLInputElement>(element, '[part="input"]');
const options = (element: Element) => [...element.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
const activeId = (element: Element) => input(element).getAttribute('aria-activedescendant');

describe('<vs-search-box>', () => {
  afterEach(cleanup);

  it('opens its popup table inside its own shadow root, under the input, at most 300 px tall', async () => {
    const element = await searchBox();
    input(element).focus();
    await until(() => expect(options(element).length).to.equal(5));
    const popup = inside(element, '[part="popup"]');
    expect(popup.getRootNode() === element.shadowRoot, 'portal root inside the shadow root').to.equal(true);
    expect(document.querySelectorAll('[role="option"]').length, 'nothing in the page').to.equal(0);
    expect(getComputedStyle(popup).maxHeight).to.equal('300px');
    const field = input(element).getBoundingClientRect();
    await until(() => expect(Math.round(popup.getBoundingClientRect().top - field.bottom)).to.equal(4));
    expect(input(element).getAttribute('aria-expanded')).to.equal('true');
  });

  it('is used from the keyboard alone: type, arrows, Enter, Escape', async () => {
    const element = await searchBox();
    const heard = record(document, ['vs-select']);
    await type(input(element), 'bva');
    await until(() => expect(options(element).length).to.equal(2));
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(activeId(element)).to.equal(options(element)[0]!.id));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(activeId(element), 'wraps to the first').to.equal(options(element)[0]!.id));
    await sendKeys({ press: 'ArrowUp' });
    await until(() => expect(options(element)[1]!.getAttribute('aria-selected')).to.equal('true'));
    await sendKeys({ press: 'Enter' });
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail).to.deep.equal({ valveName: 'Bv', serial: 'BVA', size: 'BVA-12', partNumber: 'BVA-12-ODF' });
    expect(heard[0]!.fromHost(element)).to.equal(true);
    expect(input(element).value).to.equal('BVA-12-ODF');
    expect(input(element).getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => expect(input(element).getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Escape' });
    await until(() => expect(input(element).getAttribute('aria-expanded')).to.equal('false'));
    await sendKeys({ press: 'Escape' });
    await until(() => expect(input(element).value).to.equal(''));
  });

  it('chooses by click, and fires nothing for typing or attribute changes', async () => {
    const element = await searchBox();
    const heard = record(document, ['vs-select']);
    await type(input(element), 'sv2 10');
    await until(() => expect(options(element).length).to.equal(1));
    element.setAttribute('placeholder', 'Type here');
    await until(() => expect(input(element).placeholder).to.equal('Type here'));
    expect(heard.length).to.equal(0);
    options(element)[0]!.click();
    await until(() => expect(heard.length).to.equal(1));
    expect(heard[0]!.event.detail.partNumber).to.equal('SV2-10-230V');
  });

  it('highlights matches as text: a serial written as an img tag is shown, never run', async () => {
    const element = await searchBox();
    await type(input(element), 'onerror');
    await until(() => expect(options(element).length).to.equal(1));
    const serial = options(element)[0]!.children[1]!;
    expect(serial.textContent).to.equal('<img src=x onerror="window.hacked=1">');
    expect(serial.querySelector('mark')?.textContent).to.equal('onerror');
    expect(element.shadowRoot!.querySelectorAll('img').length).to.equal(0);
    expect((window as unknown as { hacked?: number }).hacked).to.equal(undefined);
  });

  it('says what is missing in the language of lang', async () => {
    const element = await searchBox('lang="cn"');
    await type(input(element), 'q');
    await until(() => expect(inside(element, '[part="message"]').textContent).to.equal('请输入更多字符'));
    await type(input(element), 'qqq');
    await until(() => expect(inside(element, '[part="message"]').textContent).to.equal('暂无数据'));
  });

  it('loads the index from api-base when no entries are given', async () => {
    const served: string[] = [];
    const original = window.fetch;
    window.fetch = async (url) => {
      served.push(String(url));
      const rows = [['Pt', 'PT5', 'PT5-30', 'PT5-30-M']];
      return Response.json({ Result: 0, ErrorMsg: '', Data: { version: 'v', etag: 'browser-test', columns: ['valve', 'serial', 'size', 'partNumber'], rows } });
    };
    try {
      localStorage.clear();
      const element = mount<HTMLElementTagNameMap['vs-search-box']>('<vs-search-box api-base="https://maker.example/api"></vs-search-box>');
      await rendered(element);
      input(element).focus();
      await until(() => expect(options(element).length).to.equal(1));
      expect(served).to.deep.equal(['https://maker.example/api/valve/searchindex']);
    } finally {
      window.fetch = original;
      localStorage.clear();
    }
  });
});
