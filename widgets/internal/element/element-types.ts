// The types of a widget's custom element, derived from its `meta` and its component's props, so that nothing
// restates what meta says: the element's properties (attribute `type` -> property type, `values` -> a union, a
// `json` attribute -> the component's prop type), its events (`vs-x` -> the detail its `onX` callback receives)
// and the check, at defineWidget(), that the component serves the meta. widgets/elements.ts writes them into
// HTMLElementTagNameMap, GlobalEventHandlersEventMap and React's JSX.IntrinsicElements from its one table.
import type { ComponentType } from 'react';
import type { AttributeSpec, formAttributes, WidgetMeta, widgetAttributes } from './meta';

/** `input-change` -> `InputChange`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** `vs-input-change` -> `onInputChange`: callbackName() as a type. */
export type CallbackName<E extends string> = E extends `vs-${infer Name}` ? `on${Pascal<Name>}` : never;

/** `vs-unit-converter` -> `UnitConverterElement`: elementClassName() as a type. */
export type ElementClassName<T extends string> = T extends `vs-${infer Name}` ? `${Pascal<Name>}Element` : never;

/** `'2'` -> `2`: the values of a number attribute are written as HTML writes them. */
type NumberOf<V extends string> = V extends `${infer N extends number}` ? N : never;

/**
 * What an attribute's text becomes on the element: its `values` as a union (numbers for a `number`), else its
 * type's; a `json` attribute is whatever the component takes (`Json`).
 */
type AttributeValue<S extends AttributeSpec, Json> = S['type'] extends 'json'
  ? Json
  : S extends { values: readonly (infer V extends string)[] }
    ? S['type'] extends 'number'
      ? NumberOf<V>
      : V
    : { string: string; number: number; boolean: boolean }[Exclude<S['type'], 'json'>];

/**
 * The attributes the element handles itself (`lang`, `apiBase`, and a form control's `name`, `disabled`,
 * `required`) rather than passing them to the component.
 */
type OwnAttribute = keyof typeof widgetAttributes | keyof typeof formAttributes;

/** The attributes of `M` that reach the component as props. */
type ComponentAttribute<M extends WidgetMeta> = Exclude<keyof M['attributes'] & string, OwnAttribute>;

/**
 * The element's properties, one per attribute: setting one re-renders, as its attribute does. `lang` stays
 * HTMLElement's own string.
 */
export type WidgetProperties<M extends WidgetMeta, P> = {
  [K in Exclude<keyof M['attributes'] & string, 'lang'>]?: AttributeValue<
    M['attributes'][K],
    K extends keyof P ? Exclude<P[K], undefined> : never
  >;
};

/**
 * What a form-associated widget (meta `form`) has as an `<input>` has (form-control.ts): `value` standing for the
 * prop the user's choice is in, and the validity API.
 */
type FormMembers<M extends WidgetMeta, P> = M['form'] extends { value: infer V extends string }
  ? {
      value?: V extends keyof WidgetProperties<M, P> ? WidgetProperties<M, P>[V] : never;
      readonly form: HTMLFormElement | null;
      readonly validity: ValidityState;
      readonly validationMessage: string;
      readonly willValidate: boolean;
      checkValidity(): boolean;
      reportValidity(): boolean;
    }
  : unknown;

/** A widget's custom element as the DOM (and a React page) sees it. */
export type WidgetElement<M extends WidgetMeta, P> = HTMLElement &
  WidgetProperties<M, P> &
  FormMembers<M, P> & {
    /** Resolves once the element has rendered (custom-element.ts). */
    readonly updateComplete: Promise<void>;
  };

/** The detail of each of `M`'s events: what the component passes to the event's callback prop. */
export type WidgetEventDetails<M extends WidgetMeta, P> = {
  [E in keyof M['events'] & string]: CallbackName<E> extends keyof P
    ? NonNullable<P[CallbackName<E>]> extends (detail: infer D) => void
      ? D
      : never
    : never;
};

/**
 * What defineWidget() returns: the element class. Its type arguments are the meta and the component's props,
 * from which widgets/elements.ts reads the element and its events.
 */
export interface WidgetClass<M extends WidgetMeta, P> {
  new (): WidgetElement<M, P>;
  readonly prototype: WidgetElement<M, P>;
  /** The version of the widgets that defined the element. */
  readonly version: string;
}

/** The props of `M` the component lacks: every attribute but the element's own, and a callback per event. */
type MissingProps<M extends WidgetMeta, P> = Exclude<ComponentAttribute<M> | CallbackName<keyof M['events'] & string>, keyof P>;

/** The attributes whose values (per meta) the component's prop of the same name does not take. */
type RefusedAttributes<M extends WidgetMeta, P> = {
  [K in ComponentAttribute<M>]: K extends keyof P ? (AttributeValue<M['attributes'][K], P[K]> extends P[K] ? never : K) : never;
}[ComponentAttribute<M>];

/** The callback props that do not take exactly one argument, the event's detail. */
type UnfitCallbacks<M extends WidgetMeta, P> = {
  [E in keyof M['events'] & string]: CallbackName<E> extends keyof P
    ? NonNullable<P[CallbackName<E>]> extends (detail: never) => void
      ? never
      : CallbackName<E>
    : never;
}[keyof M['events'] & string];

/** The props a component lacks, or that do not take what the element passes them, to serve `M`. */
type UnservedProps<M extends WidgetMeta, P> = MissingProps<M, P> | RefusedAttributes<M, P> | UnfitCallbacks<M, P>;

/**
 * `unknown` when `Component` serves `M` (so `ComponentType<P> & ServesMeta<M, P>` is the component), else an
 * object type whose one property names the props that are missing or do not take what the element passes:
 * the compiler's error at defineWidget() names them. A meta typed only as WidgetMeta (no literal keys) says
 * nothing to check.
 */
export type ServesMeta<M extends WidgetMeta, P> = string extends keyof M['attributes']
  ? unknown
  : [UnservedProps<M, P>] extends [never]
    ? unknown
    : { 'props that are missing or do not take what meta says': UnservedProps<M, P> };

/** A component that serves `M`, for defineWidget()'s parameter. */
export type WidgetComponent<M extends WidgetMeta, P> = ComponentType<P> & NoInfer<ServesMeta<M, P>>;
