import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How much the header folds to stay on one row: `full` shows everything; `avatar` shows the signed-in user as the
 * avatar alone (the name stays the button's accessible name and its tooltip); `menu` also puts the navigation
 * behind one Menu button. The words themselves are never shortened (SPEC §2 names them).
 */
export type HeaderFit = 'full' | 'avatar' | 'menu';

const folds: readonly HeaderFit[] = ['full', 'avatar', 'menu'];

/** Marks the header's row items, the ones measured; the header's dialogs are no part of its row. */
export const rowItem = { 'data-header-item': '' } as const;

const rowItems = (header: HTMLElement) => [...header.querySelectorAll<HTMLElement>(':scope > [data-header-item]')];

/** Whether the header's row items stand on more than one row: an item starts below the shortest one's bottom. */
function wrapped(header: HTMLElement): boolean {
  const boxes = rowItems(header)
    .map((item) => item.getBoundingClientRect())
    .filter((box) => box.height > 0);
  const firstRowBottom = Math.min(...boxes.map((box) => box.bottom));
  return boxes.some((box) => box.top >= firstRowBottom);
}

/**
 * The fold that keeps `header` on one row. Widths depend on the language (at 1280 px English fits signed in, German
 * does not), the user's name, the country: measured, not guessed per language. After each
 * render, before the browser paints, a row found wrapped folds one step more; a new header width or new `content`
 * (the words shown) starts again from `full`, and an item changing size (the account's chunk arriving after its
 * fallback) has the row measured again. Folding only goes one way until the width or words change, so it cannot
 * oscillate. A window too narrow for one row at all (a phone) ends at `menu` and stacks the rest.
 */
export function useHeaderFit(header: RefObject<HTMLElement | null>, content: string): HeaderFit {
  const [width, setWidth] = useState(0);
  const [resized, setResized] = useState(0);
  const [fit, setFit] = useState({ key: '', fold: 0 });
  const key = `${width}|${content}`;
  const fold = fit.key === key ? fit.fold : 0;

  useLayoutEffect(() => {
    const element = header.current;
    // Measuring the laid-out row and folding before the paint is what a layout effect is for; each step is one
    // more fold, so at most two renders follow.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (element && fold < folds.length - 1 && wrapped(element)) setFit({ key, fold: fold + 1 });
  }, [header, key, fold, resized]);

  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => {
      setWidth(Math.round(element.getBoundingClientRect().width));
      setResized((count) => count + 1);
    });
    observer.observe(element);
    for (const item of rowItems(element)) observer.observe(item);
    return () => observer.disconnect();
  }, [header, content]);

  return folds[fold]!;
}
