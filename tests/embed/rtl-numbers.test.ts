// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// Issue 28: "Right-to-left shops cannot calculate: on he, ar and fa pages the converter and selector cannot read
// their own number format (a leading ‎-10 mark, Persian digits), so Calculate does nothing." The BUILT widgets on
// a page of another origin with lang="he", "ar" and "fa": the converter converts what it wrote and what the shop's
// people type, and the selector calculates against the maker's real server.
import { expect } from 'chai';
import { inside, record, type, until } from '../browser/helpers';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

/** The maker's server (host-site/server on the built dist), started by the test runner's embed plugin. */
async function siteOrigin(): Promise<string> {
  const response = await fetch('/embed/site');
  if (!response.ok) throw new Error(`no site server: ${response.status} (is dist built? see the log)`);
  return ((await response.json()) as { origin: string }).origin;
}

/** A number as the page's locale writes it, to type as a user of that page would. */
const written = (value: number, locale: string, decimals = 0) =>
  new Intl.NumberFormat(locale, { useGrouping: false, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

// Each page language with text its people type: Persian digits with the Arabic decimal separator, Arabic-Indic
// digits after the Arabic letter mark, a right-to-left mark before a minus.
const shops = [
  { lang: 'fa', typed: '\u200E\u2212\u06F4\u06F0', capacity: '\u06F2\u066B\u06F5' },
  { lang: 'ar', typed: '\u061C-\u0664\u0660', capacity: '\u0662\u066B\u0665' },
  { lang: 'he', typed: '\u200F-40', capacity: '2.5' },
];

describe('numbers on a right-to-left shop’s page', function () {
  this.timeout(120_000);
  let page: EmbedPage | undefined;
  let site: string;

  before(async () => {
    await cdnOrigin();
    site = await siteOrigin();
  });

  afterEach(() => page?.close());

  /** The page in `lang`, with the widgets of `html` added by the shop's script. */
  async function shopPage(lang: string, html: string): Promise<EmbedPage> {
    const open = await openPage('rtl-numbers.html');
    expect(site, 'the API on another origin than the shop page').to.not.equal(open.window.location.origin);
    open.document.documentElement.lang = lang;
    open.document.getElementById('content')!.innerHTML = html;
    open.window.focus();
    return open;
  }

  for (const { lang, typed } of shops) {
    it(`${lang}: the converter reads the number it wrote and the one typed, and converts both`, async () => {
      page = await shopPage(lang, '<vs-unit-converter quantity="Temp" from-unit="℃" to-unit="℉" value="-10"></vs-unit-converter>');
      const converter = await elementIn(page, 'vs-unit-converter');
      const input = inside<HTMLInputElement>(converter, '[part="input"]');
      // What the converter writes in its input is the page's own format (a direction mark before the minus) ...
      await until(() => expect(input.value).to.equal(written(-10, lang)));
      // ... and it reads it back: 14 ℉, not an "invalid number".
      await until(() => expect(inside(converter, '[part="result"]').textContent).to.equal(`${written(14, lang, 2)} ℉`));
      expect(inside(converter, '[part="base"]').dataset.state).to.equal('ready');

      const heard = record(page.document, ['vs-convert']);
      await type(input, typed);
      await until(() => expect(heard.at(-1)?.event.detail.value).to.equal(-40));
      // -40 ℃ is -40 ℉, to the conversion's last bits.
      expect(heard.at(-1)!.event.detail.result).to.be.closeTo(-40, 1e-9);
      expect(inside(converter, '[part="result"]').textContent).to.equal(`${written(-40, lang, 2)} ℉`);
      expect(page.window.pageErrors).to.deep.equal([]);
    });
  }

  for (const { lang, capacity } of shops) {
    it(`${lang}: the selector calculates with its default -10 ℃ and a capacity typed in the page's digits`, async () => {
      page = await shopPage(lang, `<vs-selector valve-name="Sov" refrigerant="R410A" api-base="${site}/api"></vs-selector>`);
      const selector = await elementIn(page, 'vs-selector');
      const field = (name: string) => until(() => inside<HTMLInputElement>(selector, `[data-field="${name}"] input`), 30_000);
      await until(() => expect(inside(selector, '[part="calculate"]')).to.exist, 30_000).catch((error: Error) => {
        throw new Error(`${error.message}; it shows: ${selector.shadowRoot?.textContent}; page errors: ${page!.window.pageErrors.join(' | ')}`);
      });
      expect((await field('Te')).value, 'the evaporating temperature in the page’s format').to.equal(written(-10, lang));
      await type(await field('Capicity'), capacity);

      const heard = record(page.document, ['vs-calculate']);
      inside(selector, '[part="calculate"]').click();
      await until(() => expect(heard, 'Calculate did something').to.have.length(1), 60_000);
      const { request, counts } = heard[0]!.event.detail as { request: { conditions: Record<string, { value: number }> }; counts: { Optimal: number; Available: number; Prohibited: number } };
      expect(request.conditions.Te!.value).to.equal(-10);
      expect(request.conditions.Capicity!.value).to.equal(2.5);
      expect(counts.Optimal + counts.Available + counts.Prohibited, 'sizes graded').to.be.greaterThan(0);
      expect(selector.shadowRoot!.querySelectorAll('[part="field-error"]'), 'no field refused').to.have.length(0);
      expect(page.window.pageErrors).to.deep.equal([]);
    });
  }
});
