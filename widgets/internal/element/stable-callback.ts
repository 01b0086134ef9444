import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes, calling the latest `fn` given: a memoised child (the selector's result
 * groups, issue 29) is not drawn again only because its parent made new arrow functions in its render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
