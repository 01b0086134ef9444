import { describe, expect, it } from 'vitest';
import { resolvePath } from '../../../../../../host-site/web/app/router';
import { redirects, routes } from '../../../../../../host-site/web/app/routes';

describe('resolvePath', () => {
  it('sends / to /home', () => {
    expect(resolvePath('/', routes, redirects)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it.each([
    ['/home', 'home'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/selector/index', 'selector'],
    ['/sort/index', 'sortList'],
    ['/details', 'details'],
    ['/selected', 'selected'],
    ['/units', 'units'],
    ['/user', 'user'],
  ])('finds the route of %s', (path, title) => {
    const resolution = resolvePath(path, routes, redirects);
    expect(resolution.kind === 'route' && resolution.route.title).toBe(title);
  });

  it('redirects a trailing slash to the address without it', () => {
    expect(resolvePath('/selector/index/', routes, redirects)).toEqual({ kind: 'redirect', to: '/selector/index' });
  });

  it('does not find what the site does not have, even with a trailing slash', () => {
    expect(resolvePath('/selector', routes, redirects)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/nothing/', routes, redirects)).toEqual({ kind: 'not-found' });
    expect(resolvePath('/Home', routes, redirects)).toEqual({ kind: 'not-found' });
  });

  it('gives each page of the site its layout', () => {
    const layouts = Object.fromEntries(routes.map((route) => [route.path, route.layout]));
    expect(layouts).toMatchObject({ '/home': 'no-header', '/login': 'no-header', '/register': 'no-header', '/details': 'none', '/units': 'full' });
  });
});
