/**
 * The search box's state, apart from rendering: the part-number index, what the user typed, whether the popup
 * is open and which row is active, and the view derived from them with the catalogue's matcher (the rules of
 * the specification live there: first 10, too short, no match, every word narrows, case-insensitive).
 *
 * Two kinds of writes: `setEntries()` / `fail()` when the index arrives or cannot, and the user's actions
 * (`setText`, `open`, `close`, `move`). The model raises no events: the component reports `onSelect` when the
 * user chooses a row.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { SearchMatcher, queryWords, type SearchTuple } from '../../src/catalogue/search';

/** One part number, as `vs-select` reports it. */
export interface SearchEntry {
  partNumber: string;
  /** The family's code (Classname), e.g. `Sov`: the `valveName` of the site's addresses. */
  valveName: string;
  serial: string;
  size: string;
}

/** Rows drawn at most; the count says how many more matched (typing on narrows them). */
export const maxShownRows = 100;

/** What the popup shows. `rows` are indexes into the entries; `words` are the query's, for highlighting. */
export type SearchBoxView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'too-short' }
  | { kind: 'none' }
  | { kind: 'rows'; rows: readonly number[]; total: number; words: readonly string[] };

export interface SearchBoxModel {
  readonly entries: ReadonlySignal<readonly SearchTuple[] | undefined>;
  readonly text: ReadonlySignal<string>;
  readonly isOpen: ReadonlySignal<boolean>;
  /** Position of the active row in the view's rows; -1 when none is. */
  readonly active: ReadonlySignal<number>;
  readonly view: ReadonlySignal<SearchBoxView>;
  /** The index arrived (or the host gave it): the matcher is built once per list. */
  setEntries(entries: readonly SearchTuple[]): void;
  /** The index could not be loaded. */
  fail(): void;
  setText(text: string): void;
  open(): void;
  close(): void;
  /** Moves the active row by `step`, wrapping at both ends; opens the popup first when it is closed. */
  move(step: 1 | -1): void;
  setActive(position: number): void;
  /** The entry of a view row (an index into the entries). */
  entryAt(row: number): SearchEntry | undefined;
  /** The active row's entry, if a row is active. */
  activeEntry(): SearchEntry | undefined;
}

export function createSearchBoxModel(entries?: readonly SearchTuple[]): SearchBoxModel {
  const list = signal<readonly SearchTuple[] | undefined>(entries);
  const failed = signal(false);
  const text = signal('');
  const isOpen = signal(false);
  const active = signal(-1);
  const matcher = computed(() => (list.value ? new SearchMatcher(list.value) : undefined));

  const view = computed<SearchBoxView>(() => {
    const m = matcher.value;
    if (!m) return failed.value ? { kind: 'failed' } : { kind: 'loading' };
    const result = m.search(text.value, maxShownRows);
    switch (result.status) {
      case 'too-short':
        return { kind: 'too-short' };
      case 'none':
        return { kind: 'none' };
      default:
        return { kind: 'rows', rows: result.rows, total: result.total, words: queryWords(text.value) };
    }
  });

  const rowCount = () => {
    const v = view.peek();
    return v.kind === 'rows' ? v.rows.length : 0;
  };

  function entryAt(row: number): SearchEntry | undefined {
    const tuple = list.peek()?.[row];
    return tuple && { valveName: tuple[0], serial: tuple[1], size: tuple[2], partNumber: tuple[3] };
  }

  return {
    entries: list,
    text,
    isOpen,
    active,
    view,
    setEntries(next) {
      batch(() => {
        list.value = next;
        failed.value = false;
        active.value = -1;
      });
    },
    fail() {
      failed.value = true;
    },
    setText(next) {
      batch(() => {
        text.value = next;
        isOpen.value = true;
        active.value = -1;
      });
    },
    open() {
      isOpen.value = true;
    },
    close() {
      batch(() => {
        isOpen.value = false;
        active.value = -1;
      });
    },
    move(step) {
      if (!isOpen.peek()) {
        batch(() => {
          isOpen.value = true;
          active.value = step === 1 ? 0 : rowCount() - 1;
        });
        return;
      }
      const n = rowCount();
      if (n === 0) return;
      const current = active.peek();
      active.value = current === -1 ? (step === 1 ? 0 : n - 1) : (current + step + n) % n;
    },
    setActive(position) {
      if (position >= -1 && position < rowCount()) active.value = position;
    },
    entryAt,
    activeEntry() {
      const v = view.peek();
      const position = active.peek();
      return v.kind === 'rows' && position >= 0 ? entryAt(v.rows[position]!) : undefined;
    },
  };
}
