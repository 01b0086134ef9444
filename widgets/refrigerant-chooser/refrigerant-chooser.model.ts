/**
 * The refrigerant chooser's state, apart from rendering: the refrigerants offered, the one in effect, the user's
 * favourites and default, and the open panel's draft (Cancel throws it away, Confirm makes it the choice in
 * effect). The choice is remembered in a key-value store (the page's localStorage) when one is given; the
 * server side of it comes with accounts.
 *
 * Two kinds of writes: `apply()` for settings from outside (attributes, props) and `setOptions()` when the list
 * arrives, and the user's actions. The model raises no events: `confirm()` and `reset()` return the change and
 * the component reports it.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { toJson } from '../../src/contracts/json';

/** A refrigerant as the chooser lists it: engineers choose by safety class and global warming potential. */
export interface RefrigerantOption {
  /** ASHRAE designation, as the engine and the catalogue spell it: R410A, R1234ze(E). */
  name: string;
  /** ASHRAE 34 safety class: A1, A2L, A3 ... */
  safety: string;
  /** 100-year GWP (IPCC AR4). */
  gwp: number;
}

/** What `vs-change` reports. */
export interface RefrigerantChange {
  refrigerant: string;
  /** The starred refrigerants, in the list's order. */
  favourites: string[];
  /** The refrigerant Reset returns to (and a new session starts with). */
  defaultRefrigerant: string;
}

/** Settings from outside; each optional. */
export interface RefrigerantChooserSettings {
  refrigerant?: string;
  favourites?: readonly string[];
  defaultRefrigerant?: string;
}

/** Where the choice is remembered; the suffix is the stored shape's version. */
export const refrigerantMemoryKey = 'vs-refrigerant-chooser/v1';

/** The default refrigerant when neither the embedder nor the user named one. */
export const fallbackRefrigerant = 'R410A';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface RefrigerantChooserModel {
  /** The list offered; undefined while it loads. */
  readonly options: ReadonlySignal<readonly RefrigerantOption[] | undefined>;
  readonly failed: ReadonlySignal<boolean>;
  readonly refrigerant: ReadonlySignal<string>;
  readonly favourites: ReadonlySignal<readonly string[]>;
  readonly defaultRefrigerant: ReadonlySignal<string>;
  readonly isOpen: ReadonlySignal<boolean>;
  readonly query: ReadonlySignal<string>;
  readonly draft: ReadonlySignal<string>;
  readonly draftFavourites: ReadonlySignal<readonly string[]>;
  readonly makeDefault: ReadonlySignal<boolean>;
  /** The draft's favourites that match the query, then the other matches, each in the list's order. */
  readonly visible: ReadonlySignal<{ favourites: RefrigerantOption[]; others: RefrigerantOption[] }>;
  apply(settings: RefrigerantChooserSettings): void;
  setOptions(options: readonly RefrigerantOption[]): void;
  fail(): void;
  open(): void;
  setQuery(text: string): void;
  pick(name: string): void;
  toggleFavourite(name: string): void;
  setMakeDefault(on: boolean): void;
  cancel(): void;
  /** Back to the default refrigerant, in effect at once and ticked in the open panel, which stays open; the favourites stay. */
  reset(): RefrigerantChange;
  /** The draft becomes the choice in effect (and the default when asked). Closes the panel. */
  confirm(): RefrigerantChange;
}

interface Memory {
  refrigerant?: string;
  favourites?: string[];
  defaultRefrigerant?: string;
}

function readMemory(store: KeyValueStore | undefined): Memory {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(refrigerantMemoryKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { refrigerant, favourites, defaultRefrigerant } = parsed as Record<string, unknown>;
    return {
      ...(typeof refrigerant === 'string' ? { refrigerant } : {}),
      ...(Array.isArray(favourites) ? { favourites: favourites.filter((f): f is string => typeof f === 'string') } : {}),
      ...(typeof defaultRefrigerant === 'string' ? { defaultRefrigerant } : {}),
    };
  } catch {
    // A hand-edited or foreign entry: start afresh rather than fail.
    return {};
  }
}

/** Case and separators ignored: `r1234ze` finds R1234ze(E), `a2l` the A2L class. */
function squeeze(text: string): string {
  return text.toLowerCase().replace(/[\s()\-_]/g, '');
}

export function createRefrigerantChooserModel(
  settings: RefrigerantChooserSettings = {},
  store?: KeyValueStore,
): RefrigerantChooserModel {
  const memory = readMemory(store);
  const options = signal<readonly RefrigerantOption[] | undefined>(undefined);
  const failed = signal(false);
  const defaultRefrigerant = signal(memory.defaultRefrigerant ?? settings.defaultRefrigerant ?? fallbackRefrigerant);
  const refrigerant = signal(memory.refrigerant ?? settings.refrigerant ?? defaultRefrigerant.peek());
  const favourites = signal<readonly string[]>(memory.favourites ?? settings.favourites ?? []);
  const isOpen = signal(false);
  const query = signal('');
  const draft = signal(refrigerant.peek());
  const draftFavourites = signal<readonly string[]>(favourites.peek());
  const makeDefault = signal(false);

  const visible = computed(() => {
    const wanted = squeeze(query.value);
    const starred = new Set(draftFavourites.value);
    const matches = (options.value ?? []).filter(
      (option) => squeeze(option.name).includes(wanted) || squeeze(option.safety) === wanted,
    );
    return {
      favourites: matches.filter((option) => starred.has(option.name)),
      others: matches.filter((option) => !starred.has(option.name)),
    };
  });

  /** In the list's order, so that the event and the store do not depend on the order of clicks. */
  function ordered(names: readonly string[]): string[] {
    const list = options.peek();
    if (!list) return [...names];
    const known = list.map((option) => option.name).filter((name) => names.includes(name));
    return [...known, ...names.filter((name) => !known.includes(name))];
  }

  function change(): RefrigerantChange {
    return { refrigerant: refrigerant.peek(), favourites: [...favourites.peek()], defaultRefrigerant: defaultRefrigerant.peek() };
  }

  function remember() {
    try {
      store?.setItem(refrigerantMemoryKey, toJson(change()));
    } catch {
      // Storage full or refused (private mode): the choice holds for this page only.
    }
  }

  return {
    options,
    failed,
    refrigerant,
    favourites,
    defaultRefrigerant,
    isOpen,
    query,
    draft,
    draftFavourites,
    makeDefault,
    visible,
    apply(next) {
      batch(() => {
        if (next.defaultRefrigerant) defaultRefrigerant.value = next.defaultRefrigerant;
        if (next.refrigerant) refrigerant.value = next.refrigerant;
        if (next.favourites) favourites.value = ordered(next.favourites);
      });
    },
    setOptions(list) {
      batch(() => {
        options.value = list;
        failed.value = false;
        favourites.value = ordered(favourites.peek());
      });
    },
    fail() {
      failed.value = true;
    },
    open() {
      batch(() => {
        draft.value = refrigerant.peek();
        draftFavourites.value = favourites.peek();
        query.value = '';
        makeDefault.value = false;
        isOpen.value = true;
      });
    },
    setQuery(text) {
      query.value = text;
    },
    pick(name) {
      draft.value = name;
    },
    toggleFavourite(name) {
      const current = draftFavourites.peek();
      draftFavourites.value = ordered(current.includes(name) ? current.filter((f) => f !== name) : [...current, name]);
    },
    setMakeDefault(on) {
      makeDefault.value = on;
    },
    cancel() {
      isOpen.value = false;
    },
    reset() {
      batch(() => {
        refrigerant.value = defaultRefrigerant.peek();
        draft.value = defaultRefrigerant.peek();
      });
      remember();
      return change();
    },
    confirm() {
      batch(() => {
        refrigerant.value = draft.peek();
        favourites.value = draftFavourites.peek();
        if (makeDefault.peek()) defaultRefrigerant.value = draft.peek();
        isOpen.value = false;
      });
      remember();
      return change();
    },
  };
}
