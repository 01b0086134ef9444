import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema, type SearchOf } from '../router';

const search = searchSchema({ tab: searchParam.text(), systemId: searchParam.integer() });

export type HomeSearch = SearchOf<typeof search>;

/**
 * The families and applications to start a selection from: `tab=application` shows the applications,
 * `systemId` opens that system's valves on the applications tab.
 */
export const homeRoute = defineRoute({
  path: paths.home,
  title: 'home',
  search,
  layout: 'no-header',
  page: () => import('../../features/home/home-page'),
});
