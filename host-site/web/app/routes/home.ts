import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema } from '../router';

/** The families and applications to start a selection from; `systemId` opens the applications tab at that system. */
export const homeRoute = defineRoute({
  path: paths.home,
  title: 'home',
  search: searchSchema({ systemId: searchParam.integer() }),
  layout: 'no-header',
  page: () => import('./title-only.page'),
});
