import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../../../../../host-site/web/lib/chunk-load';

const chunk = 'http://127.0.0.1:8080/assets/home-page-Ab12.js';
// What Chromium rejects a failed import() with.
const failedImport = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`));

/** The server's answer to the probe of the chunk's address, and the requests it got. */
function serverAnswers(answer: () => Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  });
  return requests;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadChunk', () => {
  it('gives the module when it arrives', async () => {
    await expect(loadChunk(async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it('reports a chunk the server no longer has as missing, with its request', async () => {
    const requests = serverAnswers(async () => new Response(null, { status: 404 }));
    const error = await loadChunk(failedImport).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: chunk });
    expect((error as Error).message).toBe(`Loading chunk failed (missing): ${chunk}`);
    expect(requests.map((request) => [request.method, request.url])).toEqual([['HEAD', chunk]]);
  });

  it('reports a chunk that is there but did not load, or a probe that fails too, as an error', async () => {
    serverAnswers(async () => new Response(null, { status: 200 }));
    await expect(loadChunk(failedImport)).rejects.toMatchObject({ type: 'error', request: chunk });
    serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(loadChunk(failedImport)).rejects.toMatchObject({ type: 'error', request: chunk });
  });

  it('reports an error without a request when the browser does not name the module', async () => {
    const requests = serverAnswers(async () => new Response(null, { status: 404 }));
    const safari = () => Promise.reject(new TypeError('Importing a module script failed.'));
    await expect(loadChunk(safari)).rejects.toMatchObject({ type: 'error', request: undefined });
    expect(requests).toEqual([]);
  });

  it('gives up after the specification\'s 120 s as a timeout', async () => {
    vi.useFakeTimers();
    let settled: unknown;
    loadChunk(() => new Promise(() => {})).then(
      () => (settled = 'arrived'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(120_000 - 1); // the specification's figure, not the constant: a change shows here
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ name: 'ChunkLoadError', type: 'timeout', request: undefined });
  });
});
