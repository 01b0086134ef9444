import { signal, type ReadonlySignal } from '@preact/signals-react';

/** One product the user put aside to compare, save or export. */
export interface SelectionEntry {
  /** Identity: a hash of valve, series, size, part number and the sorted condition values. */
  hash: string;
}

/** The selection list ("Selected List"): products in the order they were added, each at most once. */
export interface SelectionList<Entry extends SelectionEntry = SelectionEntry> {
  entries: ReadonlySignal<readonly Entry[]>;
  /** Adds the entry unless one with its hash is there; true when it was added. */
  add(entry: Entry): boolean;
  clear(): void;
}

export function createSelectionList<Entry extends SelectionEntry = SelectionEntry>(): SelectionList<Entry> {
  const entries = signal<readonly Entry[]>([]);
  return {
    entries,
    add(entry) {
      if (entries.value.some((existing) => existing.hash === entry.hash)) return false;
      entries.value = [...entries.value, entry];
      return true;
    },
    clear() {
      entries.value = [];
    },
  };
}
