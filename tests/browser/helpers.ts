// Test helpers for widgets in the browser. Assertions compare strings, numbers and booleans, never DOM nodes:
// the test runner serialises a failing assertion's values, and an element's React internals take it minutes.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';

/** Creates an element from HTML in a fresh container (in `parent`, default the body); see `cleanup()`. */
export function mount<E extends Element = HTMLElement>(html: string, parent: ParentNode = document.body): E {
  const holder = document.createElement('div');
  holder.dataset.testMount = '';
  holder.innerHTML = html;
  parent.append(holder);
  return holder.firstElementChild as E;
}

export function cleanup(): void {
  for (const holder of document.querySelectorAll('[data-test-mount]')) holder.remove();
}

/**
 * Retries `check` every animation frame until it stops throwing (React renders an attribute change in a
 * later task, and several roots one after another), then rethrows its last error after `timeout` ms (generous:
 * a busy machine is slow, and a passing check returns at once).
 */
export async function until<T>(check: () => T, timeout = 15_000): Promise<T> {
  const end = performance.now() + timeout;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > end) throw error;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }
}

/** The element inside a widget's open shadow root matching `selector`; throws when absent. */
export function inside<E extends Element = HTMLElement>(host: Element, selector: string): E {
  const found = host.shadowRoot?.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} in <${host.localName}>'s shadow root`);
  return found;
}

/** Waits until a widget has rendered its `part="base"`. */
export function rendered(host: Element): Promise<HTMLElement> {
  return until(() => inside(host, '[part="base"]'));
}

/** Replaces the text of an input by real key presses, as a user would. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** Picks an option of a select as the browser reports a user's choice: the value, then a change event. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve));
}

export interface Heard {
  event: CustomEvent;
  /** Whether the widget's host was the first node of the composed path (read during dispatch). */
  fromHost: (host: Element) => boolean;
}

/** Collects the events of `names` that reach `target`. */
export function record(target: EventTarget, names: readonly string[]): Heard[] {
  const heard: Heard[] = [];
  for (const name of names) {
    target.addEventListener(name, (event) => {
      const first = event.composedPath()[0];
      heard.push({ event: event as CustomEvent, fromHost: (host) => first === host });
    });
  }
  return heard;
}

/** An element's box, grown by its text where the text runs out of it (a word wider than its grid track). */
function drawnBox(element: Element): DOMRect {
  const box = element.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(element);
  const text = range.getBoundingClientRect();
  if (text.width === 0 || text.height === 0) return box;
  const left = Math.min(box.left, text.left);
  const top = Math.min(box.top, text.top);
  return new DOMRect(left, top, Math.max(box.right, text.right) - left, Math.max(box.bottom, text.bottom) - top);
}

/**
 * The pairs among `elements` whose drawn boxes overlap (a label running into its neighbour), each as "a | b" by
 * their text, each box grown by text that runs out of it; a box of no size counts as not drawn. Whole pixels: sub-pixel rounding of adjacent boxes is no overlap.
 */
export function overlapping(elements: readonly Element[]): string[] {
  const drawn = elements
    .map((element) => ({ text: element.textContent?.trim() || element.localName, box: drawnBox(element) }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  const pairs: string[] = [];
  drawn.forEach((a, i) => {
    for (const b of drawn.slice(i + 1)) {
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (across >= 1 && down >= 1) pairs.push(`${a.text} | ${b.text}`);
    }
  });
  return pairs;
}

/**
 * Presses and releases the real mouse on the middle of `element` (the browser's own pointer, focus and label
 * behaviour, which element.click() skips: a press on a label's text moves the focus before the click ticks its box).
 */
export async function clickOn(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
}

/**
 * What a screen reader would be told wrongly inside `element` (through open shadow roots): axe-core's rules of roles,
 * names and states (ARIA attributes and roles allowed and valid, every control and dialog named, labels, lists), one
 * line per node; empty when none.
 */
export async function roleViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { runOnly: { type: 'tag', values: ['cat.aria', 'cat.name-role-value', 'cat.forms', 'cat.structure'] }, resultTypes: ['violations'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : t)).join(' ')} ${node.html.slice(0, 100)}`));
}
