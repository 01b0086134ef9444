import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** Unit preferences: the header's Units dialog as a page of its own. */
export const unitsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.units,
  staticData: { title: 'units', layout: 'full' },
}).lazy(() =>
  loadChunk(() => import('../../features/unit-system/unit-system-page')).then(({ UnitSystemPage }) =>
    createLazyRoute(paths.units)({ component: UnitSystemPage }),
  ),
);
