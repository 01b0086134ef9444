import { elementModules } from './elements';

/** The table as the loader reads it: any tag a page holds, known or not. */
const loaders: Readonly<Record<string, () => Promise<unknown>>> = elementModules;

/**
 * Starts loading the code of each known `vs-*` element, at or under `root`, that is not defined yet; each tag
 * once per `started` set. Returns the tags it started.
 */
export function loadUndefined(root: Document | Element, started: Set<string>): string[] {
  const candidates = [...root.querySelectorAll(':not(:defined)')];
  if (root instanceof Element && !root.matches(':defined')) candidates.push(root);
  const tags: string[] = [];
  for (const { localName: tag } of candidates) {
    const load = loaders[tag];
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
