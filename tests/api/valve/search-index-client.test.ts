import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client';
import { loadSearchIndex, searchIndexStorageKey, type KeyValueStore } from '../../../src/client/search-index';
import { buildTestApp } from '../helper';

// The client helper against the real server, its fetch carried by inject: the ETag round trip as a browser does it.
let app: FastifyInstance;
let requests: { url: string; ifNoneMatch: string | undefined; status: number }[];

beforeAll(async () => {
  app = await buildTestApp();
});

const serverFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  const url = new URL(String(input)).pathname;
  const ifNoneMatch = headers.get('if-none-match') ?? undefined;
  const response = await app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });
  requests.push({ url, ifNoneMatch, status: response.statusCode });
  return new Response(response.statusCode === 304 ? null : response.body, { status: response.statusCode });
};

const offline: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('loadSearchIndex', () => {
  it('downloads the index once, then revalidates with its ETag and keeps the stored copy on 304', async () => {
    requests = [];
    const storage = memoryStore();
    const first = await loadSearchIndex({ base: 'http://maker.example/api/', storage, fetch: serverFetch });
    expect(first.rows).toHaveLength(3101);
    expect(JSON.parse(storage.map.get(searchIndexStorageKey)!).etag).toBe(first.etag);
    const second = await loadSearchIndex({ base: 'http://maker.example/api', storage, fetch: serverFetch });
    expect(second).toEqual(first);
    expect(requests).toEqual([
      { url: '/api/valve/searchindex', ifNoneMatch: undefined, status: 200 },
      { url: '/api/valve/searchindex', ifNoneMatch: `"${first.etag}"`, status: 304 },
    ]);
  });

  it('replaces a stored copy whose ETag the server no longer has', async () => {
    requests = [];
    const storage = memoryStore();
    const stale = { version: 'old', etag: 'old-tag', columns: ['valve', 'serial', 'size', 'partNumber'], rows: [['Sov', 'X', 'X-1', 'OLD-1']] };
    storage.setItem(searchIndexStorageKey, JSON.stringify(stale));
    const data = await loadSearchIndex({ base: '/api', storage, fetch: (input, init) => serverFetch(`http://h${String(input)}`, init) });
    expect(requests[0]).toMatchObject({ ifNoneMatch: '"old-tag"', status: 200 });
    expect(data.rows).toHaveLength(3101);
    expect(JSON.parse(storage.map.get(searchIndexStorageKey)!).etag).toBe(data.etag);
  });

  it('uses the stored copy offline, and fails without one', async () => {
    const storage = memoryStore();
    const online = await loadSearchIndex({ base: 'http://h/api', storage, fetch: serverFetch });
    expect(await loadSearchIndex({ base: 'http://h/api', storage, fetch: offline })).toEqual(online);
    await expect(loadSearchIndex({ base: 'http://h/api', storage: memoryStore(), fetch: offline })).rejects.toBeInstanceOf(ApiError);
  });

  it('forgets a stored copy it cannot read', async () => {
    requests = [];
    const storage = memoryStore();
    storage.setItem(searchIndexStorageKey, '{not json');
    await loadSearchIndex({ base: 'http://h/api', storage, fetch: serverFetch });
    expect(requests[0]!.ifNoneMatch).toBeUndefined();
    expect(JSON.parse(storage.map.get(searchIndexStorageKey)!).rows).toHaveLength(3101);
  });

  it('still answers when the storage refuses to store', async () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect((await loadSearchIndex({ base: 'http://h/api', storage: full, fetch: serverFetch })).rows).toHaveLength(3101);
  });
});
