// What r2wc's element class lacks on a shop's page we never see, added by subclassing it (Shoelace's and Lit's
// answers to the same problems):
// - a property set before the element's code arrived (`el.data = ...` on an element not yet upgraded) is an own
//   property of the instance that hides the class's accessor for good: re-applied through the accessor at upgrade;
// - a property set to null or undefined clears it (r2wc writes "undefined" into the attribute), and so does
//   removing its attribute (r2wc ignores a removal): the component's default applies again;
// - a `json` attribute that is not JSON keeps the last good value and logs one warning naming the attribute,
//   instead of throwing on the shop's page (and, at upgrade, leaving the element undefined);
// - moving an element (remove and insert in one task) keeps its React tree, so what the user typed stays;
// - `updateComplete`: a promise of the first render, for pages that measure or read the element after it.
import { accessorOf } from './form-control';
import type { WidgetMeta } from './meta';
import { attributeName, formAttributes } from './meta';

/** r2wc's own keys on its instances (Symbol.for, so shared with its module). */
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

interface R2wcInstance extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONTEXT]?: unknown;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, before: string | null, after: string | null): void;
}

type R2wcClass = new () => R2wcInstance;

/** Whether `text` parses as JSON. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The first render of each element: resolved by the widget's root once React has committed it. */
const firstRenders = new WeakMap<HTMLElement, { promise: Promise<void>; resolve: () => void }>();

function firstRenderOf(element: HTMLElement) {
  let entry = firstRenders.get(element);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    entry = { promise, resolve };
    firstRenders.set(element, entry);
  }
  return entry;
}

/** Called by the widget's root after its first commit. */
export function renderedOnce(element: HTMLElement): void {
  firstRenderOf(element).resolve();
}

/**
 * r2wc reads the attributes in its constructor; a `getAttribute` answering null for a json attribute that is not
 * JSON keeps it from throwing there. Set only while an element is being constructed.
 */
let constructing: ReadonlySet<string> | undefined;

/** `Base` is the class r2wc made for `meta`'s widget, made a form control where meta says (form-control.ts). */
export function shopSafeElement(r2wcClass: CustomElementConstructor, meta: WidgetMeta): CustomElementConstructor {
  const Base = r2wcClass as unknown as R2wcClass;
  const props = Object.keys(meta.attributes);
  const jsonAttributes = new Set(props.filter((prop) => meta.attributes[prop]!.type === 'json').map(attributeName));
  // A form attribute's removal is the form control's to handle (form-control.ts), not a prop to clear.
  const propOfAttribute = new Map(props.filter((prop) => !(prop in formAttributes)).map((prop) => [attributeName(prop), prop]));
  const warned = new WeakMap<HTMLElement, Set<string>>();

  function warnOnce(element: HTMLElement, attribute: string) {
    const seen = warned.get(element) ?? new Set<string>();
    warned.set(element, seen);
    if (seen.has(attribute)) return;
    seen.add(attribute);
    console.warn(`<${meta.tag}>: the ${attribute} attribute is not valid JSON; the last valid value stays.`);
  }

  class ShopSafeElement extends Base {
    constructor() {
      constructing = jsonAttributes;
      try {
        super();
      } finally {
        constructing = undefined;
      }
      for (const prop of props) {
        if (!Object.prototype.hasOwnProperty.call(this, prop)) continue;
        const value = (this as unknown as Record<string, unknown>)[prop];
        delete (this as unknown as Record<string, unknown>)[prop];
        (this as unknown as Record<string, unknown>)[prop] = value;
      }
    }

    override getAttribute(name: string): string | null {
      const value = super.getAttribute(name);
      if (constructing?.has(name) && value !== null && !isJson(value)) {
        warnOnce(this, name);
        return null;
      }
      return value;
    }

    override attributeChangedCallback(name: string, before: string | null, after: string | null): void {
      if (jsonAttributes.has(name) && after !== null && !isJson(after)) return warnOnce(this, name);
      const prop = propOfAttribute.get(name);
      if (after === null && prop !== undefined) {
        delete this[PROPS][prop];
        return this[RENDER]();
      }
      super.attributeChangedCallback(name, before, after);
    }

    override connectedCallback(): void {
      // Moved within one task: the tree is still mounted (see disconnectedCallback).
      if (this[CONTEXT]) return;
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Unmount only if the element is still out of the document once the task that moved it is done.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    get updateComplete(): Promise<void> {
      return firstRenderOf(this).promise;
    }
  }

  for (const prop of props) {
    const inherited = accessorOf(Base.prototype, prop);
    if (!inherited?.set || !inherited.get) continue;
    const attribute = attributeName(prop);
    Object.defineProperty(ShopSafeElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get: inherited.get,
      set(this: R2wcInstance, value: unknown) {
        if (value !== null && value !== undefined) return inherited.set!.call(this, value);
        // Cleared: the prop goes back to the component's default and the attribute goes.
        delete this[PROPS][prop];
        if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
        else this[RENDER]();
      },
    });
  }
  return ShopSafeElement;
}
