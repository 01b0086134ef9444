import type { ArgTypes, Args, Meta } from '@storybook/react-vite';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { fn, within } from 'storybook/test';
import { attributeName, callbackName, formAttributes, type AttributeSpec, type WidgetMeta } from '../widgets/meta';

/**
 * The widget stories show the custom element as a shop writes it: one control per attribute of the widget's
 * `meta`, named as the attribute, with its doc, values and default, and nothing a shop cannot set. A story's args
 * are attribute names (`unit-system`), its JSON attributes given as values.
 */
const controls = { string: 'text', number: 'number', boolean: 'boolean', json: 'object' } as const;

function controlOf(spec: AttributeSpec) {
  if (!spec.values) return controls[spec.type];
  // Radio buttons while they fit on a line, a select beyond.
  return spec.values.length <= 4 ? 'inline-radio' : 'select';
}

/** The controls of `meta`'s attributes, and its events as actions. */
export function attributeArgTypes(meta: WidgetMeta): ArgTypes {
  const attributes = Object.entries(meta.attributes).map(([prop, spec]) => [
    attributeName(prop),
    {
      name: attributeName(prop),
      description: spec.doc,
      control: controlOf(spec),
      ...(spec.values && { options: spec.values }),
      table: {
        category: 'attributes',
        type: { summary: spec.values ? spec.values.join(' | ') : spec.type },
        ...(spec.default !== undefined && { defaultValue: { summary: spec.default } }),
      },
    },
  ]);
  const events = Object.entries(meta.events).map(([name, spec]) => [
    callbackName(name),
    { name, description: spec.doc, control: false, table: { category: 'events', type: { summary: spec.detail } } },
  ]);
  return Object.fromEntries([...attributes, ...events]) as ArgTypes;
}

/**
 * An arg as the attribute's text; undefined (no attribute, the widget's default) for an empty control. The form
 * attributes are HTML booleans, on while present at all (`disabled="false"` disables), so off means absent.
 */
export function attributeText(name: string, spec: AttributeSpec, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (name in formAttributes && spec.type === 'boolean') return value === true ? '' : undefined;
  return spec.type === 'json' ? JSON.stringify(value) : String(value);
}

interface ElementProps {
  meta: WidgetMeta;
  args: Args;
  /** The toolbar's unit system, for an element that shows quantities and whose `unit-system` control is empty. */
  unitSystem: string;
}

/** Writes the args as `element`'s attributes: each one set, changed or removed to match. */
function writeAttributes(element: HTMLElement, meta: WidgetMeta, args: Args, unitSystem: string): void {
  for (const [prop, spec] of Object.entries(meta.attributes)) {
    const name = attributeName(prop);
    const text = attributeText(name, spec, name === 'unit-system' ? (args[name] ?? unitSystem) : args[name]);
    if (text === undefined) element.removeAttribute(name);
    else if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
}

/**
 * `<meta.tag>` with the args written as its attributes and its events reported to the args' actions. With no
 * `lang` control set it follows the page's (the toolbar's, stories/page). The element has every attribute before
 * it joins the page, as one an HTML parser makes: what counts once at its start (`calculate`, `conditions`) is
 * there at its first render.
 */
function WidgetElement({ meta, args, unitSystem }: ElementProps) {
  const [element] = useState(() => {
    const created = document.createElement(meta.tag);
    writeAttributes(created, meta, args, unitSystem);
    return created;
  });
  const hold = useCallback((holder: HTMLElement | null) => {
    holder?.append(element);
    return () => element.remove();
  }, [element]);
  useLayoutEffect(() => writeAttributes(element, meta, args, unitSystem));
  useEffect(() => {
    const listeners = Object.keys(meta.events).map((name) => {
      const listener = (event: Event) => (args[callbackName(name)] as ((detail: unknown) => void) | undefined)?.((event as CustomEvent).detail);
      element.addEventListener(name, listener);
      return () => element.removeEventListener(name, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [element, meta, args]);
  return <div ref={hold} style={{ display: 'contents' }} />;
}

/** A Markdown table of `rows` under a heading, for the docs page; nothing when there are none. */
function table(heading: string, columns: readonly [string, string], rows: readonly (readonly [string, string])[]): string {
  if (rows.length === 0) return '';
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [`\n\n#### ${heading}\n`, `| ${columns[0]} | ${columns[1]} |`, '|---|---|', ...rows.map(([name, doc]) => `| \`${cell(name)}\` | ${cell(doc)} |`)].join('\n');
}

/**
 * The widget's docs page text: its sentence, then its parts and own CSS properties from the same `meta` that writes
 * the README's reference (the attributes and events are the controls' table). The shared tokens are on
 * Foundations/Tokens.
 */
function reference(meta: WidgetMeta): string {
  const parts = Object.entries(meta.parts).map(([name, doc]) => [name, doc] as const);
  const properties = Object.entries(meta.cssProperties).map(([name, spec]) => [name, `${spec.doc} Default \`${spec.default}\`.`] as const);
  return `${meta.doc}${table('Parts (::part)', ['part', 'what it is'], parts)}${table('CSS properties', ['property', 'what it sets'], properties)}`;
}

/**
 * The default export of a widget's stories, but for its title (Storybook's indexer reads that from the file's
 * object literal): its element, controlled through its attributes.
 */
export function elementStories(meta: WidgetMeta): Meta {
  return {
    args: Object.fromEntries(Object.keys(meta.events).map((name) => [callbackName(name), fn()])),
    argTypes: attributeArgTypes(meta),
    parameters: { docs: { description: { component: reference(meta) } } },
    render: (args, context) => <WidgetElement meta={meta} args={args} unitSystem={String(context.globals['units'] ?? '2')} />,
  };
}

/** Testing Library queries inside the story's element (they do not pierce its shadow root themselves). */
export async function withinElement(canvasElement: HTMLElement, tag: string) {
  const element = canvasElement.querySelector(tag)!;
  await customElements.whenDefined(tag);
  await (element as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  return within(element.shadowRoot as unknown as HTMLElement);
}
