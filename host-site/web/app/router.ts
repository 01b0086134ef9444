import { createRouter } from '@tanstack/react-router';
import type enSite from '../../../src/i18n/locales/en/site.json';
import { parseQuery, stringifyQuery } from '../lib/search-params';
import { RouteFailure } from './layout/route-failure';
import { changeEmailRoute, changePhoneRoute, loginRoute, registerRoute, resetRoute } from './routes/account';
import { detailsRoute } from './routes/details';
import { exportRoute } from './routes/export';
import { homeRoute } from './routes/home';
import { notFoundRoute } from './routes/not-found';
import { projectsRoute, sharedProjectRoute } from './routes/projects';
import { redirectRoutes } from './routes/redirects';
import { rootRoute } from './routes/root';
import { selectedListRoute } from './routes/selected-list';
import { selectorRoute } from './routes/selector';
import { sortListRoute } from './routes/sort-list';
import { unitsRoute } from './routes/units';

/** Every page of the site (specification §2). */
const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  resetRoute,
  changePhoneRoute,
  changeEmailRoute,
  selectorRoute,
  sortListRoute,
  detailsRoute,
  exportRoute,
  selectedListRoute,
  unitsRoute,
  projectsRoute,
  sharedProjectRoute,
  ...redirectRoutes,
  notFoundRoute,
]);

/** The site's router, on the browser's history. */
export function createSiteRouter() {
  return createRouter({
    routeTree,
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    // Back and Forward return to where the page was scrolled; a new page starts at its top.
    scrollRestoration: true,
    defaultErrorComponent: RouteFailure,
  });
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;

/**
 * How much of the shell a page shows: `full` header with its navigation, the selection strip and the footer;
 * `no-nav` the header without its navigation links, and the footer, for the pages a visit starts or signs in from
 * (home, login, register: SPEC §2 hides the links there); `none` for pages printed or opened in their own tab
 * (details).
 */
type Layout = 'full' | 'no-nav' | 'none';

declare module '@tanstack/react-router' {
  // Links and navigate() anywhere in the site are checked against these routes and their search params.
  interface Register {
    router: SiteRouter;
  }
  // What the shell reads from the page's route.
  interface StaticDataRouteOption {
    /** Key under `site:route`; the document title is this title plus the product's. */
    title?: keyof typeof enSite.route;
    /** Defaults to `full`. */
    layout?: Layout;
  }
}
