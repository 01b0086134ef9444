// Form-associated custom elements (issue 16): a widget whose meta has `form` takes part in the shop's forms as an
// <input> does. ElementInternals carries its value into FormData and its validity into the form's checks; reset,
// state restore (back/forward, autofill), `<fieldset disabled>` and Enter reach it through the form callbacks.
// The component only reports the user's choice (useFormValue); everything else is built here once, from `meta.form`.
import { useContext, useEffect } from 'react';
import { toJson } from '../../../src/contracts/json';
import { propsOf } from './custom-element';
import type { FormSpec, WidgetMeta } from './meta';
import { attributeName } from './meta';
import { WidgetContext } from './widget-context';

const STATE = Symbol('form state');

/** The element custom-element.ts makes, which this class extends. */
interface WidgetHost extends HTMLElement {
  attributeChangedCallback(name: string, before: string | null, after: string | null): void;
}

type WidgetHostClass = (new () => WidgetHost) & { readonly observedAttributes: string[] };

interface FormState {
  form: FormSpec;
  internals: ElementInternals;
  /** The user's latest choice as props (what the component reported); `null` where nothing is chosen. */
  chosen: Record<string, unknown>;
  /** The first choice reported, with no user action yet: what a reset returns to where no attribute says. */
  initial: Record<string, unknown> | undefined;
  /** The disabled state the form gives (own attribute or a disabled fieldset). */
  disabled: boolean;
  /** Bumped by each form reset: the component is mounted afresh. */
  resets: number;
  /** The message of a required widget with nothing chosen, in the widget's language. */
  missing: string;
}

type FormHost = WidgetHost & { [STATE]: FormState };

/** What the form gives the widget's root on each render. */
export interface FormView {
  disabled: boolean;
  resets: number;
}

function isFormHost(host: HTMLElement): host is FormHost {
  return STATE in host;
}

/** The form state of `host`, when it is a form-associated widget. */
export function formViewOf(host: HTMLElement): FormView | undefined {
  if (!isFormHost(host)) return undefined;
  const { disabled, resets } = host[STATE];
  return { disabled, resets };
}

/** The widget's root tells the element the message of a missing value once its language is known. */
export function setMissingMessage(host: HTMLElement, message: string): void {
  if (!isFormHost(host) || host[STATE].missing === message) return;
  host[STATE].missing = message;
  updateForm(host);
}

/**
 * Reports the user's choice, as the props that would show it (`{ refrigerant: 'R32' }`), to the element around
 * the component: its value, form data and validity follow. Nothing happens in a plain React app.
 */
export function useFormValue(choice: Record<string, unknown>): void {
  const host = useContext(WidgetContext)?.host;
  // Undefined is written as null so that a cleared value is still reported (toJson: a shop's patched
  // Array.prototype.toJSON would turn a list into text).
  const key = toJson(Object.fromEntries(Object.entries(choice).map(([prop, value]) => [prop, value ?? null])));
  useEffect(() => {
    if (host && isFormHost(host)) chosen(host, JSON.parse(key) as Record<string, unknown>);
  }, [host, key]);
}

/** A prop's value as form data: lists comma-separated, nothing for null. */
function formText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

function chosen(element: FormHost, choice: Record<string, unknown>) {
  const state = element[STATE];
  state.initial ??= choice;
  state.chosen = choice;
  updateForm(element);
}

function controlOf(element: HTMLElement, form: FormSpec): HTMLElement | undefined {
  return element.shadowRoot?.querySelector<HTMLElement>(`[part~="${form.control}"]`) ?? undefined;
}

function updateForm(element: FormHost) {
  const { form, internals, chosen: choice, missing } = element[STATE];
  const text = formText(choice[form.value]);
  const name = element.getAttribute('name');
  const restore = toJson(choice);
  if (form.entries && name) {
    const data = new FormData();
    if (text !== null) data.append(name, text);
    for (const [suffix, prop] of Object.entries(form.entries)) {
      const more = formText(choice[prop]);
      if (more !== null) data.append(`${name}-${suffix}`, more);
    }
    internals.setFormValue(data, restore);
  } else {
    internals.setFormValue(text, restore);
  }
  if (element.hasAttribute('required') && (text === null || text === '')) {
    // setValidity refuses an empty message. The root gives the translated one before the component's first
    // report; until then (an element connected before React rendered it) a plain English sentence, not a key.
    internals.setValidity({ valueMissing: true }, missing || 'Please fill in this field.', controlOf(element, form));
  } else {
    internals.setValidity({});
  }
}

/** The accessor of `prop` that `proto` or a class it extends defines. */
export function accessorOf(proto: object, prop: string): PropertyDescriptor | undefined {
  for (let at: object | null = proto; at; at = Object.getPrototypeOf(at) as object | null) {
    const found = Object.getOwnPropertyDescriptor(at, prop);
    if (found) return found;
  }
  return undefined;
}

/**
 * `r2wcClass` as a form-associated element when `meta.form` says so (else unchanged): `name`, `disabled`,
 * `required`, `value` (standing for `meta.form.value`), the validity API, the form callbacks, Enter submitting
 * from a text control, and `focus()` reaching the control.
 */
export function formControl(elementClass: CustomElementConstructor, meta: WidgetMeta): CustomElementConstructor {
  if (!meta.form) return elementClass;
  const form: FormSpec = meta.form;
  const Base = elementClass as unknown as WidgetHostClass;
  const chosenAttributes = new Map<string, string>();
  const chosenProps = [form.value, ...Object.values(form.entries ?? {})];
  for (const prop of chosenProps) chosenAttributes.set(attributeName(prop), prop);

  class FormElement extends Base {
    static formAssociated = true;

    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, 'name', 'required'];
    }

    [STATE]: FormState = { form, internals: this.attachInternals(), chosen: {}, initial: undefined, disabled: false, resets: 0, missing: '' };

    constructor() {
      super();
      // `value` set before the code arrived hides the alias below; meta's own props the shop-safe class re-applies.
      if (form.value !== 'value' && Object.prototype.hasOwnProperty.call(this, 'value')) {
        const early = (this as { value?: unknown }).value;
        delete (this as { value?: unknown }).value;
        (this as { value?: unknown }).value = early;
      }
      this.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
        // Only the value's own text input: Enter on a button is the button's, and in a panel's search field it filters.
        const target = event.composedPath()[0];
        if (!(target instanceof HTMLInputElement) || !target.matches(`[part~="${form.control}"]`)) return;
        event.preventDefault();
        this[STATE].internals.form?.requestSubmit();
      });
    }

    // r2wc attaches the shadow root in its constructor: a click on the element's padding focuses the control (the
    // checked radio of a group, as focus() below).
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return super.attachShadow({ ...init, delegatesFocus: true });
    }

    override attributeChangedCallback(name: string, before: string | null, after: string | null): void {
      if (name === 'name' || name === 'required') return updateForm(this as FormHost);
      // The page set the choice's attribute (or removed it): that, not the user's last choice, is the value now.
      const prop = chosenAttributes.get(name);
      // (No state yet while the base class's constructor re-applies a property set before the upgrade.)
      if (prop !== undefined) delete (this[STATE] as FormState | undefined)?.chosen[prop];
      super.attributeChangedCallback(name, before, after);
    }

    override focus(options?: FocusOptions): void {
      const control = controlOf(this, form);
      // A group (the unit set's radios) is focused at its checked choice, as a radio group is.
      const target = control?.matches('input, select, button, textarea')
        ? control
        : // Two queries: one selector list would answer the first control in the document, checked or not.
          (control?.querySelector<HTMLElement>('input:checked') ?? control?.querySelector<HTMLElement>('input, select, button'));
      if (target) target.focus(options);
      else super.focus(options);
    }

    formDisabledCallback(disabled: boolean): void {
      this[STATE].disabled = disabled;
      propsOf(this).changed();
    }

    formResetCallback(): void {
      const state = this[STATE];
      for (const prop of chosenProps) {
        const attribute = attributeName(prop);
        const text = this.getAttribute(attribute);
        const initial = state.initial?.[prop];
        // Through the element's parsing, which refuses a json attribute that is not JSON or not of its shape.
        if (text !== null) super.attributeChangedCallback(attribute, null, text);
        else propsOf(this).set(prop, initial ?? undefined);
      }
      state.chosen = {};
      state.initial = undefined;
      state.resets += 1;
      propsOf(this).changed();
    }

    formStateRestoreCallback(restored: string | File | FormData | null): void {
      if (typeof restored !== 'string') return;
      const choice = JSON.parse(restored) as Record<string, unknown>;
      for (const prop of chosenProps) {
        if (prop in choice) (this as unknown as Record<string, unknown>)[prop] = choice[prop] ?? undefined;
      }
    }

    get name(): string {
      return this.getAttribute('name') ?? '';
    }

    set name(name: string) {
      this.setAttribute('name', name);
    }

    get disabled(): boolean {
      return this.hasAttribute('disabled');
    }

    set disabled(disabled: boolean) {
      this.toggleAttribute('disabled', Boolean(disabled));
    }

    get required(): boolean {
      return this.hasAttribute('required');
    }

    set required(required: boolean) {
      this.toggleAttribute('required', Boolean(required));
    }

    get form(): HTMLFormElement | null {
      return this[STATE].internals.form;
    }

    get validity(): ValidityState {
      return this[STATE].internals.validity;
    }

    get validationMessage(): string {
      return this[STATE].internals.validationMessage;
    }

    get willValidate(): boolean {
      return this[STATE].internals.willValidate;
    }

    checkValidity(): boolean {
      return this[STATE].internals.checkValidity();
    }

    reportValidity(): boolean {
      return this[STATE].internals.reportValidity();
    }
  }

  // The chosen props read what the user chose last; a value the page sets is the component's to apply and report.
  for (const prop of chosenProps) {
    const inherited = accessorOf(Base.prototype, prop);
    if (!inherited?.get || !inherited.set) continue;
    Object.defineProperty(FormElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: FormHost) {
        const choice = (this[STATE] as FormState | undefined)?.chosen ?? {};
        return prop in choice ? (choice[prop] ?? undefined) : inherited.get!.call(this);
      },
      set(this: FormHost, value: unknown) {
        delete (this[STATE] as FormState | undefined)?.chosen[prop];
        inherited.set!.call(this, value);
      },
    });
  }
  if (form.value !== 'value') {
    Object.defineProperty(FormElement.prototype, 'value', {
      configurable: true,
      enumerable: true,
      get(this: Record<string, unknown>) {
        return this[form.value];
      },
      set(this: Record<string, unknown>, value: unknown) {
        this[form.value] = value;
      },
    });
  }
  return FormElement;
}
