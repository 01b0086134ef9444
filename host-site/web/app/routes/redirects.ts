import { createRoute, redirect } from '@tanstack/react-router';
import { redirects } from '../../config/paths';
import { rootRoute } from './root';

/** A short address of the specification: it goes on to its page, the query unchanged, in place of itself in history. */
function redirectRoute<From extends keyof typeof redirects>(from: From) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: from,
    beforeLoad: ({ location }) => {
      throw redirect({ href: redirects[from] + location.searchStr, replace: true });
    },
  });
}

export const redirectRoutes = [redirectRoute('/'), redirectRoute('/selector'), redirectRoute('/sort')] as const;
