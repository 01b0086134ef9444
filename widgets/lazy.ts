/**
 * Every tag the loader knows, with the import that defines it. The import specifiers are relative, so the
 * built chunks are fetched from where the loader itself was served, on any page of any origin.
 */
export const widgetLoaders: Record<string, () => Promise<unknown>> = {
  'vs-unit-converter': () => import('./unit-converter/unit-converter.element'),
  'vs-search-box': () => import('./search-box/search-box.element'),
  'vs-refrigerant-chooser': () => import('./refrigerant-chooser/refrigerant-chooser.element'),
  'vs-approvals-chooser': () => import('./approvals-chooser/approvals-chooser.element'),
  'vs-performance-chart': () => import('./performance-chart/performance-chart.element'),
  'vs-selector': () => import('./selector/selector.element'),
  'vs-selection-strip': () => import('./selection-strip/selection-strip.element'),
  'vs-pt-chart': () => import('./pt-chart/pt-chart.element'),
};

/**
 * Starts loading the code of each known `vs-*` element, at or under `root`, that is not defined yet; each tag
 * once per `started` set. Returns the tags it started.
 */
export function loadUndefined(root: Document | Element, started: Set<string>): string[] {
  const candidates = [...root.querySelectorAll(':not(:defined)')];
  if (root instanceof Element && !root.matches(':defined')) candidates.push(root);
  const tags: string[] = [];
  for (const { localName: tag } of candidates) {
    const load = widgetLoaders[tag];
    if (!load || started.has(tag)) continue;
    started.add(tag);
    tags.push(tag);
    load().catch((error: unknown) => {
      // A chunk that failed (offline, blocked) is tried again when the tag next appears.
      started.delete(tag);
      console.error(`[valve-selector] could not load <${tag}>`, error);
    });
  }
  return tags;
}
