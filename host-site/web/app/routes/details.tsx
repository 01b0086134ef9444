import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { detailsSearch } from '../../features/details/details-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** One product on its own page without the shell, printable. */
export const detailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.details,
  validateSearch: detailsSearch,
  staticData: { title: 'details', layout: 'none' },
}).lazy(() =>
  loadChunk(() => import('../../features/details/details-page')).then(({ DetailsPage }) =>
    createLazyRoute(paths.details)({
      component: function DetailsRoute() {
        return <DetailsPage search={detailsRoute.useSearch()} />;
      },
    }),
  ),
);
