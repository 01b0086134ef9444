import { createRootRoute } from '@tanstack/react-router';
import { SiteRoot } from '../layout/site-root';

/** Every page hangs under the root, whose component is the shell around them. */
export const rootRoute = createRootRoute({ component: SiteRoot });
