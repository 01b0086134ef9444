import { sendKeys } from '@web/test-runner-commands';

/** Creates an element from HTML in a fresh container on the page; remove with `cleanup()`. */
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

/** React renders after the attribute callback; two frames is enough for it and for emotion's styles. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** The element inside a widget's open shadow root matching `selector`; throws when absent. */
export function inside<E extends Element = HTMLElement>(host: Element, selector: string): E {
  const found = host.shadowRoot?.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} in <${host.localName}>'s shadow root`);
  return found;
}

/** Replaces the text of an input by real key presses, as a user would. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await settle();
}

/** Picks an option of a select the way the browser reports a user's choice: value, then a change event. */
export async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

/** Collects the events of `names` that reach `target`. */
export function record(target: EventTarget, names: readonly string[]): CustomEvent[] {
  const events: CustomEvent[] = [];
  for (const name of names) target.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}
