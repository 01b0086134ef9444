import { paths } from '../../config/paths';
import { defineRoute, searchSchema } from '../router';

/** Unit preferences: the unit system and custom unit sets. */
export const unitsRoute = defineRoute({
  path: paths.units,
  title: 'units',
  search: searchSchema({}),
  layout: 'full',
  page: () => import('./title-only.page'),
});
