import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { homeSearch } from '../../features/home/home-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** The families and applications to start a selection from. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.home,
  validateSearch: homeSearch,
  staticData: { title: 'home', layout: 'no-nav' },
}).lazy(() =>
  loadChunk(() => import('../../features/home/home-page')).then(({ HomePage }) =>
    createLazyRoute(paths.home)({
      component: function HomeRoute() {
        return <HomePage search={homeRoute.useSearch()} />;
      },
    }),
  ),
);
