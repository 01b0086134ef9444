// The host site's service worker (issue 29): after one visit online, the converter, the pressure-temperature chart and
// the selector of the families opened work without a network, page reloads included. Built by
// ../build/service-worker-build.ts into dist/site/sw.js, with Workbox's precache list of this build.
//
// - The app's code (index.html, the shell, every route and widget chunk, the mobile redirect that starts the app) is
//   precached at install, so a page never half-loads offline.
// - What the site fetches on demand, a language's strings and a refrigerant's equation data, is kept as it is used:
//   content-hashed files under /assets/, cache first.
// - Catalogue reads and the selection's calculations are network first, their answers kept per build and catalogue
//   version and given back only when the network fails: online the page always shows the server's answer.
// - Accounts, saving, reports and search are not touched: offline they fail, and the site does not offer them.
//   With no network at all the page does not even ask (lib/offline.ts reads the kept answers itself).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { catalogueVersionHeader } from '../../../src/contracts/catalogue-version';
import { offlineAnswerHeader, type NetworkMessage } from '../lib/offline-protocol';
import { photoPathPrefix } from '../../../src/contracts/account';
import { apiBase, dataCacheName, isDataCacheOf, isOfflineCall, isStaleDataCache, offlineCacheKey } from './offline-calls';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The build's identity (a hash of its file names and index.html), set by the build. */
declare const __BUILD_ID__: string;
const build = __BUILD_ID__;

// ---------------------------------------------------------------------------------------------------------------
// Life cycle. A new build takes over at once (skipWaiting, clients.claim) rather than waiting behind a "reload"
// prompt: the server keeps one build only, so a page of the old build already finds its lazy chunks gone from the
// network (the site reports that as a missing chunk and offers to reload), and a worker left waiting would keep
// serving the old app against the new API. The new worker's precache is complete before it activates.

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => isStaleDataCache(name, build)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// ---------------------------------------------------------------------------------------------------------------
// The app's code.

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every client-side route is index.html. Network first, so that online a new build's page is what loads; the
// precached page of this build when the network fails.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return shell(options);
      }
    },
    // The API, the widget scripts (a shop's business, and never under this worker: other origins) and the mobile
    // site (a page of its own, SPEC §2) are not the single-page site.
    { denylist: [/^\/api(\/|$)/i, /^\/widgets(\/|$)/, /^\/mobile(\/|$)/] },
  ),
);

// Content-hashed files fetched on demand (a language's strings, a refrigerant's data): a name never changes its
// bytes, so the cache is kept across builds, bounded.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'vs-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

// Product pictures shown in the selector's results and the list. Offline, one never shown before is an empty frame
// rather than a failed request (a console error per picture, issue 37): the product's name and figures stand beside it.
const pictures = new CacheFirst({ cacheName: 'vs-images', plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] });
const noPicture = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
const orNoPicture =
  (strategy: Strategy) =>
  async (options: Parameters<Strategy['handle']>[0]): Promise<Response> => {
    try {
      return await strategy.handle(options);
    } catch {
      return new Response(noPicture, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
    }
  };
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'), orNoPicture(pictures));
// A member's avatar: the server's while it answers (a new upload shows at once), the kept one offline.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(apiBase + photoPathPrefix),
  orNoPicture(new NetworkFirst({ cacheName: 'vs-photos', plugins: [new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true })] })),
);

// ---------------------------------------------------------------------------------------------------------------
// Catalogue reads and calculations.

for (const method of ['GET', 'POST'] as const) {
  registerRoute(({ url, request, sameOrigin }) => sameOrigin && isOfflineCall(request.method, url.pathname), keptCall, method);
}

async function keptCall({ request }: { request: Request }): Promise<Response> {
  const key = offlineCacheKey(request, request.method === 'GET' ? '' : await request.clone().text());
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await keptAnswer(key);
    tell(false);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set(offlineAnswerHeader, '1');
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
  tell(true);
  const version = response.headers.get(catalogueVersionHeader);
  if (response.status === 200 && version) await keep(key, response.clone(), version);
  return response;
}

/**
 * Files an answer under its catalogue version. The first answer of a new version drops every answer kept for the
 * old one: they describe sizes, ratings and limits that are no longer the maker's.
 */
async function keep(key: string, response: Response, version: string): Promise<void> {
  const name = dataCacheName(build, version);
  const names = await caches.keys();
  await Promise.all(names.filter((other) => isStaleDataCache(other, build, name)).map((other) => caches.delete(other)));
  const cache = await caches.open(name);
  await cache.put(key, response);
}

async function keptAnswer(key: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!isDataCacheOf(name, build)) continue;
    const kept = await (await caches.open(name)).match(key);
    if (kept) return kept;
  }
  return undefined;
}

// The pages show an offline state while the server does not answer (navigator.onLine stays true when only the
// server or the way to it is down); told on a change, and once to each worker start.
let reachable: boolean | undefined;
function tell(now: boolean): void {
  if (now === reachable) return;
  reachable = now;
  const message: NetworkMessage = { type: 'vs-network', reachable: now };
  void self.clients.matchAll({ type: 'window' }).then((clients) => clients.forEach((client) => client.postMessage(message)));
}
