import type * as FloatingDom from '@floating-ui/dom';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

type Positioning = typeof FloatingDom;

let positioningModule: Promise<Positioning> | undefined;
let positioning: Positioning | undefined;

/**
 * floating-ui's positioning, fetched when a popup is first wanted, once for every popup of the page: it is not part
 * of any page's first view, where the popups are all closed.
 */
export function loadPopup(): Promise<Positioning> {
  positioningModule ??= import('@floating-ui/dom').then(
    (module) => (positioning = module),
    (error: unknown) => {
      // A chunk that failed (offline, blocked) is asked for again by the next popup.
      positioningModule = undefined;
      throw error;
    },
  );
  return positioningModule;
}

/**
 * Starts fetching the popup's code when the user comes near the box (pointer over it, focus in it), so that it has
 * mostly arrived when the box is opened. A failure here is reported by the opening, which asks again.
 */
export function prefetchPopup(): void {
  loadPopup().catch(() => undefined);
}

/**
 * Whether a popup can be shown: true once `wanted` has first been true and the positioning has arrived. A popup
 * whose code cannot be fetched calls `failed`, so that the widget does not stay open with nothing shown.
 */
export function usePopupReady(wanted: boolean, failed: () => void): boolean {
  const [ready, setReady] = useState(() => positioning !== undefined);
  // The latest callback, without fetching again when a widget passes a new one on each render.
  const onFailure = useRef(failed);
  useLayoutEffect(() => {
    onFailure.current = failed;
  });
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    loadPopup().then(
      () => current && setReady(true),
      (error: unknown) => {
        if (!current) return;
        console.error('[valve-selector] could not load the popup', error);
        onFailure.current();
      },
    );
    return () => void (current = false);
  }, [wanted, ready]);
  return ready || (wanted && positioning !== undefined);
}

/**
 * Keeps `popup` under `anchor`, at its start edge, flipped above it where there is no room below and shifted to stay
 * 8 px inside the viewport, while both are in the page; rendered only where usePopupReady said so. The room left on
 * its side is given to the popup's styles as `--vs-popup-available-width` and `-height` (px), which cap its size, so
 * that on a small screen or at 200 % zoom it scrolls inside the viewport instead of running out of it (issue 28).
 */
export function usePopupPosition(anchor: Element | null, popup: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!anchor || !popup || !positioning) return undefined;
    const { autoUpdate, computePosition, flip, offset, shift, size } = positioning;
    // Fixed, not absolute: a shop's card with overflow: hidden around the widget would clip its popup.
    Object.assign(popup.style, { position: 'fixed', left: '0', top: '0' });
    const layer = raiseToTopLayer(popup);
    const fit = size({
      padding: 8,
      apply({ availableWidth, availableHeight, elements }) {
        elements.floating.style.setProperty('--vs-popup-available-width', `${Math.max(0, Math.floor(availableWidth))}px`);
        elements.floating.style.setProperty('--vs-popup-available-height', `${Math.max(0, Math.floor(availableHeight))}px`);
      },
    });
    const place = () =>
      computePosition(anchor, popup, { placement: 'bottom-start', strategy: 'fixed', middleware: [offset(4), flip(), shift({ padding: 8 }), fit] })
        .then(({ x, y }) => Object.assign(popup.style, { left: `${x}px`, top: `${y}px` }));
    const stop = autoUpdate(anchor, popup, () => void place());
    return () => {
      stop();
      layer.lower();
    };
  }, [anchor, popup]);
}

/**
 * Shows `popup` in the top layer (the Popover API, manual: it opens and closes as the widget says) where the browser
 * has it. There it is above every stacking context of the page, and `position: fixed` is relative to the viewport even
 * inside a shop's transformed container (a quick-view modal, a carousel), which otherwise becomes its containing block
 * and clips it. Elsewhere it stays a fixed element in place, as before.
 */
function raiseToTopLayer(popup: HTMLElement): { lower(): void } {
  if (typeof popup.showPopover !== 'function') return { lower: () => undefined };
  popup.setAttribute('popover', 'manual');
  try {
    if (!popup.matches(':popover-open')) popup.showPopover();
  } catch {
    // Not in a document (a widget moved out of the page as it opened): it is raised when it opens there again.
  }
  return {
    lower() {
      if (popup.isConnected && popup.matches(':popover-open')) popup.hidePopover();
    },
  };
}

/**
 * Calls `dismiss` when a press starts outside every element of `inside` while `active`. Captured, so that a shop's
 * handler that stops the press cannot keep the popup open; the event's composed path sees into shadow roots, and a
 * press on a scroll bar is not a press outside.
 */
export function useOutsidePress(active: boolean, inside: readonly (Element | null)[], dismiss: () => void): void {
  const latest = useRef({ inside, dismiss });
  useLayoutEffect(() => {
    latest.current = { inside, dismiss };
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPress = (event: PointerEvent) => {
      const path = event.composedPath();
      if (latest.current.inside.some((element) => element && path.includes(element)) || onScrollBar(event)) return;
      latest.current.dismiss();
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [active]);
}

function onScrollBar(event: PointerEvent): boolean {
  const [target] = event.composedPath();
  if (!(target instanceof HTMLElement)) return false;
  const scrollsX = target.scrollWidth > target.clientWidth && event.offsetY > target.clientHeight;
  const scrollsY = target.scrollHeight > target.clientHeight && (getComputedStyle(target).direction === 'rtl'
    ? event.offsetX < target.offsetWidth - target.clientWidth
    : event.offsetX > target.clientWidth);
  return scrollsX || scrollsY;
}
