// Which result rows are on screen (issue 40, a frame per keystroke): a new answer as the user types draws these in
// the frame that follows the key, and the rows out of sight a moment later, when the browser is idle.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Rows this close to the viewport count as on screen: a scroll of a wheel's notch shows no row behind the answer. */
const NEAR = '200px 0px';

export interface RowsOnScreen {
  /**
   * The sizes (`data-size-id`) of the rows within sight, kept as the user scrolls; undefined where the browser cannot
   * tell (no IntersectionObserver), when every row counts as on screen.
   */
  onScreen: ReadonlySet<number> | undefined;
  /** The ref of a row (its `tr`, with `data-size-id`): watched while it is in the page. The same function always. */
  watch: (row: HTMLElement | null) => (() => void) | undefined;
}

/**
 * The rows on screen. Each row is watched from its own ref when it enters the page and until it leaves, so that a
 * commit (one per keystroke) costs nothing here: no walk over the rows after each render.
 */
export function useRowsOnScreen(): RowsOnScreen {
  const [onScreen, setOnScreen] = useState<ReadonlySet<number> | undefined>(() => (typeof IntersectionObserver === 'undefined' ? undefined : new Set()));
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const seen = useRef(new Set<number>());
  // Made by the first row's ref (refs are set before any effect runs), dropped with the results.
  const observerNow = useCallback(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    observer.current ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const size = Number((entry.target as HTMLElement).dataset.sizeId);
          if (entry.isIntersecting) seen.current.add(size);
          else seen.current.delete(size);
        }
        setOnScreen(new Set(seen.current));
      },
      { rootMargin: NEAR },
    );
    return observer.current;
  }, []);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = undefined;
      seen.current.clear();
    },
    [],
  );
  const watch = useCallback(
    (row: HTMLElement | null) => {
      const watcher = row ? observerNow() : undefined;
      if (!row || !watcher) return undefined;
      watcher.observe(row);
      return () => {
        watcher.unobserve(row);
        seen.current.delete(Number(row.dataset.sizeId));
      };
    },
    [observerNow],
  );
  return { onScreen, watch };
}
