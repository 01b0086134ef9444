// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The maker's API down or hung, seen from a shop of another origin (issue 28): the selector showed the browser's
// "Failed to fetch" and never asked again, and a hung API kept it loading for ever. Now a call ends at the client's
// time-out, idempotent calls are retried with growing delays, and the widget says so in the page's language with a
// Try again button that asks again. The API is the real server behind a proxy the test switches (flaky-api.mjs);
// the page runs a test clock 20 times faster, so the 60 s time-out takes 3 s.
import { expect } from 'chai';
import { inside, type, until } from '../browser/helpers';
import { elementIn, openPage, siteOrigin, type EmbedPage } from './embed';

type Mode = 'pass' | 'refuse' | 'hang' | 'fail' | 'garbage';

/** Switches the proxy in front of the maker's API; its origin and the requests it received since the switch. */
async function api(mode?: Mode): Promise<{ origin: string; requests: string[] }> {
  const response = await fetch(`/embed/flaky${mode ? `?mode=${mode}` : ''}`);
  if (!response.ok) throw new Error(`no flaky API: ${response.status}`);
  return (await response.json()) as { origin: string; requests: string[] };
}

const textOf = (element: Element, part: string) => element.shadowRoot!.querySelector(`[part="${part}"]`)?.textContent;

describe('widgets when the API is down or hung', function () {
  this.timeout(90_000);
  let page: EmbedPage | undefined;
  let proxy: string;

  before(async () => {
    await siteOrigin();
    proxy = (await api('pass')).origin;
  });
  afterEach(async () => {
    page?.close();
    await api('pass');
  });

  async function selectorOn(open: EmbedPage, attributes = ''): Promise<HTMLElement> {
    const shop = open.document.getElementById('shop')!;
    shop.insertAdjacentHTML('beforeend', `<vs-selector valve-name="Sov" api-base="${proxy}/api" ${attributes}></vs-selector>`);
    const element = shop.lastElementChild as HTMLElement;
    await open.window.customElements.whenDefined('vs-selector');
    return element;
  }

  it('says the server cannot be reached, in the page’s language, with Try again that loads the form once it is back', async () => {
    await api('refuse');
    page = await openPage('api-down.html');
    const english = await selectorOn(page);
    const german = await selectorOn(page, 'lang="de"');
    await until(() => expect(textOf(english, 'error')).to.equal('The server cannot be reached. Try again.'), 30_000);
    expect(textOf(english, 'retry')).to.equal('Try again');
    expect(inside(english, '[part="base"]').getAttribute('aria-busy')).to.equal('false');
    await until(() => expect(textOf(german, 'error')).to.equal('Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.'), 30_000);
    expect(textOf(german, 'retry')).to.equal('Erneut versuchen');
    expect(english.shadowRoot!.textContent).not.to.include('Failed to fetch');

    await api('pass');
    inside<HTMLButtonElement>(english, '[part="retry"]').click();
    await until(() => inside(english, '[part="calculate"]'), 30_000);
    expect(english.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    expect(english.shadowRoot!.querySelector('[part="retry"]')).to.equal(null);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  // Issue 35: a 500 at load showed the server's English "Internal error" on a German page, with no Try again, and the
  // selector stayed so when the API was back.
  it('says a server fault in the page’s language with Try again, and loads the form by itself once the API answers', async () => {
    await api('fail');
    page = await openPage('api-down.html');
    const german = await selectorOn(page, 'lang="de"');
    await until(() => expect(textOf(german, 'error')).to.equal('Serverfehler, bitte versuchen Sie es später erneut'), 30_000);
    expect(textOf(german, 'retry')).to.equal('Erneut versuchen');
    expect(german.shadowRoot!.textContent).not.to.include('Internal error');
    await api('pass');
    await until(() => inside(german, '[part="calculate"]'), 30_000);
    expect(german.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
    expect(german.shadowRoot!.querySelector('[part="retry"]')).to.equal(null);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('says an answer it cannot read is a server fault, with Try again, and recovers by itself', async () => {
    await api('garbage');
    page = await openPage('api-down.html');
    const selector = await selectorOn(page);
    await until(() => expect(textOf(selector, 'error')).to.equal('Server error, please try again later'), 30_000);
    expect(textOf(selector, 'retry')).to.equal('Try again');
    // It keeps asking while the answers stay unreadable, the message in view.
    const asked = async () => (await api()).requests.filter((request) => request.includes('/valve/selection')).length;
    for (const end = performance.now() + 30_000; (await asked()) < 2; ) {
      if (performance.now() > end) throw new Error('the form was not asked for again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(textOf(selector, 'error')).to.equal('Server error, please try again later');
    await api('pass');
    await until(() => inside(selector, '[part="calculate"]'), 30_000);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('stops waiting for a hung API at the time-out instead of loading for ever, and tries again on request', async () => {
    await api('hang');
    page = await openPage('api-down.html');
    const selector = await selectorOn(page);
    await until(() => expect(inside(selector, '[part="base"]').getAttribute('aria-busy')).to.equal('true'));
    await until(() => expect(textOf(selector, 'error')).to.equal('The server cannot be reached. Try again.'), 30_000);
    expect(inside(selector, '[part="base"]').getAttribute('aria-busy')).to.equal('false');
    expect((await api()).requests.length, 'the hung call reached the server').to.be.greaterThan(0);
    await api('pass');
    inside<HTMLButtonElement>(selector, '[part="retry"]').click();
    await until(() => inside(selector, '[part="calculate"]'), 30_000);
    expect(page.window.pageErrors).to.deep.equal([]);
  });

  it('offers Try again for a calculation the server did not answer, and shows the results once it does', async () => {
    page = await openPage('api-down.html');
    const selector = await selectorOn(page);
    await until(() => inside(selector, '[part="calculate"]'), 30_000);
    await api('refuse');
    inside<HTMLButtonElement>(selector, '[part="calculate"]').click();
    await until(() => expect(textOf(selector, 'error')).to.equal('The server cannot be reached. Try again.'), 30_000);
    await api('pass');
    inside<HTMLButtonElement>(selector, '[part="retry"]').click();
    await until(() => inside(selector, '[part="results"] [part="row"]'), 30_000);
    expect(selector.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
  });

  it('ends the search box’s wait for a hung API with its message, and loads the index on the next visit', async () => {
    await api('hang');
    page = await openPage('api-down.html');
    page.document.getElementById('shop')!.innerHTML = `<vs-search-box api-base="${proxy}/api"></vs-search-box>`;
    const box = await elementIn(page, 'vs-search-box');
    const input = inside<HTMLInputElement>(box, '[part="input"]');
    page.window.focus();
    await type(input, 'a');
    await until(() => expect(inside(box, '[part="base"]').getAttribute('data-state')).to.equal('failed'), 30_000);
    await api('pass');
    input.blur();
    await type(input, 'a');
    await until(() => expect(inside(box, '[part="base"]').getAttribute('data-state')).to.be.oneOf(['rows', 'none', 'too-short']), 30_000);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
