// Which result rows are on screen (issue 40, a frame per keystroke): a new answer as the user types draws these in
// the frame that follows the key, and the rows out of sight a moment later, when the browser is idle.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows this close to the viewport count as on screen: a scroll of a wheel's notch shows no row behind the answer. */
const NEAR = '200px 0px';

/**
 * The sizes (`data-size-id`) of the rows under `body` within sight, kept as the user scrolls; undefined where the
 * browser cannot tell (no IntersectionObserver), when every row counts as on screen.
 */
export function useRowsOnScreen(body: RefObject<HTMLElement | null>): ReadonlySet<number> | undefined {
  const [onScreen, setOnScreen] = useState<ReadonlySet<number> | undefined>(() => (typeof IntersectionObserver === 'undefined' ? undefined : new Set()));
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const observed = useRef(new Set<Element>());
  // A layout effect, before the one below: the rows of the first commit are observed too.
  useLayoutEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<number>();
    const rows = observed.current;
    const watch = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const size = Number((entry.target as HTMLElement).dataset.sizeId);
          if (entry.isIntersecting) seen.add(size);
          else seen.delete(size);
        }
        setOnScreen(new Set(seen));
      },
      { rootMargin: NEAR },
    );
    observer.current = watch;
    return () => {
      watch.disconnect();
      observer.current = undefined;
      rows.clear();
    };
  }, []);
  // Every commit may bring rows and take some away: the new ones are observed, the gone ones no longer.
  useLayoutEffect(() => {
    const watch = observer.current;
    if (!watch) return;
    for (const row of observed.current) {
      if (row.isConnected) continue;
      watch.unobserve(row);
      observed.current.delete(row);
    }
    for (const row of body.current?.querySelectorAll<HTMLElement>('tr[data-size-id]') ?? []) {
      if (observed.current.has(row)) continue;
      watch.observe(row);
      observed.current.add(row);
    }
  });
  return onScreen;
}
