// WTR runs mocha, whose globals are not among the shared tsconfig's types.
/// <reference types="mocha" />
// The mobile page's facade of a widget's first view, in Chromium: the light markup until the element is defined,
// then the handover to the element's own controls. The element here is defined by the test, as the widget loader
// would once its chunk came (the loader's own URL answers 404 on this server: the facade stays until then).
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { widgetFacade } from '../../../../../../host-site/web/features/mobile/widget-facade';
import { cleanup, inside, until } from '../../../../helpers';

const rows = [
  [{ part: 'input', kind: 'input', label: 'Value' }],
  [{ part: 'result', kind: 'output', label: 'Result' }],
] as const;

/**
 * A stand-in widget: draws its base one frame after it connects (as React does), reports what it was typed and
 * the height its place was held at when it drew.
 */
function defineWidget(tag: string, typed: string[], heldAt: string[]): void {
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        const root = this.attachShadow({ mode: 'open' });
        requestAnimationFrame(() => {
          heldAt.push(this.style.minHeight);
          root.innerHTML = '<div part="base" style="height: 40px"><input part="input" aria-label="Value"></div>';
          root.querySelector('input')!.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
        });
      }
    },
  );
}

function mountFacade(tag: string): HTMLElement {
  const holder = document.createElement('div');
  holder.dataset.testMount = '';
  holder.append(widgetFacade(tag, { 'unit-system': '2' }, rows, 'Converter'));
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

describe('widget facade (mobile page)', () => {
  afterEach(cleanup);

  it('shows the first view as labelled light controls inside the undefined element, with its attributes', () => {
    const host = mountFacade('vs-facade-first-view');
    expect(host.matches(':defined')).to.equal(false);
    expect(host.getAttribute('unit-system')).to.equal('2');
    const input = host.querySelector<HTMLInputElement>('input[data-part="input"]')!;
    expect(input.labels?.[0]?.textContent).to.equal('Value');
    expect(host.querySelector('[role="group"]')?.getAttribute('aria-label')).to.equal('Converter');
    expect(host.querySelector('output[data-part="result"]')).to.not.equal(null);
  });

  it('hands the typed text and the focus to the widget once defined, keeping its height until the widget draws', async () => {
    const tag = 'vs-facade-handover';
    const host = mountFacade(tag);
    const facadeHeight = host.getBoundingClientRect().height;
    const input = host.querySelector<HTMLInputElement>('input[data-part="input"]')!;
    input.focus();
    await sendKeys({ type: '12' });
    const typed: string[] = [];
    const heldAt: string[] = [];
    defineWidget(tag, typed, heldAt);
    await until(() => expect(host.querySelector('.facade')).to.equal(null));
    // Defined, not yet drawn: the place stayed as tall as the facade was.
    expect(heldAt).to.deep.equal([`${facadeHeight}px`]);
    expect(typed).to.deep.equal(['12']);
    const own = inside<HTMLInputElement>(host, '[part="input"]');
    expect(host.shadowRoot!.activeElement === own, 'focus in the widget').to.equal(true);
    expect(own.selectionStart).to.equal(2);
    expect(host.style.minHeight).to.equal('');
  });
});
