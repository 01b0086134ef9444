import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Router, RouterState } from './router';

const RouterContext = createContext<Router | undefined>(undefined);

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter() needs a <RouterProvider> above it');
  return router;
}

export function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(router.subscribe, router.getState);
}
