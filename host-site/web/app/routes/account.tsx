import { createLazyRoute, createRoute, type RouteComponent, type StaticDataRouteOption } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import type * as accountPagesModule from '../../features/account/account-pages';
import { accountSearch } from '../../features/account/account-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

// The account pages share one chunk: a visitor who opens one of them is likely to open another. The routes stay
// this small because the header (and so every first load) carries them.
type AccountPages = typeof accountPagesModule;
type AccountPath = typeof paths.login | typeof paths.register | typeof paths.reset | typeof paths.changeEmail | typeof paths.changePhone;

function accountRoute(path: AccountPath, staticData: StaticDataRouteOption, page: (pages: AccountPages) => RouteComponent) {
  return createRoute({ getParentRoute: () => rootRoute, path, validateSearch: accountSearch, staticData }).lazy(() =>
    loadChunk(() => import('../../features/account/account-pages')).then((pages) => createLazyRoute(path)({ component: page(pages) })),
  );
}

/** Signing in; `redirect` where to go next, else back to the page the user came from. */
export const loginRoute = accountRoute(paths.login, { title: 'login', layout: 'no-nav' }, (pages) => pages.LoginPage);

/** Creating an account. */
export const registerRoute = accountRoute(paths.register, { title: 'register', layout: 'no-nav' }, (pages) => pages.RegisterPage);

/** A new password by a code sent to the account's email or phone; `redirect` where to go once signed in again. */
export const resetRoute = accountRoute(paths.reset, { title: 'reset', layout: 'full' }, (pages) => pages.ResetPage);

/** The change of email or phone (one page in two modes), for a signed-in user. */
export const changeEmailRoute = accountRoute(paths.changeEmail, { title: 'changeEmail', layout: 'full' }, (pages) => pages.ChangeEmailPage);
export const changePhoneRoute = accountRoute(paths.changePhone, { title: 'changePhone', layout: 'full' }, (pages) => pages.ChangePhonePage);
