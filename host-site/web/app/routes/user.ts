import { paths } from '../../config/paths';
import { defineRoute, searchSchema } from '../router';

/** The signed-in user's account. */
export const userRoute = defineRoute({
  path: paths.user,
  title: 'user',
  search: searchSchema({}),
  layout: 'full',
  page: () => import('./title-only.page'),
});
