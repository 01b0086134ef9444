import { useContext, useEffect, useState } from 'react';
import { WidgetContext } from '../element/widget-context';

type Host = HTMLElement & Record<string, unknown>;

/**
 * Keeps `name` on `host` as an own accessor that tells `changed` of every set. A value set before the element
 * was defined (an own data property then: the loader defines elements later) is taken over. Returns the undo.
 */
function watchProperty(host: Host, name: string, changed: (value: unknown) => void): () => void {
  let current = host[name];
  delete host[name];
  Object.defineProperty(host, name, {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (next: unknown) => {
      current = next;
      changed(next);
    },
  });
  changed(current);
  return () => {
    delete host[name];
    if (current !== undefined) host[name] = current;
  };
}

/**
 * A property only a script can set (a function: `el.priceProvider = async (parts) => …`), read from the custom
 * element itself: set before the element was defined or at any time after, it reaches the component and
 * re-renders it. A prop of the same name (a React app) wins.
 */
export function useHostProperty<T>(name: string, prop: T | undefined): T | undefined {
  const host = useContext(WidgetContext)?.host as Host | undefined;
  const [value, setValue] = useState<{ of: unknown }>({ of: undefined });
  useEffect(() => (host ? watchProperty(host, name, (next) => setValue({ of: next })) : undefined), [host, name]);
  return prop ?? (value.of as T | undefined);
}
