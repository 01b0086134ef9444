import { batch, type Signal } from '@preact/signals-react';
import type { KeyValueStore } from './key-value-store';
import { persistedSignal } from './persisted-signal';

/**
 * The refrigerant and approvals the user chose on the home page (the refrigerant and approvals boxes): the
 * catalogue calls filter by them, and the selector starts from them. Kept in the store until accounts keep
 * them on the server.
 */
export interface ProductChoice {
  /** The refrigerant in effect; undefined until the user chooses one (the chooser shows its default). */
  refrigerant: Signal<string | undefined>;
  /** The starred refrigerants, listed first in the chooser. */
  favourites: Signal<readonly string[]>;
  /** The refrigerant the chooser's Reset returns to; undefined: the chooser's own default. */
  defaultRefrigerant: Signal<string | undefined>;
  /** Approval groups the products must all carry, as sent (`["CE", "TUV,VDE"]`); empty: no approval required. */
  approvals: Signal<readonly string[]>;
  /** What the refrigerant box confirmed (components call this rather than write the signals they read). */
  chooseRefrigerant(choice: { refrigerant: string; favourites: readonly string[]; defaultRefrigerant: string }): void;
  chooseApprovals(approvals: readonly string[]): void;
}

const keys = {
  refrigerant: 'vs.choice.v1.refrigerant',
  favourites: 'vs.choice.v1.favourites',
  defaultRefrigerant: 'vs.choice.v1.default-refrigerant',
  approvals: 'vs.choice.v1.approvals',
};

const text = (value: string) => value || undefined;

/** A JSON list of strings, or undefined when the stored text is not one. */
function names(value: string): readonly string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const list = (value: readonly string[]) => (value.length === 0 ? undefined : JSON.stringify(value));

export function createProductChoice(store: KeyValueStore): ProductChoice {
  const refrigerant = persistedSignal<string | undefined>(store, keys.refrigerant, text, undefined);
  const favourites = persistedSignal<readonly string[]>(store, keys.favourites, names, [], list);
  const defaultRefrigerant = persistedSignal<string | undefined>(store, keys.defaultRefrigerant, text, undefined);
  const approvals = persistedSignal<readonly string[]>(store, keys.approvals, names, [], list);
  return {
    refrigerant,
    favourites,
    defaultRefrigerant,
    approvals,
    chooseRefrigerant: (choice) =>
      batch(() => {
        refrigerant.value = choice.refrigerant;
        favourites.value = [...choice.favourites];
        defaultRefrigerant.value = choice.defaultRefrigerant;
      }),
    chooseApprovals: (next) => void (approvals.value = [...next]),
  };
}
