import { css } from '@emotion/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../src/client/api-error';
import { logout } from '../../../../src/contracts/account';
import { token } from '../../../../src/theme';
import { paths } from '../../config/paths';
import { accountNamespace, accountResources } from '../../features/account/account.resources';
import { useApi, useAppState, useNotifications, useOffline } from '../../lib/app-services';
import { offlineReasonId } from '../../lib/offline';
import { useBundles } from '../../lib/use-bundles';
import { menuStyles } from './menu-styles';

const styles = {
  menu: css`
    ${menuStyles.panel};
    inset-inline-end: 0;
  `,
  item: css`
    display: block;
    width: 100%;
    padding: ${token('space-sm')} ${token('space-md')};
    border: 0;
    background: none;
    color: ${token('color-text')};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    &:hover,
    &:focus {
      background: ${token('color-surface-muted')};
      outline: none;
    }
    &:focus-visible {
      outline: 2px solid ${token('color-focus')};
      outline-offset: -2px;
    }
  `,
  disabled: css`
    color: ${token('color-text-muted')};
    cursor: not-allowed;
  `,
};

/** Which item takes the focus as the menu opens. */
export type MenuFocus = 'first' | 'last';

export interface UserMenuListProps {
  id: string;
  labelledBy: string;
  open: boolean;
  focus: MenuFocus;
  /** The menu button: a click on it is no click outside. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `returnFocus` hands the focus back to the button (Escape, a chosen item). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The account menu (SPEC §2): Reset Password, Change Phone Number, Change Email, Sign Out. A WAI-ARIA menu:
 * arrows, Home and End move, Escape closes back to the button, Tab and a click outside close it.
 */
export function UserMenuList({ id, labelledBy, open, focus, button, onClose }: UserMenuListProps) {
  useBundles(accountResources);
  const { t } = useTranslation(accountNamespace);
  const api = useApi();
  const state = useAppState();
  const notifications = useNotifications();
  const here = useRouterState({ select: (router) => router.location.href });
  // The account pages are forms the server answers: offline their items stay in the menu (arrows still reach them,
  // as ARIA's menus keep disabled items) but lead nowhere and say why (issue 29). Signing out ends the session here.
  const offline = useOffline();
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, focus, button, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    const next = move[event.key];
    if (next !== undefined) {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  // SPEC §4 and §8: the session ends here whatever the server says; it says whether it ended there too.
  const signOut = async () => {
    onClose(true);
    try {
      await api.call(logout, {});
      notifications.success(t('message.signedOut'));
    } catch (error) {
      // A token the server no longer knows is signed out already: no confirm asking to sign in again.
      if (isApiError(error) && error.signedOut) notifications.closeSignedOutConfirm();
      notifications.error(t('message.signOutFailed', { reason: isApiError(error) && error.message ? error.message : t('message.failed') }));
    } finally {
      state.signOut();
    }
  };

  const link = (to: typeof paths.reset | typeof paths.changePhone | typeof paths.changeEmail, label: string) => (
    <li role="none">
      {offline ? (
        <span role="menuitem" tabIndex={-1} css={[styles.item, styles.disabled]} aria-disabled="true" title={t('site:offline.needsServer')}
          aria-describedby={offlineReasonId}>
          {label}
        </span>
      ) : (
        <Link role="menuitem" tabIndex={-1} css={styles.item} to={to} search={to === paths.reset ? { redirect: here } : {}}
          onClick={() => onClose(false)}>
          {label}
        </Link>
      )}
    </li>
  );

  return (
    <ul ref={menu} id={id} role="menu" aria-labelledby={labelledBy} css={styles.menu} hidden={!open} onKeyDown={onKeyDown}>
      {link(paths.reset, t('menu.reset'))}
      {link(paths.changePhone, t('menu.changePhone'))}
      {link(paths.changeEmail, t('menu.changeEmail'))}
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} css={styles.item} onClick={() => void signOut()}>
          {t('menu.signOut')}
        </button>
      </li>
    </ul>
  );
}
