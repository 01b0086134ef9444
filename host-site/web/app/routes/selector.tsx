import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { selectorSearch } from '../../features/selector/selector-search';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** Sizing one family. */
export const selectorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.selector,
  validateSearch: selectorSearch,
  staticData: { title: 'selector', layout: 'full' },
}).lazy(() =>
  loadChunk(() => import('../../features/selector/selector-page')).then(({ SelectorPage }) =>
    createLazyRoute(paths.selector)({
      component: function SelectorRoute() {
        return <SelectorPage search={selectorRoute.useSearch()} />;
      },
    }),
  ),
);
