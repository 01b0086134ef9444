import { createLazyRoute, createRoute } from '@tanstack/react-router';
import { paths } from '../../config/paths';
import { loadChunk } from '../../lib/chunk-load';
import { rootRoute } from './root';

/** Projects (issue 27): a member's on the server, a guest's one in this browser. */
export const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.projects,
  staticData: { layout: 'full' },
}).lazy(() =>
  loadChunk(() => import('../../features/projects/projects-page')).then(({ ProjectsPage }) =>
    createLazyRoute(paths.projects)({ component: ProjectsPage }),
  ),
);

/** The link's token; anything else is no token (the page then finds no project). */
const sharedSearch = (search: Record<string, unknown>): { token: string } => ({ token: typeof search['token'] === 'string' ? search['token'] : '' });

/** A project opened by its share link: ?token=… */
export const sharedProjectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.sharedProject,
  staticData: { layout: 'full' },
  validateSearch: sharedSearch,
}).lazy(() =>
  loadChunk(() => import('../../features/projects/shared-project-page')).then(({ SharedProjectPage }) =>
    createLazyRoute(paths.sharedProject)({
      component: function SharedProjectRoute() {
        const { token } = sharedProjectRoute.useSearch();
        return <SharedProjectPage token={token} />;
      },
    }),
  ),
);
