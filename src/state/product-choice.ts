import { batch, type Signal } from '@preact/signals-react';
import { toJson } from '../contracts/json';
import type { KeyValueStore } from './key-value-store';
import { persistedSignal } from './persisted-signal';

/**
 * The refrigerant and approvals the user chose on the home page (the refrigerant and approvals boxes): the
 * catalogue calls filter by them, and the selector starts from them. Also the family last opened in the
 * selector. Kept in the store until accounts keep them on the server.
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
  /** The family (Classname) last opened in the selector, where the header's Product Selection returns. */
  family: Signal<string | undefined>;
  /** What the refrigerant box confirmed (components call this rather than write the signals they read). */
  chooseRefrigerant(choice: { refrigerant: string; favourites: readonly string[]; defaultRefrigerant: string }): void;
  /** Drops the chosen refrigerant: the default one is in effect again, as after the box's Reset. */
  resetRefrigerant(): void;
  chooseApprovals(approvals: readonly string[]): void;
  /** The selector opened `valveName`. */
  openFamily(valveName: string): void;
}

const keys = {
  refrigerant: 'vs.choice.v1.refrigerant',
  favourites: 'vs.choice.v1.favourites',
  defaultRefrigerant: 'vs.choice.v1.default-refrigerant',
  approvals: 'vs.choice.v1.approvals',
  family: 'vs.choice.v1.family',
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

const list = (value: readonly string[]) => (value.length === 0 ? undefined : toJson(value));

export function createProductChoice(store: KeyValueStore): ProductChoice {
  const refrigerant = persistedSignal<string | undefined>(store, keys.refrigerant, text, undefined);
  const favourites = persistedSignal<readonly string[]>(store, keys.favourites, names, [], list);
  const defaultRefrigerant = persistedSignal<string | undefined>(store, keys.defaultRefrigerant, text, undefined);
  const approvals = persistedSignal<readonly string[]>(store, keys.approvals, names, [], list);
  const family = persistedSignal<string | undefined>(store, keys.family, text, undefined);
  return {
    refrigerant,
    favourites,
    defaultRefrigerant,
    approvals,
    family,
    chooseRefrigerant: (choice) =>
      batch(() => {
        refrigerant.value = choice.refrigerant;
        favourites.value = [...choice.favourites];
        defaultRefrigerant.value = choice.defaultRefrigerant;
      }),
    resetRefrigerant: () => void (refrigerant.value = undefined),
    chooseApprovals: (next) => void (approvals.value = [...next]),
    openFamily: (valveName) => void (family.value = valveName || undefined),
  };
}
