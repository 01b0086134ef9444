import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FloatingPopup, FloatingPopupProps } from './floating-popup';

let popupModule: Promise<typeof FloatingPopup> | undefined;
let LoadedPopup: typeof FloatingPopup | undefined;

/** FloatingPopup with floating-ui, fetched once for every popup of the page. */
export function loadPopup(): Promise<typeof FloatingPopup> {
  popupModule ??= import('./floating-popup').then(
    ({ FloatingPopup: popup }) => (LoadedPopup = popup),
    (error: unknown) => {
      // A chunk that failed (offline, blocked) is asked for again by the next popup.
      popupModule = undefined;
      throw error;
    },
  );
  return popupModule;
}

/**
 * Starts fetching the popup's code when the user comes near the box (pointer over it, focus in it), so that it has
 * mostly arrived when the box is opened. A failure here is reported by the opening, which asks again.
 */
export function prefetchPopup(): void {
  loadPopup().catch(() => undefined);
}

/**
 * Whether Popup can be shown: true once `wanted` has first been true and the popup's code has arrived. A popup whose
 * code cannot be fetched calls `failed`, so that the widget does not stay open with nothing shown.
 */
export function usePopupReady(wanted: boolean, failed: () => void): boolean {
  const [ready, setReady] = useState(() => LoadedPopup !== undefined);
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
  return ready || (wanted && LoadedPopup !== undefined);
}

/** FloatingPopup, rendered where usePopupReady said so; nothing before its code has arrived. */
export function Popup(props: FloatingPopupProps) {
  if (!LoadedPopup) return null;
  return <LoadedPopup {...props} />;
}
