// Every widget, once: its tag and the import of the module that defines its element (`<name>/<name>.element`,
// exporting `meta` and the class `<Name>Element`). The module loader (lazy.ts) imports a widget's module when
// its tag first appears; the classic bundle (index.ts), the ES modules for bundlers, the manifest and the docs
// (scripts/) read the same table; the typings below are derived from it. A new widget adds its row and its class.
//
// The imports are relative, so that the built chunks are fetched from where the loader itself was served, on
// any page of any origin; they are dynamic, so that the loader stays tiny.
import type { ApprovalsChooserElement } from './approvals-chooser/approvals-chooser.element';
import type { ElementClassName, WidgetClass, WidgetElement, WidgetEventDetails } from './internal/element/element-types';
import type { WidgetMeta } from './internal/element/meta';
import type { PerformanceChartElement } from './performance-chart/performance-chart.element';
import type { PtChartElement } from './pt-chart/pt-chart.element';
import type { RefrigerantChooserElement } from './refrigerant-chooser/refrigerant-chooser.element';
import type { SearchBoxElement } from './search-box/search-box.element';
import type { SelectionStripElement } from './selection-strip/selection-strip.element';
import type { SelectorElement } from './selector/selector.element';
import type { UnitConverterElement } from './unit-converter/unit-converter.element';
import type { UnitSetChooserElement } from './unit-set-chooser/unit-set-chooser.element';

/**
 * Each tag's element class, named rather than read from the table's `import()` types: the package's declaration
 * bundler writes a module's `import()` type as a namespace of `typeof` its exports, types too, which a shop's
 * TypeScript rejects when it checks libraries (skipLibCheck false). The table below is checked against these.
 */
interface ElementClasses {
  'vs-unit-converter': typeof UnitConverterElement;
  'vs-search-box': typeof SearchBoxElement;
  'vs-refrigerant-chooser': typeof RefrigerantChooserElement;
  'vs-approvals-chooser': typeof ApprovalsChooserElement;
  'vs-performance-chart': typeof PerformanceChartElement;
  'vs-selector': typeof SelectorElement;
  'vs-selection-strip': typeof SelectionStripElement;
  'vs-pt-chart': typeof PtChartElement;
  'vs-unit-set-chooser': typeof UnitSetChooserElement;
}

export type WidgetTag = keyof ElementClasses;

/**
 * What the loader, the builds and the typings read of a tag's module: its meta and its element class, exported by
 * the name elementClassName(tag) gives (tests/unit/widgets/registry.test.ts holds every module to that name).
 */
type ElementModule<T extends WidgetTag> = { readonly meta: WidgetMeta } & { readonly [K in ElementClassName<T>]: ElementClasses[T] };

export const elementModules: { readonly [T in WidgetTag]: () => Promise<ElementModule<T>> } = {
  'vs-unit-converter': () => import('./unit-converter/unit-converter.element'),
  'vs-search-box': () => import('./search-box/search-box.element'),
  'vs-refrigerant-chooser': () => import('./refrigerant-chooser/refrigerant-chooser.element'),
  'vs-approvals-chooser': () => import('./approvals-chooser/approvals-chooser.element'),
  'vs-performance-chart': () => import('./performance-chart/performance-chart.element'),
  'vs-selector': () => import('./selector/selector.element'),
  'vs-selection-strip': () => import('./selection-strip/selection-strip.element'),
  'vs-pt-chart': () => import('./pt-chart/pt-chart.element'),
  'vs-unit-set-chooser': () => import('./unit-set-chooser/unit-set-chooser.element'),
};

/** A tag's element class; undefined only where defineWidget defines nothing (Node). */
type ClassOf<T extends WidgetTag> = NonNullable<ElementClasses[T]>;

/** Each tag's element. */
export type WidgetElements = { [T in WidgetTag]: ClassOf<T> extends WidgetClass<infer M, infer P> ? WidgetElement<M, P> : never };

/** The events of a tag's element, each with its detail. */
export type EventDetailsOf<T extends WidgetTag> = ClassOf<T> extends WidgetClass<infer M, infer P> ? WidgetEventDetails<M, P> : never;

/** Every tag's events and their details, one object per tag (a union). */
type AllEventDetails = { [T in WidgetTag]: EventDetailsOf<T> }[WidgetTag];

type KeysOfUnion<U> = U extends unknown ? keyof U : never;

/**
 * Each `vs-*` event of any widget. Widgets that fire the same event (both choosers fire `vs-change`) need not
 * know each other: its detail is the union of theirs, told apart by their fields.
 */
export type WidgetEvents = {
  [E in KeysOfUnion<AllEventDetails>]: CustomEvent<AllEventDetails extends infer D ? (D extends Record<E, infer Detail> ? Detail : never) : never>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetElements {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends WidgetEvents {}
}
