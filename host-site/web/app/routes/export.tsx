import { createLazyRoute, createRoute, redirect } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { exportSearch } from '../../features/export/export-search';
import { loadChunk } from '../../lib/chunk-load';
import type { SignInGuard } from './details';
import { rootRoute } from './root';

/** The report of the selection list (SPEC §2 Export), without the shell, printable; members only (a guest signs in and comes back). */
export const exportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.export,
  validateSearch: exportSearch,
  staticData: { title: 'export', layout: 'none' },
  beforeLoad: async ({ context, location }) => {
    if (await (context as SignInGuard).guestMustSignIn?.()) {
      throw redirect({ to: paths.login, search: { redirect: location.href } });
    }
  },
}).lazy(() =>
  loadChunk(() => import('../../features/export/export-page')).then(({ ExportPage }) =>
    createLazyRoute(paths.export)({
      component: function ExportRoute() {
        return <ExportPage search={exportRoute.useSearch()} />;
      },
    }),
  ),
);
