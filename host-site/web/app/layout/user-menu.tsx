import { useSignals } from '@preact/signals-react/runtime';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, signInPaths } from '../../config/paths';
import { useAppState, useOffline } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { offlineReasonId } from '../../lib/offline';

// The signed-in corner (avatar, menu, sign-out and their strings) comes only for a signed-in user: the header is
// in every first load, and most visits are a guest's.
const AccountMenu = lazy(() => loadChunk(() => import('./account-menu')).then((module) => ({ default: module.AccountMenu })));

/**
 * The header's account corner: 'Sign in' for a guest; for a user, their avatar and name opening the account menu
 * (`nameShown` false: the avatar alone, where the header's row has no room for the name).
 */
export function UserMenu({ nameShown = true }: { nameShown?: boolean }) {
  useSignals();
  const { t } = useTranslation('site');
  const { session } = useAppState();
  const location = useRouterState({ select: (state) => state.location });
  const profile = session.profile.value;
  const offline = useOffline();
  if (session.token.value && profile) {
    return (
      <Suspense fallback={nameShown ? <span>{profile.UserName}</span> : null}>
        <AccountMenu profile={profile} nameShown={nameShown} />
      </Suspense>
    );
  }
  // Signing in needs the server: offline the link is a disabled button that says why (issue 29).
  if (offline) {
    return (
      <button type="button" disabled title={t('offline.needsServer')} aria-describedby={offlineReasonId}>
        {t('nav.login')}
      </button>
    );
  }
  // From a sign-in page the link carries no redirect back to it.
  const redirect = signInPaths.includes(location.pathname) ? undefined : location.href;
  return (
    <Link to={paths.login} search={{ redirect }}>
      {t('nav.login')}
    </Link>
  );
}
