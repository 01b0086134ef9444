import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema, type SearchOf } from '../router';

const search = searchSchema({ valveName: searchParam.text(), systemId: searchParam.integer(), serialId: searchParam.integer() });

export type SelectorSearch = SearchOf<typeof search>;

/** Sizing one family: `valveName` the family, `systemId` the application it was chosen from, `serialId` a series to preselect. */
export const selectorRoute = defineRoute({
  path: paths.selector,
  title: 'selector',
  search,
  layout: 'full',
  page: () => import('../../features/selector/selector-page'),
});
