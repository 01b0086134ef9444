import type { AnyRoute } from './route';

export type Resolution =
  | { kind: 'route'; route: AnyRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Redirects by exact path: the key goes to the value, keeping the query. */
export type Redirects = Readonly<Record<string, string>>;

/**
 * What a path shows. Paths compare exactly, because the specification's addresses are fixed strings without
 * parameters; a trailing slash (`/home/`) redirects to the address without it when that one exists.
 */
export function resolvePath(pathname: string, routes: readonly AnyRoute[], redirects: Redirects): Resolution {
  const canonical = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (canonical !== pathname) {
    return resolvePath(canonical, routes, redirects).kind === 'not-found'
      ? { kind: 'not-found' }
      : { kind: 'redirect', to: canonical };
  }
  const redirect = redirects[pathname];
  if (redirect !== undefined) return { kind: 'redirect', to: redirect };
  const route = routes.find((candidate) => candidate.path === pathname);
  return route ? { kind: 'route', route } : { kind: 'not-found' };
}
