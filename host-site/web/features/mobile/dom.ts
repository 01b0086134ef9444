/** An element with attributes and children: the mobile page builds its few nodes without a framework. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

let fields = 0;

/**
 * A labelled control. The label stands beside it (for=), not around it: a label wrapping a select would add the
 * chosen option's text to the control's name.
 */
export function field(label: string, control: HTMLElement): HTMLDivElement {
  control.id ||= `field-${++fields}`;
  return h('div', { class: 'field' }, h('label', { for: control.id }, label), control);
}

export function options(select: HTMLSelectElement, values: readonly { value: string; label: string }[]): void {
  select.replaceChildren(...values.map(({ value, label }) => h('option', { value }, label)));
}
