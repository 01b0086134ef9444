import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { token } from '../../../../src/theme';
import { buttonStyles } from '../../components/button-styles';
import { paths, signInPaths } from '../../config/paths';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { Avatar } from './avatar';
import type { MenuFocus } from './user-menu-list';

const styles = {
  anchor: css`
    position: relative;
  `,
  button: css`
    ${buttonStyles.quiet};
    display: inline-flex;
    align-items: center;
    gap: ${token('space-xs')};
    max-width: 14rem;
    span:last-of-type {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `,
};

// The menu's body (its items, sign-out, its strings) comes with its first opening, not with every page.
const UserMenuList = lazy(() => loadChunk(() => import('./user-menu-list')).then((module) => ({ default: module.UserMenuList })));

/** The header's account corner: 'Sign in' for a guest; for a user, their avatar and name opening the account menu. */
export function UserMenu() {
  useSignals();
  const { t } = useTranslation('site');
  const { session } = useAppState();
  const location = useRouterState({ select: (state) => state.location });
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<MenuFocus | undefined>(undefined);
  const profile = session.profile.value;
  // Stable, so that the open menu does not take the focus back to its first item whenever the header renders.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  if (!session.token.value || !profile) {
    // From a sign-in page the link carries no redirect back to it.
    const redirect = signInPaths.includes(location.pathname) ? undefined : location.href;
    return (
      <Link to={paths.login} search={{ redirect }}>
        {t('nav.login')}
      </Link>
    );
  }

  const show = (at: MenuFocus) => {
    setFocus(at);
    setOpen(true);
  };
  // WAI-ARIA menu button: Down and Enter open on the first item, Up on the last.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  return (
    <div css={styles.anchor}>
      <button ref={button} id={`${id}button`} type="button" css={styles.button} aria-haspopup="menu" aria-expanded={open}
        aria-controls={focus ? `${id}menu` : undefined} aria-label={t('header.account', { name: profile.UserName })}
        onClick={() => (open ? close(false) : show('first'))} onKeyDown={onKeyDown}>
        <Avatar name={profile.UserName} photo={profile.Photo} />
        <span>{profile.UserName}</span>
      </button>
      {focus && (
        <Suspense fallback={null}>
          <UserMenuList id={`${id}menu`} labelledBy={`${id}button`} open={open} focus={focus} button={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
