import { createLazyRoute, createRoute, redirect } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { detailsSearch } from '../../features/details/details-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** What the site tells its routes (create-app.ts): whether a guest must sign in first, told so if they must. */
export interface SignInGuard {
  guestMustSignIn?: () => Promise<boolean>;
}

/** One product on its own page without the shell, printable; members only (SPEC §5), a guest signs in first and comes back. */
export const detailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.details,
  validateSearch: detailsSearch,
  staticData: { title: 'details', layout: 'none' },
  beforeLoad: async ({ context, location }) => {
    if (await (context as SignInGuard).guestMustSignIn?.()) {
      throw redirect({ to: paths.login, search: { redirect: location.href } });
    }
  },
}).lazy(() =>
  loadChunk(() => import('../../features/details/details-page')).then(({ DetailsPage }) =>
    createLazyRoute(paths.details)({
      component: function DetailsRoute() {
        return <DetailsPage search={detailsRoute.useSearch()} />;
      },
    }),
  ),
);
