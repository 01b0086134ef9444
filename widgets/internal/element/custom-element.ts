// The one owner of the custom-element integration (issue 25). r2wc (@r2wc/react-to-web-component, the design
// card's wrapper) makes the element class through its public API only: an open shadow root, and the React root
// mounted into it when the element is connected and unmounted when it leaves. What r2wc's API cannot do on a
// shop's page is done here, once, by extending its class through the standard custom-element callbacks, never
// through r2wc's private symbols (widgets/README.md, "The element and r2wc"):
// - props: r2wc is given none. The element keeps its props itself and the root reads them as an external store,
//   because r2wc copies object properties into attributes (115–163 KB of JSON), ignores a removed attribute and
//   an empty string, writes "undefined" for a cleared property, and throws on an attribute that is not JSON;
// - a property set before the element's code arrived (`el.data = ...`, Vue's `.prop`, Angular) is an own property
//   that hides the class's accessor: re-applied through the accessor at upgrade (the "lazy property" pattern);
// - JSON of the wrong shape or not JSON at all is ignored with one warning, keeping the last good value, and so is
//   JSON too deep or too large to walk in a moment (issue 34: the shop's page must never freeze on it);
// - moving an element (remove and insert in one task) keeps its React tree, so what the user typed stays;
// - `updateComplete`: a promise of the first render, for pages that measure or read the element after it.
import r2wc from '@r2wc/react-to-web-component';
import { useSyncExternalStore, type ComponentType } from 'react';
import { jsonExcess, jsonTextExcess, maxJsonDepth } from '../../../src/contracts/json-bounds';
import { attributeName, formAttributes, type AttributeSpec, type JsonShape, type WidgetMeta } from './meta';

/** What r2wc passes the root component: the shadow root it renders into. */
export interface ElementRootProps {
  container?: HTMLElement;
}

export type ElementProps = Readonly<Record<string, unknown>>;

/** The props of one element, by prop name, as its attributes and properties set them; the root subscribes. */
class PropStore {
  snapshot: ElementProps = {};
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly read = () => this.snapshot;

  /** Sets `prop`, or clears it (the component's default applies) when `value` is undefined. */
  set(prop: string, value: unknown): void {
    const { [prop]: _, ...rest } = this.snapshot;
    this.snapshot = value === undefined ? rest : { ...rest, [prop]: value };
    this.notify();
  }

  /** Renders again with the same props (the form's disabled state or a reset changed): a new snapshot. */
  changed(): void {
    this.snapshot = { ...this.snapshot };
    this.notify();
  }

  private notify() {
    // A copy: a listener that unsubscribes and subscribes again would otherwise be called again, without end.
    for (const listener of [...this.listeners]) listener();
  }
}

const stores = new WeakMap<HTMLElement, PropStore>();

/** The props of `host` (made on first use, so even before the element's constructor finished). */
export function propsOf(host: HTMLElement): PropStore {
  let store = stores.get(host);
  if (!store) stores.set(host, (store = new PropStore()));
  return store;
}

/** The root's props: re-renders when an attribute or property of `host` changes. */
export function useElementProps(host: HTMLElement): ElementProps {
  const store = propsOf(host);
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/* ---------- attribute text and JSON shapes ---------- */

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const fitsShape: Record<JsonShape, (value: unknown) => boolean> = {
  object: isObject,
  'list of strings': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'list of objects': (value) => Array.isArray(value) && value.every(isObject),
  'list of lists': (value) => Array.isArray(value) && value.every((item) => Array.isArray(item)),
  // A property only a script can set (a price provider): no JSON text is ever one, so an attribute is refused.
  function: (value) => typeof value === 'function',
};

/**
 * The most values (every item, key's value and the whole) a JSON attribute or property may hold: a search index of
 * 50,000 part numbers is 250,000. Checked in a walk that stops at the bound, so a larger one costs no more to refuse.
 */
const maxJsonValues = 250_000;

/** The longest JSON attribute text read (1 MiB, a few milliseconds of JSON.parse); larger data go in the property. */
const maxJsonAttributeLength = 1_048_576;

/** Why a json value is refused, or undefined when it fits its attribute's shape and bounds. */
function misfit(spec: AttributeSpec, value: unknown): string | undefined {
  if (spec.type !== 'json') return undefined;
  const excess = jsonExcess(value, maxJsonDepth, maxJsonValues);
  if (excess) return excess.exceeds === 'depth' ? `nested deeper than ${excess.limit} levels` : `more than ${excess.limit} values`;
  if (!spec.shape || fitsShape[spec.shape](value)) return undefined;
  return `not ${spec.shape === 'object' ? 'an' : 'a'} ${spec.shape} (JSON)`;
}

/** An attribute's text as its prop (r2wc's readings of numbers and booleans), or why it is refused. */
function parseAttribute(spec: AttributeSpec, text: string): { value: unknown } | { refused: string } {
  if (spec.type === 'number') return { value: Number.parseFloat(text) };
  if (spec.type === 'boolean') return { value: /^[ty1-9]/i.test(text) };
  if (spec.type === 'string') return { value: text };
  // Measured on the text first: JSON.parse itself takes any depth, but what walks the value afterwards may not.
  if (text.length > maxJsonAttributeLength) return { refused: `longer than ${maxJsonAttributeLength} characters (set the property instead)` };
  if (jsonTextExcess(text, maxJsonDepth)) return { refused: `nested deeper than ${maxJsonDepth} levels` };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { refused: 'not valid JSON' };
  }
  const refused = misfit(spec, value);
  return refused ? { refused } : { value };
}

/** The attribute text a property writes: strings, numbers and booleans only; JSON stays a property. */
function reflectedText(spec: AttributeSpec, value: unknown): string | undefined {
  if (spec.type === 'json') return undefined;
  if (spec.type === 'boolean') return value ? 'true' : 'false';
  return String(value as string | number);
}

/* ---------- the element ---------- */

/** What r2wc's class has that we extend: the custom-element callbacks. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** The first render of each element: resolved by the widget's root once React has committed it. */
const firstRenders = new WeakMap<HTMLElement, { promise: Promise<void>; resolve: () => void }>();

function firstRenderOf(element: HTMLElement) {
  let entry = firstRenders.get(element);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    firstRenders.set(element, (entry = { promise, resolve }));
  }
  return entry;
}

/** Called by the widget's root after its first commit. */
export function renderedOnce(element: HTMLElement): void {
  firstRenderOf(element).resolve();
}

/** The element class for `meta`, rendering `Root` in its shadow root. */
export function widgetElementClass(meta: WidgetMeta, Root: ComponentType<ElementRootProps>): CustomElementConstructor {
  const Base = r2wc(Root, { shadow: 'open' }) as unknown as new () => R2wcElement;
  // The form attributes are the form control's own (form-control.ts), HTML booleans as an <input> has them.
  const specs = new Map(Object.entries(meta.attributes).filter(([prop]) => !(prop in formAttributes)));
  const propOfAttribute = new Map([...specs.keys()].map((prop) => [attributeName(prop), prop]));
  const warned = new WeakMap<HTMLElement, Set<string>>();
  // The element writing its own attribute from a property: its attributeChangedCallback has nothing to do.
  const reflecting = new WeakSet<HTMLElement>();

  function warnOnce(element: HTMLElement, attribute: string, why: string) {
    const seen = warned.get(element) ?? new Set<string>();
    warned.set(element, seen);
    if (seen.has(attribute)) return;
    seen.add(attribute);
    console.warn(`<${meta.tag}> ${attribute}: ${why}; ignored, the last valid value stays.`);
  }

  function reflect(element: HTMLElement, write: () => void) {
    reflecting.add(element);
    try {
      write();
    } finally {
      reflecting.delete(element);
    }
  }

  class WidgetElementBase extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys()];
    }

    /** Whether the React tree is mounted (r2wc's connected state, which survives a move). */
    private mounted = false;

    constructor() {
      super();
      // The attributes the element already has reach attributeChangedCallback after this constructor.
      for (const prop of specs.keys()) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        // Set before the class was defined: an own property hiding the accessor; moved onto the accessor.
        const early = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = early;
      }
    }

    attributeChangedCallback(name: string, _before: string | null, after: string | null): void {
      const prop = propOfAttribute.get(name);
      if (prop === undefined || reflecting.has(this)) return;
      if (after === null) return propsOf(this).set(prop, undefined);
      const parsed = parseAttribute(specs.get(prop)!, after);
      if ('refused' in parsed) return warnOnce(this, name, parsed.refused);
      propsOf(this).set(prop, parsed.value);
    }

    override connectedCallback(): void {
      // Moved within one task: the tree is still mounted (see disconnectedCallback).
      if (this.mounted) return;
      this.mounted = true;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Unmount only if the element is still out of the document once the task that moved it is done.
      queueMicrotask(() => {
        if (this.isConnected || !this.mounted) return;
        this.mounted = false;
        super.disconnectedCallback();
      });
    }

    get updateComplete(): Promise<void> {
      return firstRenderOf(this).promise;
    }
  }

  for (const [prop, spec] of specs) {
    // HTMLElement's own `lang` stays: it reflects the attribute, which the element observes.
    if (prop in HTMLElement.prototype) continue;
    const attribute = attributeName(prop);
    Object.defineProperty(WidgetElementBase.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propsOf(this).snapshot[prop];
      },
      set(this: HTMLElement, value: unknown) {
        const cleared = value === null || value === undefined;
        const refused = cleared ? undefined : misfit(spec, value);
        if (refused) return warnOnce(this, attribute, refused);
        propsOf(this).set(prop, cleared ? undefined : value);
        const text = cleared ? undefined : reflectedText(spec, value);
        // A cleared or JSON property leaves no attribute behind that would say otherwise.
        if (text === undefined) reflect(this, () => this.removeAttribute(attribute));
        else if (this.getAttribute(attribute) !== text) reflect(this, () => this.setAttribute(attribute, text));
      },
    });
  }
  return WidgetElementBase;
}
