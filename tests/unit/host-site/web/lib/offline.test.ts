import { describe, expect, it } from 'vitest';
import { createOfflineState } from '../../../../../host-site/web/lib/offline';
import { offlineAnswerHeader } from '../../../../../host-site/web/lib/offline-protocol';

/** A window whose network the test switches, with or without a controlling service worker. */
function fakeWindow(onLine: boolean, controlled = false) {
  const target = new EventTarget();
  const navigator = { onLine, serviceWorker: { controller: controlled ? {} : null } } as unknown as Navigator;
  return Object.assign(target, { navigator });
}

const answer = (headers: Record<string, string> = {}) => async () => new Response('{}', { headers });
const noAnswer = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

// Issue 29: the offline state of the site's frame.
describe('createOfflineState', () => {
  it('follows the browser: offline when it has no network, online again on its online event', () => {
    const window = fakeWindow(false);
    const state = createOfflineState(window);
    expect(state.offline.value).toBe(true);
    expect(state.noNetwork.value).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(state.offline.value).toBe(false);
    window.dispatchEvent(new Event('offline'));
    expect(state.offline.value).toBe(true);
  });

  it('is offline when a call gets no answer though the browser says online, and online at the next answer', async () => {
    const state = createOfflineState(fakeWindow(true));
    await expect(state.watch(noAnswer)('http://x/api/valve/baseinfo')).rejects.toThrow(TypeError);
    expect(state.offline.value).toBe(true);
    expect(state.noNetwork.value).toBe(false);
    await state.watch(answer())('http://x/api/valve/baseinfo');
    expect(state.offline.value).toBe(false);
  });

  it('is offline when the service worker answered from its cache because the network failed', async () => {
    const state = createOfflineState(fakeWindow(true, true));
    await state.watch(answer({ [offlineAnswerHeader]: '1' }))('http://x/api/valve/baseinfo');
    expect(state.offline.value).toBe(true);
  });

  it('with no network asks nothing (issue 37): a call the worker does not keep fails at once, a kept one comes from its caches', async () => {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      asked.push(new Request(input).url);
      return new Response('{}');
    };
    const state = createOfflineState(fakeWindow(false, true));
    await expect(state.watch(fetch)('http://x/api/authorize/validatetoken')).rejects.toThrow(/needs a connection/);
    const key = 'http://x/offline-cache/api/valve/baseinfo?m=GET';
    const kept = new Map([['vs-data-b1-v1', new Map([[key, new Response('{"kept":1}')]])]]);
    const caches = { keys: async () => ['vs-images', ...kept.keys()], open: async (name: string) => ({ match: async (url: string) => kept.get(name)?.get(url) }) };
    Object.assign(globalThis, { caches });
    try {
      const response = await state.watch(fetch)('http://x/api/valve/baseinfo');
      expect(await response.json()).toEqual({ kept: 1 });
      expect(response.headers.get(offlineAnswerHeader)).toBe('1');
      await expect(state.watch(fetch)('http://x/api/valve/selection?valveName=Sov')).rejects.toThrow(TypeError);
    } finally {
      Reflect.deleteProperty(globalThis, 'caches');
    }
    expect(asked).toEqual([]);
  });

  it('takes an abort (a time-out) for no verdict on the network', async () => {
    const state = createOfflineState(fakeWindow(true));
    const aborted = async (): Promise<Response> => {
      throw new DOMException('The operation was aborted', 'AbortError');
    };
    await expect(state.watch(aborted)('http://x/api/valve/baseinfo')).rejects.toThrow();
    expect(state.offline.value).toBe(false);
  });

  it('replays, once, the kept calls made before a worker controlled the page, and nothing else', async () => {
    const state = createOfflineState(fakeWindow(true));
    const watched = state.watch(answer());
    await watched('http://x/api/valve/baseinfo');
    await watched('http://x/api/authorize/getloginauth');
    await watched('http://x/api/ucselection/calculate', { method: 'POST', body: '{"Te":-10}' });
    const replayed: string[] = [];
    const through = async (input: RequestInfo | URL) => {
      const request = input as Request;
      replayed.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      return new Response('{}');
    };
    await state.replayUncontrolled(through);
    expect(replayed).toEqual(['GET /api/valve/baseinfo ', 'POST /api/ucselection/calculate {"Te":-10}']);
    await state.replayUncontrolled(through);
    expect(replayed).toHaveLength(2);
  });

  it('records nothing while a worker controls the page: it keeps the answers itself', async () => {
    const state = createOfflineState(fakeWindow(true, true));
    await state.watch(answer())('http://x/api/valve/baseinfo');
    const replayed: unknown[] = [];
    await state.replayUncontrolled(async (input) => {
      replayed.push(input);
      return new Response('{}');
    });
    expect(replayed).toEqual([]);
  });
});
