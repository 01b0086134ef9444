import { useSignals } from '@preact/signals-react/runtime';
import { createLazyRoute, createRoute, Navigate } from '@tanstack/react-router';
import type { VerifyType } from '../../../../src/contracts/account';
import { paths } from '../../config/paths';
import { accountSearch } from '../../features/account/account-search';
import { useAppState } from '../../lib/app-services';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

// The account pages share one chunk: a visitor who opens one of them is likely to open another.
const accountPages = () => loadChunk(() => import('../../features/account/account-pages'));

/** Signing in; `redirect` where to go next, else back to the page the user came from. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  validateSearch: accountSearch,
  staticData: { title: 'login', layout: 'no-nav' },
}).lazy(() =>
  accountPages().then(({ LoginPage }) =>
    createLazyRoute(paths.login)({ component: () => <LoginPage search={loginRoute.useSearch()} /> }),
  ),
);

/** Creating an account. */
export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.register,
  validateSearch: accountSearch,
  staticData: { title: 'register', layout: 'no-nav' },
}).lazy(() =>
  accountPages().then(({ RegisterPage }) =>
    createLazyRoute(paths.register)({ component: () => <RegisterPage search={registerRoute.useSearch()} /> }),
  ),
);

/** A new password by a code sent to the account's email or phone; `redirect` where to go once signed in again. */
export const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.reset,
  validateSearch: accountSearch,
  staticData: { title: 'reset', layout: 'full' },
}).lazy(() =>
  accountPages().then(({ ResetPage }) => createLazyRoute(paths.reset)({ component: () => <ResetPage search={resetRoute.useSearch()} /> })),
);

/** The change of email or phone (one page in two modes): for a signed-in user, else to sign in and back here. */
function changeContactRoute(path: typeof paths.changeEmail | typeof paths.changePhone, mode: VerifyType) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData: { title: path === paths.changeEmail ? 'changeEmail' : 'changePhone', layout: 'full' },
  });
  return route.lazy(() =>
    accountPages().then(({ ChangeContactPage }) =>
      createLazyRoute(path)({
        component: function ChangeContactRoute() {
          useSignals();
          const { session } = useAppState();
          if (!session.token.value) return <Navigate to={paths.login} search={{ redirect: path }} replace />;
          return <ChangeContactPage mode={mode} />;
        },
      }),
    ),
  );
}

export const changeEmailRoute = changeContactRoute(paths.changeEmail, 'Email');
export const changePhoneRoute = changeContactRoute(paths.changePhone, 'Phone');
