import { paths } from '../../config/paths';
import { defineRoute, searchSchema } from '../router';

/** Signing in (filled by the accounts issue). */
export const loginRoute = defineRoute({
  path: paths.login,
  title: 'login',
  search: searchSchema({}),
  layout: 'no-header',
  page: () => import('./title-only.page'),
});
