import { createRoute } from '@tanstack/react-router';
import { NotFoundView } from '../layout/not-found-view';
import { rootRoute } from './root';

/**
 * Any address no other route takes (`$` matches the rest of the path), so that an unknown address is a page of
 * its own, with its title, inside the shell.
 */
export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  staticData: { title: 'notFound', layout: 'full' },
  component: NotFoundView,
});
