import { paths } from '../../config/paths';
import { defineRoute, searchSchema } from '../router';

/** The selection list ("Selected List"). */
export const selectedRoute = defineRoute({
  path: paths.selected,
  title: 'selected',
  search: searchSchema({}),
  layout: 'full',
  page: () => import('./title-only.page'),
});
