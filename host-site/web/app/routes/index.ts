import { paths } from '../../config/paths';
import type { AnyRoute, Redirects } from '../router';
import { detailsRoute } from './details';
import { homeRoute } from './home';
import { loginRoute } from './login';
import { registerRoute } from './register';
import { selectedRoute } from './selected';
import { selectorRoute } from './selector';
import { sortListRoute } from './sort-list';
import { unitsRoute } from './units';
import { userRoute } from './user';

/** Every page of the site (specification §2). */
export const routes: readonly AnyRoute[] = [
  homeRoute,
  loginRoute,
  registerRoute,
  selectorRoute,
  sortListRoute,
  detailsRoute,
  selectedRoute,
  unitsRoute,
  userRoute,
];

export const redirects: Redirects = { [paths.root]: paths.home };
