import { expect } from 'chai';
import { defineWidget } from '../../../widgets/internal/define-widget';
import { cleanup, inside, mount, record, settle } from '../helpers';
import type { ConformanceSubject } from './subjects';

/** What every widget promises a shop's page (STYLE.md §6); run once per widget. */
export function describeConformance({ meta, html, act }: ConformanceSubject): void {
  describe(`<${meta.tag}> conformance`, () => {
    afterEach(cleanup);

    it('registers, and a second registration (the script included twice) keeps the first', async () => {
      const first = customElements.get(meta.tag);
      expect(first, 'defined').to.be.a('function');
      expect(defineWidget(meta, () => null)).to.equal(first);
      const element = mount(html);
      await settle();
      expect(element.shadowRoot?.querySelector('[part="base"]'), 'renders the first definition').to.exist;
    });

    it.only('emits vs- prefixed events that bubble out of shadow roots, with an object detail', async () => {
      const outer = mount('<div></div>');
      const element = mount(html, outer.attachShadow({ mode: 'open' }));
      await settle();
      const events = record(document, Object.keys(meta.events));
      await act(element);
      expect(events, 'events heard on the document').to.not.be.empty;
      for (const event of events) {
        expect(event.type).to.match(/^vs-/);
        expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, false]);
        expect(event.detail).to.be.an('object');
        expect(event.composedPath()[0], 'dispatched from the host').to.equal(element);
      }
    });

    it('renders inside an open shadow root, styled there and nowhere else', async () => {
      const headStyles = document.head.querySelectorAll('style').length;
      const element = mount(html);
      await settle();
      const root = element.shadowRoot;
      expect(root?.mode).to.equal('open');
      expect(root?.querySelector('style[data-emotion]'), 'emotion style in the shadow root').to.exist;
      expect(document.head.querySelectorAll('style').length, 'no style added to the page').to.equal(headStyles);
      expect(getComputedStyle(element).display).to.equal('block');
      const base = inside(element, '[part="base"]');
      expect(getComputedStyle(base).fontFamily, 'token font, not the page font').to.match(/system-ui/);
    });

    it('shares no state between two instances', async () => {
      const one = mount(html);
      const two = mount(html);
      await settle();
      const before = inside(two, '[part="base"]').outerHTML;
      await act(one);
      one.setAttribute('lang', 'cn');
      await settle();
      expect(inside(one, '[part="base"]').outerHTML, 'the first changed').to.not.equal(before);
      expect(inside(two, '[part="base"]').outerHTML, 'the second did not').to.equal(before);
      expect(one.shadowRoot?.querySelector('style')).to.not.equal(two.shadowRoot?.querySelector('style'));
    });
  });
}
