// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The built widgets on shop pages whose Content-Security-Policy allows no inline style (issue 16): every widget
// styled with the design tokens, and not one violation reported.
import { expect } from 'chai';
import { tokens } from '../../src/theme';
import { serveCannedApi } from '../browser/canned-api';
import { inside } from '../browser/helpers';
import { widgetUseList } from '../browser/widget-uses';
import { cdnOrigin, elementIn, openPage, type EmbedPage } from './embed';

type PolicedWindow = EmbedPage['window'] & { violations: string[] };

/** `#0a5ca8` as getComputedStyle writes it: `rgb(10, 92, 168)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('widgets on a page whose CSP says style-src \'self\'', function () {
  this.timeout(60_000);
  let page: EmbedPage | undefined;

  before(() => cdnOrigin());

  afterEach(() => page?.close());

  for (const [script, file] of [['module loader', 'csp.html'], ['classic bundle', 'csp-classic.html']] as const) {
    it(`styles every widget from the ${script} with the tokens, adds no <style>, and reports no violation, before and after the user acts`, async () => {
      page = await openPage(file);
      const open = page;
      serveCannedApi(open.window);
      const content = open.document.getElementById('content')!;
      for (const { tag, html, act } of widgetUseList) {
        content.insertAdjacentHTML('beforeend', html);
        const element = await elementIn(open, tag);
        const base = open.window.getComputedStyle(inside(element, '[part="base"]'));
        expect([base.color, base.fontFamily], `<${tag}> text in the token colour and font`).to.deep.equal([
          rgb(tokens['color-text'].value),
          tokens['font-family'].value,
        ]);
        expect(element.shadowRoot!.querySelectorAll('style').length, `<${tag}> no <style> element`).to.equal(0);
        open.window.focus();
        await act(element);
      }
      const converter = await elementIn(open, 'vs-unit-converter');
      expect(open.window.getComputedStyle(inside(converter, '[part="swap"]')).color, 'an action in the primary colour').to.equal(
        rgb(tokens['color-primary'].value),
      );
      // Violations are reported in a task of their own, queued before this one.
      await new Promise((resolve) => open.window.setTimeout(resolve));
      expect((open.window as PolicedWindow).violations).to.deep.equal([]);
      expect(open.window.pageErrors).to.deep.equal([]);
    });
  }

  it('styles the widgets through <style nonce> where adoptedStyleSheets is missing and the page names its nonce', async () => {
    page = await openPage('csp-nonce.html');
    const converter = await elementIn(page, 'vs-unit-converter');
    const styles = [...converter.shadowRoot!.querySelectorAll('style')];
    expect(styles.length, 'emotion writes its <style> elements').to.be.greaterThan(0);
    const base = page.window.getComputedStyle(inside(converter, '[part="base"]'));
    expect(base.color, 'the rules of the <style> apply').to.equal(rgb(tokens['color-text'].value));
    expect(page.window.getComputedStyle(converter).display, 'the host rules too').to.equal('block');
    await new Promise((resolve) => page!.window.setTimeout(resolve));
    expect((page.window as PolicedWindow).violations).to.deep.equal([]);
    expect(page.window.pageErrors).to.deep.equal([]);
  });
});
