// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets on a shop page that requires Trusted Types (issue 16): no sink of ours takes a string, so
// no violation and no console error, while every widget renders and answers its user.
import { expect } from 'chai';
import { serveCannedApi } from '../browser/canned-api';
import { until } from '../browser/helpers';
import { widgetUseList } from '../browser/widget-uses';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type PolicedWindow = EmbedPage['window'] & {
  violations: string[];
  shopPolicy: { createHTML(html: string): string };
};

describe("widgets on a page with require-trusted-types-for 'script'", function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  it('the page does enforce it: a plain string into innerHTML is refused and reported', async () => {
    page = await openPage('trusted-types.html');
    const shop = page.window as PolicedWindow;
    expect(() => {
      page!.document.getElementById('content')!.innerHTML = '<p>untrusted</p>';
    }).to.throw(/TrustedHTML/);
    await until(() => expect(shop.violations).to.have.length(1));
  });

  for (const [script, file] of [['module loader', 'trusted-types.html'], ['classic bundle', 'trusted-types-classic.html']] as const) {
    it(`renders every widget from the ${script} and takes a user action in each without a violation or an error`, async () => {
      page = await openPage(file);
      const open = page;
      const shop = open.window as PolicedWindow;
      serveCannedApi(open.window);
      const content = open.document.getElementById('content')!;
      for (const { tag, html, act } of widgetUseList) {
        // The shop's markup through the shop's policy: what is left to check is what the widgets do.
        content.insertAdjacentHTML('beforeend', shop.shopPolicy.createHTML(html));
        const element = await elementIn(open, tag);
        open.window.focus();
        await act(element);
        // Violations are reported in a task of their own, queued before this one.
        await new Promise((resolve) => open.window.setTimeout(resolve));
        expect(shop.violations, `<${tag}>`).to.deep.equal([]);
      }
      expect(open.window.pageErrors).to.deep.equal([]);
    });
  }

});
