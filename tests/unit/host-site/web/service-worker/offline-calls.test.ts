import { describe, expect, it } from 'vitest';
import { calculateSelection, selectionFields } from '../../../../../src/contracts/selection';
import { catalogueSlice } from '../../../../../src/contracts/selection-slice';
import { login } from '../../../../../src/contracts/account';
import { saveSelection } from '../../../../../src/contracts/results';
import { productList, searchIndex } from '../../../../../src/contracts/valve';
import { reportData } from '../../../../../src/contracts/report';
import {
  dataCacheName,
  isDataCacheOf,
  isOfflineCall,
  isStaleDataCache,
  offlineCacheKey,
} from '../../../../../host-site/web/service-worker/offline-calls';

const origin = 'http://127.0.0.1:8080';

function request(method: string, path: string, headers: Record<string, string> = {}) {
  return { method, url: origin + path, headers: new Headers(headers) };
}

describe('isOfflineCall', () => {
  it('keeps the catalogue reads and the selection calls, by their method', () => {
    expect(isOfflineCall('GET', `/api${selectionFields.path}`)).toBe(true);
    expect(isOfflineCall('POST', `/api${calculateSelection.path}`)).toBe(true);
    // The slice the selector calculates on in the browser: kept, so new conditions calculate offline.
    expect(isOfflineCall('GET', `/api${catalogueSlice.path}`)).toBe(true);
    expect(isOfflineCall('GET', `/api${calculateSelection.path}`)).toBe(false);
    expect(isOfflineCall('POST', `/api${selectionFields.path}`)).toBe(false);
  });

  it('never keeps accounts, saved work, reports or search (issue 29: not offered offline)', () => {
    for (const call of [login, saveSelection, reportData, productList, searchIndex]) expect(isOfflineCall(call.method, `/api${call.path}`), call.path).toBe(false);
  });

  it('keeps nothing outside the API', () => {
    expect(isOfflineCall('GET', selectionFields.path)).toBe(false);
  });
});

describe('offlineCacheKey', () => {
  it('tells apart the answers of another language, unit system, unit set or country', () => {
    const path = '/api/valve/selection?valveName=Eev';
    const keys = [
      offlineCacheKey(request('GET', path), ''),
      offlineCacheKey(request('GET', path, { LANG: 'de' }), ''),
      offlineCacheKey(request('GET', path, { Unitid: '1' }), ''),
      offlineCacheKey(request('GET', path, { Units: 'temperature=F' }), ''),
      offlineCacheKey(request('GET', path, { Country: 'DE' }), ''),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not depend on who asks: the token is not part of it', () => {
    const path = '/api/valve/selection?valveName=Eev';
    expect(offlineCacheKey(request('GET', path, { Authorization: 'Bearer a' }), '')).toBe(offlineCacheKey(request('GET', path), ''));
  });

  it('tells apart two POSTs by their bodies, and a query from another', () => {
    const path = '/api/ucselection/calculate';
    expect(offlineCacheKey(request('POST', path), '{"Te":-10}')).not.toBe(offlineCacheKey(request('POST', path), '{"Te":-5}'));
    expect(offlineCacheKey(request('GET', '/api/valve/selection?valveName=Eev'), '')).not.toBe(offlineCacheKey(request('GET', '/api/valve/selection?valveName=Sov'), ''));
  });

  it('files under an address of its own on the same origin, never a real one', () => {
    const key = new URL(offlineCacheKey(request('GET', '/api/valve/baseinfo'), ''));
    expect(key.origin).toBe(origin);
    expect(key.pathname).toBe('/offline-cache/api/valve/baseinfo');
  });
});

describe('the caches of kept answers', () => {
  it('is one per build and catalogue version; a new version or build makes the others stale', () => {
    const current = dataCacheName('b1', '2025.1');
    expect(isDataCacheOf(current, 'b1')).toBe(true);
    expect(isDataCacheOf(current, 'b2')).toBe(false);
    // A new catalogue: the old version's cache goes, the new one stays.
    expect(isStaleDataCache(dataCacheName('b1', '2025.1'), 'b1', dataCacheName('b1', '2025.2'))).toBe(true);
    expect(isStaleDataCache(dataCacheName('b1', '2025.2'), 'b1', dataCacheName('b1', '2025.2'))).toBe(false);
    // A new build: every cache of another build goes at activation.
    expect(isStaleDataCache(dataCacheName('b0', '2025.1'), 'b1')).toBe(true);
    expect(isStaleDataCache(dataCacheName('b1', '2025.1'), 'b1')).toBe(false);
    // Workbox's own caches are not ours to delete.
    expect(isStaleDataCache('workbox-precache-v2-http://127.0.0.1:8080/', 'b1')).toBe(false);
  });
});
