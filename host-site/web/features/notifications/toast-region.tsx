import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import type { Notifications } from '../../lib/notifications';

const styles = {
  region: css`
    position: fixed;
    inset: auto 0 ${token('space-lg')} 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${token('space-sm')};
    pointer-events: none;
    z-index: 900;
  `,
  toast: css`
    display: flex;
    align-items: center;
    gap: ${token('space-sm')};
    max-width: min(560px, calc(100vw - 32px));
    padding: ${token('space-sm')} ${token('space-md')};
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
};

/** Room left between a toast and what the page keeps in view above it, px. */
const CLEARANCE = 8;

/**
 * Toasts never cover what they talk about: while one shows, the page gets room below its end as tall as the toasts
 * (so the last results scroll above them) and a scroll padding as tall (so what gets focus scrolls into view above
 * them); the row of the control the user just pressed (Add on a result row) is kept in view above them, also when
 * the page grows above it (the selection strip arriving), until the user scrolls.
 */
function useRoomForToasts(region: RefObject<HTMLDivElement | null>, count: number) {
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || count === 0) return undefined;
    const root = document.documentElement;
    let userScrolled = false;
    const scrolledByUser = () => void (userScrolled = true);
    const reserve = () => {
      const top = element.getBoundingClientRect().top;
      const room = `${Math.max(0, Math.ceil(window.innerHeight - top) + CLEARANCE)}px`;
      document.body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
      // A widget embedded as an element keeps its focus inside its shadow root.
      let pressed = document.activeElement;
      while (pressed?.shadowRoot?.activeElement) pressed = pressed.shadowRoot.activeElement;
      // A heading focused by a script (tabindex -1: the selector's results after Calculate, issue 26) was not pressed,
      // and scrolling it to the nearest edge would cut short the smooth scroll that brings it to the top.
      if (userScrolled || !(pressed instanceof HTMLElement) || pressed === document.body || pressed.tabIndex < 0 || element.contains(pressed)) return;
      // The result is the pressed control's row (or list item), not the button alone.
      const result = pressed.closest('tr, li') ?? pressed;
      if (result.getBoundingClientRect().bottom > top - CLEARANCE) result.scrollIntoView({ block: 'nearest' });
    };
    const userInput = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of userInput) window.addEventListener(type, scrolledByUser, { passive: true });
    reserve();
    // The page changes under a toast too (the selection strip arriving above the results pushes them down).
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    observer.observe(document.body);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      for (const type of userInput) window.removeEventListener(type, scrolledByUser);
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [region, count]);
}

/** The toasts, in a live region so that a screen reader says each as it appears. */
export function ToastRegion({ notifications }: { notifications: Notifications }) {
  useSignals();
  const { t } = useTranslation('site');
  const region = useRef<HTMLDivElement>(null);
  useRoomForToasts(region, notifications.toasts.value.length);
  return (
    <div ref={region} css={styles.region} aria-live="polite" aria-label={t('notice.label')} role="region">
      {notifications.toasts.value.map((toast) => (
        <div key={toast.id} css={styles.toast} data-tone={toast.tone} data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" css={buttonStyles.quiet} aria-label={t('notice.dismiss')}
            onClick={() => notifications.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
