import type { ReactNode } from 'react';
import type enSite from '../../../../src/i18n/locales/en/site.json';
import type { SitePath } from '../../config/paths';
import type { SearchOf, SearchSchema } from './search-params';

/**
 * How much of the shell a page shows: `full` header and footer; `no-header` for the pages that carry their own
 * top (home, login, register); `none` for pages printed or opened in their own tab (details).
 */
export type Layout = 'full' | 'no-header' | 'none';

export type RouteTitleKey = keyof typeof enSite.route;

export interface PageProps<Search> {
  search: Search;
}

/** A page component; function components only, so that a page of specific params fits the router's list. */
export type Page<Search> = (props: PageProps<Search>) => ReactNode;

/** One page of the site: where it lives, what it is called, what it reads from the query, what it shows. */
export interface RouteDefinition<S extends SearchSchema = SearchSchema> {
  path: SitePath;
  /** Key under `site:route`; the document title is this title plus the product's. */
  title: RouteTitleKey;
  search: S;
  layout: Layout;
  /** The page, imported when first visited so the first load carries only the shell. */
  page: () => Promise<{ default: Page<SearchOf<S>> }>;
}

export function defineRoute<S extends SearchSchema>(route: RouteDefinition<S>): RouteDefinition<S> {
  return route;
}

/**
 * Any route, whatever its search params: what the router holds in one list. A page of specific params is
 * accepted here because the router hands it exactly what the route's own schema parsed.
 */
export type AnyRoute = Omit<RouteDefinition, 'page'> & {
  page: () => Promise<{ default: Page<never> }>;
};
