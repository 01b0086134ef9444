import { DETAILS_PAGE, SELECTOR_PAGE } from '../../../src/selection/pages';

/**
 * Every address of the site, as the specification names them. Routes, links and redirects read them here, so a
 * path is spelled once.
 */
export const paths = {
  home: '/home',
  login: '/login',
  register: '/register',
  reset: '/reset',
  changePhone: '/changePhone',
  changeEmail: '/changeEmail',
  selector: SELECTOR_PAGE,
  sortList: '/sort/index',
  details: DETAILS_PAGE,
  selected: '/selected',
  units: '/units',
  export: '/export',
  projects: '/projects',
  sharedProject: '/projects/shared',
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];

/** The pages a visitor signs in from, never one to come back to once signed in. */
export const signInPaths: readonly string[] = [paths.login, paths.register, paths.reset];

/** The specification's short addresses (§2) and the page each goes to, with its query. */
export const redirects = {
  '/': paths.home,
  '/selector': paths.selector,
  '/sort': paths.sortList,
} as const satisfies Record<string, SitePath>;
