// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRouter, defineRoute, searchParam, searchSchema, type AnyRoute, type Page, type Router } from '../../../../../../host-site/web/app/router';

/** A page module that arrives when the test says so. */
function deferredPage() {
  let arrive!: () => void;
  let fail!: () => void;
  const page: Page<unknown> = () => null;
  const module = new Promise<{ default: Page<unknown> }>((resolve, reject) => {
    arrive = () => resolve({ default: page });
    fail = () => reject(new Error('chunk failed'));
  });
  return { load: () => module, arrive, fail, page };
}

const home = deferredPage();
const units = deferredPage();
const selector = deferredPage();

const routes: AnyRoute[] = [
  defineRoute({ path: '/home', title: 'home', search: searchSchema({}), layout: 'no-header', page: home.load }),
  defineRoute({ path: '/units', title: 'units', search: searchSchema({}), layout: 'full', page: units.load }),
  defineRoute({
    path: '/selector/index',
    title: 'selector',
    search: searchSchema({ valveName: searchParam.text() }),
    layout: 'full',
    page: selector.load,
  }),
];

let router: Router;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  router = createRouter({ routes, redirects: { '/': '/home' } });
});

afterEach(() => router.stop());

const path = () => window.location.pathname + window.location.search;

describe('createRouter', () => {
  it('replaces / by /home at start, pending until the page arrives', async () => {
    const length = window.history.length;
    const started = router.start();
    expect(path()).toBe('/home');
    expect(window.history.length).toBe(length);
    expect(router.getState()).toMatchObject({ pending: true, view: { kind: 'starting' } });
    home.arrive();
    await started;
    expect(router.getState()).toMatchObject({ pending: false, view: { kind: 'page', page: home.page }, forwardNavigations: 0 });
  });

  it('pushes an entry, parses the search with the route\'s schema, and tells subscribers', async () => {
    home.arrive();
    await router.start();
    let notified = 0;
    router.subscribe(() => notified++);
    selector.arrive();
    await router.navigate('/selector/index?valveName=Sov&x=1');
    expect(path()).toBe('/selector/index?valveName=Sov&x=1');
    const state = router.getState();
    expect(state.view.kind === 'page' && state.view.search).toEqual({ valveName: 'Sov' });
    expect(state.forwardNavigations).toBe(1);
    expect(notified).toBeGreaterThan(0);
  });

  it('shows the not-found view for an unknown address', async () => {
    home.arrive();
    await router.start();
    await router.navigate('/nowhere');
    expect(router.getState()).toMatchObject({ view: { kind: 'not-found' }, url: { pathname: '/nowhere' } });
  });

  it('shows only the latest of two navigations when the first page arrives late', async () => {
    home.arrive();
    await router.start();
    const late = deferredPage();
    const slowRoutes = [...routes, defineRoute({ path: '/user', title: 'user', search: searchSchema({}), layout: 'full', page: late.load })];
    const second = createRouter({ routes: slowRoutes, redirects: {} });
    await second.start();
    const first = second.navigate('/user');
    expect(second.getState().pending).toBe(true);
    await second.navigate('/home');
    late.arrive();
    await first;
    expect(second.getState().view).toMatchObject({ kind: 'page', route: { path: '/home' } });
    expect(second.getState().pending).toBe(false);
    second.stop();
  });

  it('reports a page whose code could not be fetched', async () => {
    const broken = deferredPage();
    const brokenRouter = createRouter({
      routes: [defineRoute({ path: '/user', title: 'user', search: searchSchema({}), layout: 'full', page: broken.load })],
      redirects: {},
    });
    broken.fail();
    await brokenRouter.navigate('/user');
    expect(brokenRouter.getState()).toMatchObject({ pending: false, view: { kind: 'failed', route: { path: '/user' } } });
  });

  it('follows back without counting it as a forward navigation', async () => {
    home.arrive();
    units.arrive();
    await router.start();
    await router.navigate('/units');
    const forward = router.getState().forwardNavigations;
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(path()).toBe('/home');
    expect(router.getState()).toMatchObject({ view: { kind: 'page', route: { path: '/home' } }, forwardNavigations: forward });
  });
});
