/** The part of the Web Storage API the state needs; a shop page or a test may hand in its own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's localStorage when it can be used, else a store in memory: Node, and browsers that refuse
 * storage (private windows, blocked cookies) throw on access rather than answer null; even reading the
 * `localStorage` property throws a SecurityError there (issue 28), so nothing else reads it directly.
 */
export function localStore(): KeyValueStore {
  try {
    const storage = globalThis.localStorage;
    const probe = 'vs.probe';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStore();
  }
}

export function memoryStore(): KeyValueStore {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  };
}
