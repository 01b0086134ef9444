import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { sortListSearch } from '../../features/sort-list/sort-list-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** The products of a family as a list. */
export const sortListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.sortList,
  validateSearch: sortListSearch,
  staticData: { title: 'sortList', layout: 'full' },
}).lazy(() =>
  loadChunk(() => import('../../features/sort-list/sort-list-page')).then(({ SortListPage }) =>
    createLazyRoute(paths.sortList)({
      component: function SortListRoute() {
        return <SortListPage search={sortListRoute.useSearch()} />;
      },
    }),
  ),
);
