import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema } from '../router';

/** The products of a family as a list, `keyword` narrowing it (a part number from the search box). */
export const sortListRoute = defineRoute({
  path: paths.sortList,
  title: 'sortList',
  search: searchSchema({ valveName: searchParam.text(), keyword: searchParam.text() }),
  layout: 'full',
  page: () => import('./title-only.page'),
});
