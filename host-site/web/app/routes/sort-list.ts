import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema, type SearchOf } from '../router';

const search = searchSchema({ valveName: searchParam.text(), keyword: searchParam.text() });

export type SortListSearch = SearchOf<typeof search>;

/** The products of a family as a list, `keyword` narrowing it (a part number from the search box). */
export const sortListRoute = defineRoute({
  path: paths.sortList,
  title: 'sortList',
  search,
  layout: 'full',
  page: () => import('../../features/sort-list/sort-list-page'),
});
