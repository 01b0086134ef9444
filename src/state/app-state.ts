import { batch } from '@preact/signals-react';
import type { SignedIn } from '../contracts/account';
import { localStore, type KeyValueStore } from './key-value-store';
import { createProductChoice, type ProductChoice } from './product-choice';
import { readSelectionItem, type SelectionItem } from './selection-item';
import { createSelectionList, type SelectionList } from './selection-list';
import { createSession, readRemarks, type Session } from './session';

/** Everything the app keeps about its user. The app creates it once; tests create as many as they like. */
export interface AppState {
  session: Session;
  /** The selection list, kept in the store under selectionListKey. */
  selection: SelectionList<SelectionItem>;
  /** The refrigerant and approvals chosen on the home page, kept in the store. */
  choice: ProductChoice;
  /** Forgets the token and empties the selection list, as when the server says the session is gone. */
  endSession(): void;
  /**
   * A sign-in or a validated token (SPEC §4): keeps the token and profile, and restores the preferences the
   * profile's Remarks hold (unit system, default and favourite refrigerants).
   */
  signIn(signedIn: SignedIn): void;
  /** The user signed out: no token or profile, and the account's default and favourite refrigerants gone (SPEC §4). */
  signOut(): void;
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
  const choice = createProductChoice(store);
  return {
    session,
    selection,
    choice,
    endSession: () =>
      batch(() => {
        session.token.value = undefined;
        selection.clear();
      }),
    signIn: ({ Token, Profile }) =>
      batch(() => {
        session.token.value = Token;
        session.profile.value = Profile;
        const saved = readRemarks(Profile.Remarks);
        if (saved.unitSystem) session.setUnitSystem(saved.unitSystem);
        // The account's set, or none: a guest's local set is not one of the account's.
        session.customUnitId.value = saved.customUnitId;
        if (saved.defaultRefrigerant) {
          choice.defaultRefrigerant.value = saved.defaultRefrigerant;
          // The account's default is in effect unless the user picked a refrigerant in this browser.
          choice.refrigerant.value ??= saved.defaultRefrigerant;
        }
        if (saved.favourites.length > 0) choice.favourites.value = saved.favourites;
      }),
    signOut: () =>
      batch(() => {
        const accountDefault = choice.defaultRefrigerant.value;
        session.token.value = undefined;
        choice.defaultRefrigerant.value = undefined;
        choice.favourites.value = [];
        if (accountDefault !== undefined && choice.refrigerant.value === accountDefault) choice.resetRefrigerant();
      }),
  };
}
