import { batch } from '@preact/signals-react';
import { localStore, type KeyValueStore } from './key-value-store';
import { createSelectionList, type SelectionList } from './selection-list';
import { createSession, type Session } from './session';

/** Everything the app keeps about its user. The app creates it once; tests create as many as they like. */
export interface AppState {
  session: Session;
  selection: SelectionList;
  /** Forgets the token and empties the selection list, as when the server says the session is gone. */
  endSession(): void;
}

export interface AppStateOptions {
  /** Where the session is kept; localStorage by default. */
  store?: KeyValueStore;
  /** The browser's language, used until the user picks one. */
  preferredLanguage?: string;
}

export function createAppState(options: AppStateOptions = {}): AppState {
  const session = createSession(options.store ?? localStore(), options.preferredLanguage);
  const selection = createSelectionList();
  return {
    session,
    selection,
    endSession: () =>
      batch(() => {
        session.token.value = undefined;
        selection.clear();
      }),
  };
}
