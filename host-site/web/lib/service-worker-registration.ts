import { Workbox } from 'workbox-window';
import type { OfflineState } from './offline';
import { isNetworkMessage } from './offline-protocol';

/**
 * Registers the site's service worker (service-worker/service-worker.ts) when the page names one: the built
 * index.html does (meta vs-service-worker); `npm run dev` does not, so development runs without a worker and its
 * caches. The worker's scope is this origin's pages; widgets embedded in other origins' pages are never under it.
 */
export async function registerServiceWorker(offline: OfflineState, document: Document = window.document): Promise<void> {
  const url = document.querySelector<HTMLMetaElement>('meta[name="vs-service-worker"]')?.content;
  if (!url || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (isNetworkMessage(event.data)) offline.reachable(event.data.reachable);
  });
  // The worker takes control of this page at its first install (clients.claim): what the page fetched before
  // then went past it, so it is fetched again through it, to be kept: the catalogue calls, and the language
  // strings, refrigerant data and pictures already loaded (the code is precached). A page loaded under a worker has nothing
  // to catch up on.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => void catchUp(offline), { once: true });
  }
  const worker = new Workbox(url, { scope: '/' });
  try {
    await worker.register();
  } catch {
    // No worker (a private window that refuses one, a broken sw.js): the site works online as before.
  }
}

async function catchUp(offline: OfflineState): Promise<void> {
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  const data = loaded.filter((address) => address.origin === location.origin && /^\/(assets|images)\//.test(address.pathname));
  await Promise.all([
    offline.replayUncontrolled((input, init) => fetch(input, init)),
    ...data.map((address) => fetch(address).then((response) => response.body?.cancel(), () => undefined)),
  ]);
}
