import { paths } from '../../config/paths';
import { defineRoute, searchParam, searchSchema } from '../router';

/** Sizing one family: `valveName` the family, `systemId` the application it was chosen from, `serialId` a series to preselect. */
export const selectorRoute = defineRoute({
  path: paths.selector,
  title: 'selector',
  search: searchSchema({ valveName: searchParam.text(), systemId: searchParam.integer(), serialId: searchParam.integer() }),
  layout: 'full',
  page: () => import('./title-only.page'),
});
