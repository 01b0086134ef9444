// Every widget of the table in elements.ts: importing this module defines them all (esm/index.js for bundlers,
// whose .d.ts also carries the typings of every tag and event), and widgetEntries() lists them for the builds,
// the manifest and the docs. The classic one-script bundle is written from the same table
// (scripts/build-widgets.ts).
import { elementModules, type WidgetTag } from './elements';
import { elementClassName, type WidgetMeta } from './internal/element/meta';

for (const load of Object.values(elementModules)) void load();

/** A widget as the builds, the manifest and the docs read it. */
export interface WidgetEntry {
  tag: WidgetTag;
  /** The folder and file name: `unit-converter`. */
  name: string;
  meta: WidgetMeta;
  /** The element class its module exports: `UnitConverterElement`. */
  className: string;
}

/** Every widget in the table's order, read from its module (in Node, where defining an element is a no-op). */
export function widgetEntries(): Promise<WidgetEntry[]> {
  return Promise.all(
    Object.entries(elementModules).map(async ([tag, load]) => ({
      tag: tag as WidgetTag,
      name: tag.replace(/^vs-/, ''),
      meta: (await load()).meta,
      className: elementClassName(tag),
    })),
  );
}
