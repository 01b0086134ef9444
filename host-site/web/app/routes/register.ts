import { paths } from '../../config/paths';
import { defineRoute, searchSchema } from '../router';

/** Creating an account (filled by the accounts issue). */
export const registerRoute = defineRoute({
  path: paths.register,
  title: 'register',
  search: searchSchema({}),
  layout: 'no-header',
  page: () => import('./title-only.page'),
});
