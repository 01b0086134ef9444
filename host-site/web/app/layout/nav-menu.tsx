import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { menuStyles } from './menu-styles';

const styles = {
  anchor: menuStyles.anchor,
  button: css`
    ${menuStyles.button};
    white-space: nowrap;
  `,
  // The header's own link styles reach these items; here they only stand one under another, each a full row.
  list: css`
    ${menuStyles.panel};
    inset-inline-start: 0;
    display: grid;
    max-width: calc(100vw - 2 * ${token('space-lg')});
    a,
    button {
      display: block;
      width: 100%;
      padding: ${token('space-sm')} ${token('space-md')};
      text-align: start;
    }
  `,
};

const bars = (
  <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" fill="none" stroke="currentColor"
    strokeWidth={2} strokeLinecap="round" style={{ flex: 'none' }}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/**
 * The navigation folded behind one Menu button where the header has no room for it on its row (a disclosure: the
 * items stay links and buttons, in their order). Escape closes it back to the button, as does a click outside;
 * choosing an item closes it and leaves the focus on the button, so a tool's dialog hands the focus back there.
 */
export function NavMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('site');
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    closeToButton();
  };
  const chosen = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) closeToButton();
  };

  return (
    <div css={styles.anchor} onKeyDown={onKeyDown}>
      <button ref={button} type="button" css={styles.button} aria-expanded={open} aria-controls={id}
        onClick={() => setOpen(!open)}>
        {bars}
        {t('nav.menu')}
      </button>
      <ul ref={list} id={id} css={styles.list} hidden={!open} onClick={chosen}>
        {children}
      </ul>
    </div>
  );
}
