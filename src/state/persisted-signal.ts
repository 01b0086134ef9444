import { signal, type Signal } from '@preact/signals-react';
import type { KeyValueStore } from './key-value-store';

/**
 * A signal whose value outlives the page: read from `store` under `key` at creation, written back on every
 * change, removed when it becomes undefined. `read` turns the stored text into a value or undefined when the
 * text is not one (an old or hand-edited entry), so a bad entry falls back to `initial` instead of breaking.
 */
export function persistedSignal<T>(
  store: KeyValueStore,
  key: string,
  read: (text: string) => T | undefined,
  initial: T,
  write: (value: T) => string | undefined = (value) => (value === undefined ? undefined : String(value)),
): Signal<T> {
  const stored = store.getItem(key);
  const state = signal<T>((stored === null ? undefined : read(stored)) ?? initial);
  // subscribe() calls back at once with the current value; only later changes are the user's to keep.
  let current = true;
  state.subscribe((value) => {
    if (current) return void (current = false);
    const text = write(value);
    if (text === undefined) store.removeItem(key);
    else store.setItem(key, text);
  });
  return state;
}
