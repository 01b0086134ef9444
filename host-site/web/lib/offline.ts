import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { isDataCache, isOfflineCall, offlineCacheKey } from '../service-worker/offline-calls';
import { offlineAnswerHeader } from './offline-protocol';

/** The element of the offline banner that says why a control is disabled: the control's aria-describedby. */
export const offlineReasonId = 'offline-reason';

/** Calls kept for replay at most: a first page makes a handful. */
const maxRecorded = 50;

/**
 * Whether the site works without the server (issue 29): the browser has no network, or the server does not answer
 * (navigator.onLine stays true behind a dead Wi-Fi or with the server down). What needs the server (signing in,
 * saving, reports, search) is disabled while it lasts, with the reason; the converter, the P-T chart and the
 * families opened before keep working from the service worker's caches.
 */
export interface OfflineState {
  offline: ReadonlySignal<boolean>;
  /** The browser itself says it has no network (navigator.onLine false): no call can be answered but from a cache. */
  noNetwork: ReadonlySignal<boolean>;
  /**
   * The API client's fetch, watched: a request that fails for network reasons, or an answer the service worker gave
   * from its cache because the network failed, means offline; any other answer means the server is back.
   * With no network at all (noNetwork) nothing is sent (issue 37): a kept answer is read from the service worker's
   * caches here, and a call with none fails at once, without a request that must fail (a console error each).
   */
  watch(fetch: typeof globalThis.fetch): typeof globalThis.fetch;
  /** The service worker says the server stopped or started answering. */
  reachable(value: boolean): void;
  /**
   * Fetches again, now through the service worker that has just taken control, the catalogue calls this page made
   * before it did: the first visit's base info and recommendations would otherwise never be kept for offline use.
   */
  replayUncontrolled(fetch: typeof globalThis.fetch): Promise<void>;
}

export function createOfflineState(target: Pick<Window, 'addEventListener' | 'navigator'> = window): OfflineState {
  const browserOffline = signal(!target.navigator.onLine);
  const unreachable = signal(false);
  const offline = computed(() => browserOffline.value || unreachable.value);
  target.addEventListener('online', () => {
    browserOffline.value = false;
    unreachable.value = false;
  });
  target.addEventListener('offline', () => void (browserOffline.value = true));
  let recorded: Request[] = [];
  const controlled = () => Boolean(target.navigator.serviceWorker?.controller);

  return {
    offline,
    noNetwork: browserOffline,
    watch(inner) {
      return async (input, init) => {
        const request = new Request(input, init);
        if (!controlled() && recorded.length < maxRecorded && isOfflineCall(request.method, new URL(request.url).pathname)) {
          recorded.push(request.clone());
        }
        if (browserOffline.peek()) {
          const kept = isOfflineCall(request.method, new URL(request.url).pathname) ? await keptAnswer(request) : undefined;
          if (!kept) throw new TypeError(`No network: ${request.method} ${new URL(request.url).pathname} needs a connection`);
          unreachable.value = true;
          return kept;
        }
        try {
          const response = await inner(request);
          unreachable.value = response.headers.has(offlineAnswerHeader);
          return response;
        } catch (error) {
          // fetch rejects with a TypeError when no answer came; an abort (ky's time-out) is not the network's verdict.
          if (error instanceof TypeError) unreachable.value = true;
          throw error;
        }
      };
    },
    reachable(value) {
      unreachable.value = !value;
    },
    async replayUncontrolled(fetch) {
      const requests = recorded;
      recorded = [];
      await Promise.all(requests.map((request) => fetch(request).then((response) => response.body?.cancel(), () => undefined)));
    },
  };
}

/** The answer the service worker keeps for `request` (service-worker.ts), marked as a kept one; none without a worker's caches. */
async function keptAnswer(request: Request): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const key = offlineCacheKey(request, request.method === 'GET' ? '' : await request.clone().text());
  for (const name of (await caches.keys()).filter(isDataCache)) {
    const kept = await (await caches.open(name)).match(key);
    if (!kept) continue;
    const headers = new Headers(kept.headers);
    headers.set(offlineAnswerHeader, '1');
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
  return undefined;
}
