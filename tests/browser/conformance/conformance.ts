// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
import { expect } from 'chai';
import { elementModules } from '../../../widgets/elements';
import { defineWidget } from '../../../widgets/internal/element/define-widget';
import type { WidgetMeta } from '../../../widgets/internal/element/meta';
import { cleanup, inside, mount, record, rendered, until } from '../helpers';
import type { widgetUseList } from '../widget-uses';

/** What every widget promises a shop's page (STYLE.md §6); run once per widget, on its element built from source. */
export function describeConformance({ tag, html, event, act }: (typeof widgetUseList)[number]): void {
  describe(`<${tag}> conformance`, () => {
    let meta: WidgetMeta;
    // The table's import defines the element, as the module loader does.
    before(async () => {
      ({ meta } = await elementModules[tag]());
    });
    afterEach(cleanup);

    it('registers, and a second registration (the script included twice) keeps the first', async () => {
      const first = customElements.get(meta.tag);
      expect(first, 'defined').to.be.a('function');
      expect(defineWidget(meta, () => null) === first, 'the first definition stays').to.equal(true);
      await rendered(mount(html));
    });

    it('emits vs- prefixed events that bubble out of shadow roots, with an object detail', async () => {
      const outer = mount('<div></div>');
      const element = mount(html, outer.attachShadow({ mode: 'open' }));
      await rendered(element);
      const heard = record(document, Object.keys(meta.events));
      await act(element);
      expect(heard.map((h) => h.event.type), 'events heard on the document').to.include(event);
      for (const { event, fromHost } of heard) {
        expect(event.type).to.match(/^vs-/);
        expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, false]);
        expect(event.detail).to.be.an('object');
        expect(fromHost(element), 'dispatched from the host').to.equal(true);
      }
    });

    it('renders inside an open shadow root, styled there and nowhere else', async () => {
      const headStyles = document.head.querySelectorAll('style').length;
      const element = mount(html);
      const base = await rendered(element);
      expect(element.shadowRoot?.mode).to.equal('open');
      expect(element.shadowRoot?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]).length, 'styles in the root').to.be.greaterThan(0);
      expect(document.head.querySelectorAll('style').length, 'no style added to the page').to.equal(headStyles);
      expect(getComputedStyle(element).display).to.equal('block');
      element.hidden = true;
      expect(getComputedStyle(element).display, 'the hidden attribute hides the host').to.equal('none');
      element.hidden = false;
      expect(getComputedStyle(base).fontFamily, 'the token font, not the page font').to.match(/system-ui/);
    });

    it('shares no state between two instances', async () => {
      const one = mount(html);
      const two = mount(html);
      await rendered(one);
      const before = (await rendered(two)).outerHTML;
      await act(one);
      const acted = inside(one, '[part="base"]').outerHTML;
      one.setAttribute('lang', 'cn');
      await until(() => expect(inside(one, '[part="base"]').outerHTML, 'the first speaks cn').to.not.equal(acted));
      expect(inside(two, '[part="base"]').outerHTML === before, 'the second did not change').to.equal(true);
      const styles = [one, two].map((host) => host.shadowRoot?.adoptedStyleSheets[0]);
      expect(styles[0] !== styles[1], 'each has its own stylesheet').to.equal(true);
    });
  });
}
