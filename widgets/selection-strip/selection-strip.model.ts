/**
 * The strip's own state, apart from the list it shows: expanded or not, the multi-select mode that Clear opens
 * and what is ticked in it, and the inline notice. The list itself is src/state's selection list (the host's, or
 * one the element keeps in local storage).
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { SelectionItem, SelectionList } from '../../src/state';

/** The actions that need a signed-in user until the accounts issue brings them. */
export type SignInAction = 'save' | 'export';

export interface SelectionStripModel {
  readonly expanded: ReadonlySignal<boolean>;
  /** Clear was pressed: items show tick boxes; Cancel, Delete selection and Remove All replace the tools. */
  readonly selecting: ReadonlySignal<boolean>;
  readonly ticked: ReadonlySignal<ReadonlySet<string>>;
  /** The action that was refused for want of a session, shown inline until the next action. */
  readonly notice: ReadonlySignal<SignInAction | undefined>;
  readonly count: ReadonlySignal<number>;
  toggleExpanded(): void;
  startSelecting(): void;
  cancelSelecting(): void;
  tick(hash: string, on: boolean): void;
  /** Removes the ticked items and leaves the mode; the hashes removed. */
  deleteTicked(): string[];
  /** Empties the list and leaves the mode; the hashes removed. */
  removeAll(): string[];
  refuse(action: SignInAction): void;
}

export function createSelectionStripModel(list: SelectionList<SelectionItem>): SelectionStripModel {
  const expanded = signal(false);
  const selecting = signal(false);
  const ticked = signal<ReadonlySet<string>>(new Set());
  const notice = signal<SignInAction | undefined>(undefined);
  const count = computed(() => list.entries.value.length);

  function leave() {
    selecting.value = false;
    ticked.value = new Set();
  }

  return {
    expanded,
    selecting,
    ticked,
    notice,
    count,
    toggleExpanded() {
      batch(() => {
        expanded.value = !expanded.value;
        notice.value = undefined;
      });
    },
    startSelecting() {
      batch(() => {
        selecting.value = true;
        expanded.value = true;
        ticked.value = new Set();
        notice.value = undefined;
      });
    },
    cancelSelecting: () => batch(leave),
    tick(hash, on) {
      const next = new Set(ticked.value);
      if (on) next.add(hash);
      else next.delete(hash);
      ticked.value = next;
    },
    deleteTicked() {
      const hashes = list.entries.value.map((item) => item.hash).filter((hash) => ticked.value.has(hash));
      batch(() => {
        list.removeMany(hashes);
        leave();
      });
      return hashes;
    },
    removeAll() {
      const hashes = list.entries.value.map((item) => item.hash);
      batch(() => {
        list.clear();
        leave();
      });
      return hashes;
    },
    refuse(action) {
      notice.value = action;
    },
  };
}

/** The details page of an item: `details?PartNumber=...&Hashkey=...` under `base`. */
export function detailsUrl(base: string, item: SelectionItem): string {
  const params = new URLSearchParams({ PartNumber: item.product.PartNumber, Hashkey: item.hash });
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}
