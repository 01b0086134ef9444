/**
 * The strip's own state, apart from the list it shows: expanded or not, the multi-select mode that Clear opens
 * and what is ticked in it, the delete waiting for the user's yes, and the message of the last action. The list
 * itself is src/state's selection list (the host's, or one the element keeps in local storage).
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { SelectedListItem, SelectedList } from '../../src/state';

/** The actions that need a signed-in user until the accounts issue brings them. */
export type SignInAction = 'save' | 'export';

/** What a delete takes: the ticked items (Delete selection) or every item (Remove All). */
export type DeleteScope = 'selection' | 'all';

/** A delete the user asked for and has not yet confirmed or cancelled. */
export interface PendingDelete {
  scope: DeleteScope;
  hashes: readonly string[];
}

/** The answer to the user's last action, shown in the strip's status line (SPEC §8's words). */
export type StripMessage =
  | { kind: 'sign-in'; action: SignInAction }
  | { kind: 'deleted' }
  | { kind: 'undeleted' };

export interface SelectionStripModel {
  readonly expanded: ReadonlySignal<boolean>;
  /** Clear was pressed: items show tick boxes; Cancel, Delete selection and Remove All replace the tools. */
  readonly selecting: ReadonlySignal<boolean>;
  readonly ticked: ReadonlySignal<ReadonlySet<string>>;
  /** Delete selection or Remove All was pressed: the strip asks before it deletes. */
  readonly pending: ReadonlySignal<PendingDelete | undefined>;
  /** Until the next action, or until the component lets it go after a while. */
  readonly message: ReadonlySignal<StripMessage | undefined>;
  toggleExpanded(): void;
  startSelecting(): void;
  cancelSelecting(): void;
  tick(hash: string, on: boolean): void;
  /** Asks to delete the ticked items, or all of them; nothing to delete asks nothing. */
  askDelete(scope: DeleteScope): void;
  /** The user said yes: the pending items go, the mode is left; the delete done, if one was pending. */
  confirmDelete(): PendingDelete | undefined;
  /** The user said no: nothing goes, the ticks stay; the delete dropped, if one was pending. */
  cancelDelete(): PendingDelete | undefined;
  refuse(action: SignInAction): void;
  dismissMessage(): void;
}

export function createSelectionStripModel(list: SelectedList<SelectedListItem>): SelectionStripModel {
  const expanded = signal(false);
  const selecting = signal(false);
  const ticked = signal<ReadonlySet<string>>(new Set());
  const pending = signal<PendingDelete | undefined>(undefined);
  const message = signal<StripMessage | undefined>(undefined);

  function leave() {
    selecting.value = false;
    ticked.value = new Set();
    pending.value = undefined;
  }

  return {
    expanded,
    selecting,
    ticked,
    pending,
    message,
    toggleExpanded() {
      batch(() => {
        expanded.value = !expanded.value;
        message.value = undefined;
      });
    },
    startSelecting() {
      batch(() => {
        selecting.value = true;
        expanded.value = true;
        ticked.value = new Set();
        message.value = undefined;
      });
    },
    cancelSelecting: () => batch(leave),
    tick(hash, on) {
      const next = new Set(ticked.value);
      if (on) next.add(hash);
      else next.delete(hash);
      ticked.value = next;
    },
    askDelete(scope) {
      const hashes = list.entries.value.map((item) => item.hash).filter((hash) => scope === 'all' || ticked.value.has(hash));
      if (hashes.length === 0) return;
      batch(() => {
        pending.value = { scope, hashes };
        message.value = undefined;
      });
    },
    confirmDelete() {
      const asked = pending.value;
      if (!asked) return undefined;
      batch(() => {
        list.removeMany(asked.hashes);
        leave();
        message.value = { kind: 'deleted' };
      });
      return asked;
    },
    cancelDelete() {
      const asked = pending.value;
      if (!asked) return undefined;
      batch(() => {
        pending.value = undefined;
        message.value = { kind: 'undeleted' };
      });
      return asked;
    },
    refuse(action) {
      message.value = { kind: 'sign-in', action };
    },
    dismissMessage() {
      message.value = undefined;
    },
  };
}
