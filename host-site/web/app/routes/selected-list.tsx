import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** The selection list ("Selected List"), every item with a link to its details. */
export const selectedListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.selected,
  staticData: { title: 'selected', layout: 'full' },
}).lazy(() =>
  loadChunk(() => import('../../features/selected-list/selected-list-page')).then(({ SelectedListPage }) =>
    createLazyRoute(paths.selected)({ component: SelectedListPage }),
  ),
);
