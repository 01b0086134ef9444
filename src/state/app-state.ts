import { batch, signal, type Signal } from '@preact/signals-react';
import type { SignedIn } from '../contracts/account';
import { localStore, type KeyValueStore } from './key-value-store';
import { createProductChoice, type ProductChoice } from './product-choice';
import { readSelectedListItem, type SelectedListItem } from './selected-list-item';
import { createSelectedList, type SelectedList } from './selected-list';
import { createSession, readRemarks, type Session } from './session';
import type { UnitSet } from './unit-sets';

/** The unit sets a guest made before signing in, and the one in use then, for the account to take over. */
export interface GuestUnitSets {
  sets: readonly UnitSet[];
  chosen?: UnitSet;
}

/** Everything the app keeps about its user. The app creates it once; tests create as many as they like. */
export interface AppState {
  session: Session;
  /** The Selected List, kept in the store under selectedListKey. */
  selection: SelectedList<SelectedListItem>;
  /** The refrigerant and approvals chosen on the home page, kept in the store. */
  choice: ProductChoice;
  /** Forgets the token and empties the Selected List, as when the server says the session is gone. */
  endSession(): void;
  /**
   * A sign-in or a validated token (SPEC §4): keeps the token and profile, and restores the preferences the
   * profile's Remarks hold (unit system, default and favourite refrigerants).
   */
  signIn(signedIn: SignedIn): void;
  /**
   * What a guest made before this sign-in, until the account has taken it over (saved-work lists the account's sets,
   * saves those of the guest's it lacks by name, and keeps the guest's choice when the account had none).
   */
  guestUnitSets: Signal<GuestUnitSets | undefined>;
  /** The user signed out: no token or profile, and the account's default and favourite refrigerants gone (SPEC §4). */
  signOut(): void;
}

export interface AppStateOptions {
  /** Where the session and the Selected List are kept; localStorage by default. */
  store?: KeyValueStore;
  /** The browser's languages (navigator.languages), the first of the fourteen used until the user picks one. */
  preferredLanguages?: readonly string[];
}

export function createAppState(options: AppStateOptions = {}): AppState {
  const store = options.store ?? localStore();
  const session = createSession(store, options.preferredLanguages);
  const selection = createSelectedList<SelectedListItem>({ store, read: readSelectedListItem });
  const choice = createProductChoice(store);
  // The account's unit sets are its own: they leave with it (the unit system stays, as the language does). A guest's
  // own sets stay: the error catalogue ends a session on a network failure too, signed in or not.
  const guestUnitSets = signal<GuestUnitSets | undefined>(undefined);
  const forgetAccountUnits = () => {
    if (session.token.peek() === undefined) return;
    session.unitSets.value = [];
    session.customUnitId.value = undefined;
  };
  return {
    session,
    selection,
    choice,
    guestUnitSets,
    endSession: () =>
      batch(() => {
        forgetAccountUnits();
        session.token.value = undefined;
        selection.clear();
      }),
    signIn: ({ Token, Profile }) =>
      batch(() => {
        // A token checked again at load is the same account: its sets, listed already, stay.
        const sameAccount = session.token.peek() === Token;
        const wasSignedIn = session.token.peek() !== undefined;
        session.token.value = Token;
        session.profile.value = Profile;
        const saved = readRemarks(Profile.Remarks);
        if (saved.unitSystem) session.setUnitSystem(saved.unitSystem);
        // The account's set, or none: a guest's local sets are not the account's, whose sets the server lists next;
        // they wait in guestUnitSets for the account to take them over, so nothing a guest made is lost.
        if (!sameAccount) {
          const sets = session.unitSets.peek();
          if (!wasSignedIn && sets.length > 0) {
            guestUnitSets.value = { sets, chosen: sets.find((set) => set.id === session.customUnitId.peek()) };
          }
          session.unitSets.value = [];
        }
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
        forgetAccountUnits();
        session.token.value = undefined;
        choice.defaultRefrigerant.value = undefined;
        choice.favourites.value = [];
        if (accountDefault !== undefined && choice.refrigerant.value === accountDefault) choice.resetRefrigerant();
      }),
  };
}
