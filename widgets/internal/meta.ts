/**
 * What a widget tells the world about itself. One `meta` object per widget feeds the element's observed
 * attributes and property types, the callback props that become events, `custom-elements.json`, the
 * Storybook controls and the docs.
 */

/** How an attribute's text becomes a prop: `number` parses `12.5`, `boolean` reads `true`, `json` parses JSON. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  type: AttributeType;
  /** The value in effect when the attribute is absent, as written in HTML. */
  default?: string;
  /** The allowed values of an enumerated attribute. */
  values?: readonly string[];
  doc?: string;
}

export interface EventSpec {
  doc: string;
  /** The TypeScript type of `event.detail`, as text for the manifest and the docs. */
  detail: string;
}

export interface WidgetMeta {
  /** The custom element's name, `vs-` prefixed. */
  tag: `vs-${string}`;
  /** One sentence: what the widget is for. */
  doc: string;
  /** Keyed by camelCase prop name; the attribute is its kebab-case form (`unitSystem` is `unit-system`). */
  attributes: Readonly<Record<string, AttributeSpec>>;
  /** Keyed by event name, `vs-` prefixed; the component's callback prop is `on` + PascalCase (`onConvert`). */
  events: Readonly<Record<`vs-${string}`, EventSpec>>;
  /** Shadow parts a shop may restyle with `::part()`. */
  parts: Readonly<Record<string, string>>;
  /** The widget's own custom properties (`--vs-<widget>-<thing>`); the shared tokens are added to the manifest. */
  cssProperties: Readonly<Record<`--vs-${string}`, { doc: string; default: string }>>;
}

/** `unitSystem` -> `unit-system`. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

/** `input-change` -> `InputChange`. */
function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
}

/** `vs-input-change` -> `onInputChange`. */
export function callbackName(event: string): string {
  return `on${pascal(event.replace(/^vs-/, ''))}`;
}

/** `vs-unit-converter` -> `UnitConverterElement`: the class a widget's element module exports. */
export function elementClassName(tag: string): string {
  return `${pascal(tag.replace(/^vs-/, ''))}Element`;
}

/** The attributes every widget handles itself rather than passing to its component. */
export const widgetAttributes = {
  lang: {
    type: 'string',
    values: ['cn', 'en'],
    doc: 'Language of the text (cn or en; others show English) and locale of numbers (de types 12,5); else the nearest ancestor lang, else en.',
  },
  apiBase: {
    type: 'string',
    default: '/api',
    doc: 'Where the Valve Selector API lives, e.g. https://maker.example/api; for widgets that call the server.',
  },
} as const satisfies Record<string, AttributeSpec>;
