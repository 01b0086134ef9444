import { batch } from '@preact/signals-react';
import { localStore, type KeyValueStore } from './key-value-store';
import { createProductChoice, type ProductChoice } from './product-choice';
import { readSelectionItem, type SelectionItem } from './selection-item';
import { createSelectionList, type SelectionList } from './selection-list';
import { createSession, type Session } from './session';

/** Everything the app keeps about its user. The app creates it once; tests create as many as they like. */
export interface AppState {
  session: Session;
  /** The selection list, kept in the store under selectionListKey. */
  selection: SelectionList<SelectionItem>;
  /** The refrigerant and approvals chosen on the home page, kept in the store. */
  choice: ProductChoice;
  /** Forgets the token and empties the selection list, as when the server says the session is gone. */
  endSession(): void;
}

export interface AppStateOptions {
  /** Where the session and the selection list are kept; localStorage by default. */
  store?: KeyValueStore;
  /** The browser's language, used until the user picks one. */
  preferredLanguage?: string;
}

export function createAppState(options: AppStateOptions = {}): AppState {
  const store = options.store ?? localStore();
  const session = createSession(store, options.preferredLanguage);
  const selection = createSelectionList<SelectionItem>({ store, read: readSelectionItem });
  return {
    session,
    selection,
    choice: createProductChoice(store),
    endSession: () =>
      batch(() => {
        session.token.value = undefined;
        selection.clear();
      }),
  };
}
