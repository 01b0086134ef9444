import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import type { Notifications } from '../../lib/notifications';

const styles = {
  // At the window's right edge, just under what stays at its top (the header while it is in view, the sticky
  // selection strip): over neither the header's tools nor the strip's buttons, and beside a page's title rather
  // than over its form (a stack at the bottom centre lay over the selector's fields, issue #26).
  region: css`
    position: fixed;
    top: var(--vs-toast-top, ${token('space-sm')});
    inset-inline-end: ${token('space-lg')};
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${token('space-sm')};
    width: min(24rem, calc(100vw - 2 * ${token('space-lg')}));
    pointer-events: none;
    z-index: 900;
  `,
  toast: css`
    display: flex;
    align-items: center;
    gap: ${token('space-sm')};
    max-width: 100%;
    padding: ${token('space-xs')} ${token('space-sm')} ${token('space-xs')} ${token('space-md')};
    border-radius: ${token('radius')};
    box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
    color: ${token('color-primary-contrast')};
    pointer-events: auto;
    &[data-tone='error'] {
      background: ${token('color-danger')};
    }
    &[data-tone='success'] {
      background: ${token('color-primary')};
    }
  `,
  // A button on the toast's colour: bordered in its text's colour, so that it reads as one.
  undo: css`
    ${buttonStyles.quiet};
    border-color: currentColor;
    font-weight: 600;
  `,
};

/** Room left between the toasts and what they stand under or over, px. */
const CLEARANCE = 8;

/**
 * Marks what stays at the window's top (the header, the sticky strip): the toasts stand under the lowest of them that
 * is in view. Set by the layout, which knows them; read here.
 */
export const topBand = { 'data-toast-top-band': '' } as const;

/** The window's y under which the toasts stand: under the top band's lowest visible part, else near the top. */
function bandBottom(): number {
  let bottom = 0;
  for (const element of document.querySelectorAll('[data-toast-top-band]')) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0) bottom = Math.max(bottom, box.bottom);
  }
  return Math.ceil(bottom) + CLEARANCE;
}

/**
 * While toasts show, they follow the top band as the page scrolls, and the page keeps clear of them: a scroll
 * padding as tall as the band and the toasts (what gets focus scrolls into view below them), and the row of the
 * control the user just pressed (Add on a result row) scrolled out from under them, until the user scrolls.
 */
function useToastPlace(region: RefObject<HTMLDivElement | null>, count: number) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || count === 0) return undefined;
    const root = document.documentElement;
    let userScrolled = false;
    const scrolledByUser = () => void (userScrolled = true);
    const place = () => {
      element.style.setProperty('--vs-toast-top', `${bandBottom()}px`);
      const covered = element.getBoundingClientRect();
      root.style.scrollPaddingTop = `${Math.ceil(covered.bottom) + CLEARANCE}px`;
      // A widget embedded as an element keeps its focus inside its shadow root.
      let pressed = document.activeElement;
      while (pressed?.shadowRoot?.activeElement) pressed = pressed.shadowRoot.activeElement;
      // A heading focused by a script (tabindex -1: the selector's results after Calculate, issue 26) was not pressed,
      // and scrolling it to the nearest edge would cut short the smooth scroll that brings it to the top.
      if (userScrolled || !(pressed instanceof HTMLElement) || pressed === document.body || pressed.tabIndex < 0 || element.contains(pressed)) return;
      // The result is the pressed control's row (or list item), not the button alone.
      const result = (pressed.closest('tr, li') ?? pressed).getBoundingClientRect();
      const under = result.top < covered.bottom + CLEARANCE && result.bottom > covered.top && result.right > covered.left && result.left < covered.right;
      if (under) window.scrollBy({ top: result.top - covered.bottom - CLEARANCE });
    };
    const userInput = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of userInput) window.addEventListener(type, scrolledByUser, { passive: true });
    let frame = 0;
    const placeSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    // The band changes under a toast too (the selection strip arriving, the header scrolled away).
    const observer = new ResizeObserver(placeSoon);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener('resize', placeSoon);
    window.addEventListener('scroll', placeSoon, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', placeSoon);
      window.removeEventListener('scroll', placeSoon);
      for (const type of userInput) window.removeEventListener(type, scrolledByUser);
      root.style.scrollPaddingTop = '';
    };
  }, [region, count]);
}

/** The toasts, at most one of each tone, in a live region so that a screen reader says each as it appears. */
export function ToastRegion({ notifications }: { notifications: Notifications }) {
  useSignals();
  const { t } = useTranslation('site');
  const region = useRef<HTMLDivElement>(null);
  useToastPlace(region, notifications.toasts.value.length);
  return (
    <div ref={region} css={styles.region} aria-live="polite" aria-label={t('notice.label')} role="region">
      {notifications.toasts.value.map((toast) => (
        <div key={toast.id} css={styles.toast} data-tone={toast.tone} data-testid="toast">
          <span>{toast.message}</span>
          {toast.undo && (
            <button type="button" css={styles.undo} onClick={() => {
              notifications.dismiss(toast.id);
              toast.undo!();
            }}>
              {t('notice.undo')}
            </button>
          )}
          <button type="button" css={buttonStyles.quiet} aria-label={t('notice.dismiss')}
            onClick={() => notifications.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
