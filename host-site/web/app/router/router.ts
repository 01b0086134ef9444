import { resolvePath, type Redirects } from './match';
import type { AnyRoute, Page } from './route';
import { parseSearch } from './search-params';

/** What the router shows. */
export type RouterView =
  /** Before the first page has arrived. */
  | { kind: 'starting' }
  | { kind: 'page'; route: AnyRoute; page: Page<never>; search: unknown }
  | { kind: 'not-found' }
  /** The page's code could not be fetched (offline, or a new release replaced the old chunks). */
  | { kind: 'failed'; route: AnyRoute };

export interface RouterState {
  /** The address in the location bar; it changes at once, the view when the page has arrived. */
  url: { pathname: string; search: string };
  view: RouterView;
  /** A page is being fetched; the previous one stays on screen until it arrives. */
  pending: boolean;
  /** Counts the views shown after a link or navigate() (not back/forward), so the shell can move focus then. */
  forwardNavigations: number;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  /** Goes to an address of this site (absolute or relative); another origin is left to the browser. */
  navigate(href: string, options?: NavigateOptions): Promise<void>;
  /** Shows the current address and follows back/forward from then on. */
  start(): Promise<void>;
  stop(): void;
}

export interface RouterOptions {
  routes: readonly AnyRoute[];
  redirects: Redirects;
  /** The window whose History API the router drives. */
  window?: Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>;
}

type Mode = 'push' | 'replace' | 'pop';

// A redirect chain longer than this is a configuration loop; the last address is shown as it is.
const maxRedirects = 8;

export function createRouter(options: RouterOptions): Router {
  const win = options.window ?? window;
  const loaded = new Map<AnyRoute, Page<never>>();
  const listeners = new Set<() => void>();
  let state: RouterState = {
    url: { pathname: win.location.pathname, search: win.location.search },
    view: { kind: 'starting' },
    pending: false,
    forwardNavigations: 0,
  };
  // Each navigation takes a ticket; a page that arrives after a newer navigation began is not shown.
  let ticket = 0;

  function update(next: Partial<RouterState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  async function go(target: URL, requested: Mode): Promise<void> {
    let mode = requested;
    let url = target;
    let resolution = resolvePath(url.pathname, options.routes, options.redirects);
    for (let hops = 0; resolution.kind === 'redirect' && hops < maxRedirects; hops++) {
      url = new URL(resolution.to + url.search + url.hash, url);
      resolution = resolvePath(url.pathname, options.routes, options.redirects);
      if (mode === 'pop') mode = 'replace';
    }
    const href = url.pathname + url.search + url.hash;
    const current = win.location.pathname + win.location.search + win.location.hash;
    if (mode === 'push' && href !== current) win.history.pushState(null, '', href);
    else if (mode !== 'pop' && href !== current) win.history.replaceState(null, '', href);

    const mine = ++ticket;
    const forwardNavigations = state.forwardNavigations + (requested === 'pop' ? 0 : 1);
    const address = { pathname: url.pathname, search: url.search };
    if (resolution.kind !== 'route') {
      update({ url: address, view: { kind: 'not-found' }, pending: false, forwardNavigations });
      return;
    }
    const route = resolution.route;
    let page = loaded.get(route);
    if (!page) {
      update({ url: address, pending: true });
      try {
        page = (await route.page()).default;
        loaded.set(route, page);
      } catch {
        if (mine === ticket) update({ view: { kind: 'failed', route }, pending: false, forwardNavigations });
        return;
      }
      if (mine !== ticket) return;
    }
    update({
      url: address,
      view: { kind: 'page', route, page, search: parseSearch(route.search, url.search) },
      pending: false,
      forwardNavigations,
    });
  }

  const onPopState = () => void go(new URL(win.location.href), 'pop');

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(href, navigateOptions = {}) {
      const url = new URL(href, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      await go(url, navigateOptions.replace ? 'replace' : 'push');
    },
    async start() {
      win.addEventListener('popstate', onPopState);
      await go(new URL(win.location.href), 'pop');
    },
    stop() {
      win.removeEventListener('popstate', onPopState);
    },
  };
}
