import { createLazyRoute, createRoute, type StaticDataRouteOption } from '@tanstack/react-router';
import { paths, type SitePath } from '../../config/paths';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** A route whose content a later issue brings: its page shows its title, and nothing pretending to be more. */
function titleOnlyRoute<P extends SitePath>(path: P, staticData: StaticDataRouteOption) {
  return createRoute({ getParentRoute: () => rootRoute, path, staticData }).lazy(() =>
    loadChunk(() => import('./title-only.page')).then(({ TitleOnlyPage }) => createLazyRoute(path)({ component: TitleOnlyPage })),
  );
}

/** Signing in (filled by the accounts issue). */
export const loginRoute = titleOnlyRoute(paths.login, { title: 'login', layout: 'no-nav' });

/** Creating an account (filled by the accounts issue). */
export const registerRoute = titleOnlyRoute(paths.register, { title: 'register', layout: 'no-nav' });

/** The signed-in user's account. */
export const userRoute = titleOnlyRoute(paths.user, { title: 'user', layout: 'full' });
