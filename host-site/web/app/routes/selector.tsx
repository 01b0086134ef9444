import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { selectorSearch } from '../../features/selector/selector-search';
import { useAppState } from '../../lib/app-services';
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
        const search = selectorRoute.useSearch();
        const { choice } = useAppState();
        // The header's Product Selection comes back to this family.
        useEffect(() => {
          if (search.valveName) choice.openFamily(search.valveName);
        }, [choice, search.valveName]);
        return <SelectorPage search={search} />;
      },
    }),
  ),
);
