/**
 * What a widget tells the world about itself. One `meta` object per widget feeds the element's observed
 * attributes and property types, the callback props that become events, `custom-elements.json`, the
 * Storybook controls and the docs.
 */

/** How an attribute's text becomes a prop: `number` parses `12.5`, `boolean` reads `true`, `json` parses JSON. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * What a `json` attribute holds, in words (they are the warning's): JSON of another shape (`value='"CE"'` where a
 * list is asked) is ignored with a warning rather than reaching the component.
 */
export type JsonShape = 'object' | 'list of strings' | 'list of objects' | 'list of lists' | 'function';

export interface AttributeSpec {
  type: AttributeType;
  /** For a `json` attribute (required there): the shape its value must have. */
  shape?: JsonShape;
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
  /** Present when the element takes part in forms as an input does (form-control.ts); its meta then spreads `formAttributes`. */
  form?: FormSpec;
}

/** How a form-associated widget's choice reaches the form's data. */
export interface FormSpec {
  /** The prop holding the user's choice: the form's value, and what `value` on the element stands for. */
  value: string;
  /** More entries the form gets, named `<name>-<suffix>`, keyed by suffix: the prop each holds. */
  entries?: Readonly<Record<string, string>>;
  /** The part that `focus()` and an invalid form's message go to; Enter in it submits the form when it is a text input. */
  control: string;
  /** The i18n key (`namespace:key`, in the widget's resources) of the message when `required` and nothing is chosen. */
  missing?: string;
  /** How the value is written in the form's data. */
  doc: string;
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

/**
 * The attributes of a form-associated widget that the element itself handles, as an `<input>` does: HTML boolean
 * attributes (present or absent), which r2wc's `"true"`-text booleans would misread.
 */
export const formAttributes = {
  name: { type: 'string', doc: 'The name of the value in the enclosing form’s data.' },
  disabled: { type: 'boolean', doc: 'Present: the widget cannot be used and is left out of the form’s data (as in a disabled fieldset).' },
  required: { type: 'boolean', doc: 'Present: the form does not submit while nothing is chosen, and says why in the widget’s language.' },
} as const satisfies Record<string, AttributeSpec>;
