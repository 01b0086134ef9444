import type { ReadonlySignal } from '@preact/signals-react';
import { toJson } from '../contracts/json';
import { memoryStore, type KeyValueStore } from './key-value-store';
import { persistedSignal } from './persisted-signal';

/** One product the user put aside to compare, save or export. */
export interface SelectedListEntry {
  /** Identity: a hash of valve, series, size, part number and the sorted condition values. */
  hash: string;
}

/**
 * Where the list is kept in local storage. The version is the stored shape's: a release that changes the shape
 * takes a new key, so an old list is left alone rather than misread. The host site and every
 * `<vs-selection-strip>` on the maker's origin share this key, hence one list.
 */
export const selectedListKey = 'vs.selection.V2.items';

/** The Selected List ("Selected List"): products in the order they were added, each at most once. */
export interface SelectedList<Entry extends SelectedListEntry = SelectedListEntry> {
  entries: ReadonlySignal<readonly Entry[]>;
  /** Adds the entry unless one with its hash is there; true when it was added. */
  add(entry: Entry): boolean;
  /** The entry of `hash`, if listed. */
  find(hash: string): Entry | undefined;
  /** Removes the entry of `hash`; true when there was one. */
  remove(hash: string): boolean;
  /** Removes the entries of `hashes` (the multi-select "Delete selection"); the number removed. */
  removeMany(hashes: Iterable<string>): number;
  clear(): void;
  /** The list becomes `entries` (the server's saved list at sign-in), each hash kept once, the first. */
  replace(entries: readonly Entry[]): void;
  /** Reads the store again: another tab, or another strip on the page, changed the list. */
  reload(): void;
}

export interface SelectedListOptions<Entry extends SelectedListEntry> {
  /** Where the list is kept; default memory (nothing outlives the page). */
  store?: KeyValueStore;
  /** Default selectedListKey. */
  key?: string;
  /** A stored value as an entry, or undefined to drop it; default: any object with a non-empty `hash`. */
  read?: (value: unknown) => Entry | undefined;
}

/**
 * The list `now` with the entries of `removed` back where they stood in `before` (an Undo, issue 37): what was added
 * since stays, after them; what else left since stays out.
 */
export function withRestored<Entry extends SelectedListEntry>(now: readonly Entry[], before: readonly Entry[], removed: Iterable<string>): Entry[] {
  const back = new Set(removed);
  const current = new Map(now.map((entry) => [entry.hash, entry]));
  const restored = before.flatMap((entry) => (back.has(entry.hash) || current.has(entry.hash) ? [current.get(entry.hash) ?? entry] : []));
  const kept = new Set(restored.map((entry) => entry.hash));
  return [...restored, ...now.filter((entry) => !kept.has(entry.hash))];
}

function readEntry<Entry extends SelectedListEntry>(value: unknown): Entry | undefined {
  const hash = (value as { hash?: unknown } | null)?.hash;
  return typeof hash === 'string' && hash !== '' ? (value as Entry) : undefined;
}

export function createSelectedList<Entry extends SelectedListEntry = SelectedListEntry>(
  options: SelectedListOptions<Entry> = {},
): SelectedList<Entry> {
  const store = options.store ?? memoryStore();
  const key = options.key ?? selectedListKey;
  const readOne = options.read ?? readEntry<Entry>;
  const parse = (text: string): readonly Entry[] | undefined => {
    try {
      const stored: unknown = JSON.parse(text);
      if (!Array.isArray(stored)) return undefined;
      const seen = new Set<string>();
      const entries: Entry[] = [];
      for (const value of stored) {
        const entry = readOne(value);
        if (!entry || seen.has(entry.hash)) continue;
        seen.add(entry.hash);
        entries.push(entry);
      }
      return entries;
    } catch {
      return undefined;
    }
  };
  const entries = persistedSignal<readonly Entry[]>(store, key, parse, [], (value) =>
    value.length === 0 ? undefined : toJson(value),
  );
  const listed = (hash: string) => entries.value.some((entry) => entry.hash === hash);

  return {
    entries,
    add(entry) {
      if (listed(entry.hash)) return false;
      entries.value = [...entries.value, entry];
      return true;
    },
    find: (hash) => entries.value.find((entry) => entry.hash === hash),
    remove(hash) {
      if (!listed(hash)) return false;
      entries.value = entries.value.filter((entry) => entry.hash !== hash);
      return true;
    },
    removeMany(hashes) {
      const gone = new Set(hashes);
      const kept = entries.value.filter((entry) => !gone.has(entry.hash));
      const removed = entries.value.length - kept.length;
      if (removed > 0) entries.value = kept;
      return removed;
    },
    clear() {
      entries.value = [];
    },
    replace(next) {
      const seen = new Set<string>();
      entries.value = next.filter((entry) => !seen.has(entry.hash) && Boolean(seen.add(entry.hash)));
    },
    reload() {
      const stored = store.getItem(key);
      entries.value = (stored === null ? undefined : parse(stored)) ?? [];
    },
  };
}
