import { h } from './dom';

// A widget's first view without its code. React and a widget's chunk weigh more than a phone's whole first view
// may, so the page shows, inside the widget's own not-yet-defined element, light markup with the widget's labels,
// parts and sizes. The first sign of use (focus, pointer, key) or the browser's first idle moment after load
// starts the widget loader; when the element is defined its shadow root takes the place of the light markup,
// which hands over what the user typed there and the focus, then goes. Nothing here knows a particular widget:
// a page describes each first view as rows of parts (`FacadePart`).

/** One control of a widget's first view, named by the widget's `part`, so that the handover finds its twin. */
export interface FacadePart {
  part: string;
  kind: 'input' | 'select' | 'button' | 'output';
  /** The visible label; without it `name` labels the control as the widget's `aria-label` does. */
  label?: string;
  name?: string;
  /** The text shown: the select's chosen option, the button's face, an input's placeholder. */
  text?: string;
  /** Extra attributes of the control, as the widget's own (inputmode, type). */
  attributes?: Record<string, string>;
}

/** The loader's script: it defines every `vs-*` element of the page that is not yet defined (widgets/loader.ts). */
const loaderUrl = '/widgets/valve-selector.js';

let loading: Promise<unknown> | undefined;

/** Starts the widget loader once per page, whoever asks first. */
function loadWidgets(): Promise<unknown> {
  loading ??= import(/* @vite-ignore */ loaderUrl).catch((error: unknown) => {
    // Offline or blocked: the facade stays, and the next sign of use tries again.
    loading = undefined;
    console.error('[mobile] the widget loader did not load', error);
  });
  return loading;
}

let facades = 0;

function control(part: FacadePart): HTMLElement {
  const id = `facade-${++facades}`;
  const attributes: Record<string, string> = { id, 'data-part': part.part, ...part.attributes };
  if (part.name) attributes['aria-label'] = part.name;
  let element: HTMLElement;
  switch (part.kind) {
    case 'input':
      element = h('input', { type: 'text', autocomplete: 'off', ...(part.text ? { placeholder: part.text } : {}), ...attributes });
      break;
    case 'select':
      element = h('select', attributes, h('option', {}, part.text ?? ''));
      break;
    case 'button':
      element = h('button', { type: 'button', ...attributes }, part.text ?? '');
      break;
    case 'output':
      element = h('output', attributes, part.text ?? '');
  }
  if (!part.label) return element;
  return h('div', { class: 'facade-field' }, h('label', { for: id }, part.label), element);
}

/** The light markup of a first view: a panel of rows, each row of labelled controls, styled by the page's CSS. */
function firstView(rows: readonly (readonly FacadePart[])[], name: string | undefined): HTMLElement {
  return h(
    'div',
    { class: 'facade', ...(name ? { role: 'group', 'aria-label': name } : {}) },
    ...rows.map((row) => h('div', { class: 'facade-row' }, ...row.map(control))),
  );
}

/** Resolves with the widget's control of a part once it has rendered; undefined if it does not within `ms`. */
function renderedPart(host: HTMLElement, part: string, ms = 10_000): Promise<HTMLElement | undefined> {
  const deadline = performance.now() + ms;
  return new Promise((resolve) => {
    const look = () => {
      const found = host.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);
      if (found || performance.now() > deadline) return resolve(found ?? undefined);
      requestAnimationFrame(look);
    };
    look();
  });
}

/** Types the text into the widget's control as a user would: the widget's own handlers see an input event. */
function typeInto(target: HTMLElement, text: string): void {
  if (!(target instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(target, text);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the element is defined: keeps its place until it has drawn, hands over text and focus, drops the facade. */
async function handOver(host: HTMLElement, view: HTMLElement): Promise<void> {
  // Measured while it is drawn: once the element is defined its shadow root replaces the facade, which then has no box.
  let height = 0;
  const sizes = new ResizeObserver(([entry]) => void (height = entry!.borderBoxSize[0]!.blockSize));
  sizes.observe(view);
  await customElements.whenDefined(host.localName);
  sizes.disconnect();
  host.style.minHeight = `${height}px`;
  const focused = view.contains(document.activeElement) ? (document.activeElement as HTMLElement) : undefined;
  const typed = [...view.querySelectorAll<HTMLInputElement>('input[data-part]')].filter((input) => input.value !== '');
  for (const input of typed) {
    const target = await renderedPart(host, input.dataset.part!);
    if (target) typeInto(target, input.value);
  }
  if (focused?.dataset.part) {
    const target = await renderedPart(host, focused.dataset.part);
    target?.focus();
    if (target instanceof HTMLInputElement && focused instanceof HTMLInputElement) {
      target.setSelectionRange(focused.selectionStart, focused.selectionEnd);
    }
  }
  // The widget's base part is there: its height is its own from now on.
  await renderedPart(host, 'base');
  view.remove();
  host.style.minHeight = '';
}

/** When the page is idle after its load (a timer where the browser has no idle callback: Safari). */
function whenIdle(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * A widget element (`vs-search-box`) with `attributes`, showing the light first view `rows` until its code has
 * come; that code is fetched on the first use of the facade or when the page is idle.
 */
export function widgetFacade(
  tag: string,
  attributes: Record<string, string>,
  rows: readonly (readonly FacadePart[])[],
  name?: string,
): HTMLElement {
  const view = firstView(rows, name);
  const host = h(tag as keyof HTMLElementTagNameMap, attributes, view);
  for (const sign of ['focusin', 'pointerdown', 'keydown'] as const) host.addEventListener(sign, () => void loadWidgets(), { capture: true });
  whenIdle(() => void loadWidgets());
  void handOver(host, view);
  return host;
}
