// What the site's service worker keeps for use without a network (issue 29), as plain functions of a request so
// that they are tested apart from the worker. The worker itself is service-worker.ts.
import { bom } from '../../../src/contracts/bom';
import type { CallContract } from '../../../src/contracts/call';
import { calculateSelection, chartLines, condensingChanged, evaporatingChanged, selectionFields } from '../../../src/contracts/selection';
import { catalogueSlice } from '../../../src/contracts/selection-slice';
import { unitSetList } from '../../../src/contracts/unitconvert';
import { unitsHeader } from '../../../src/contracts/units-header';
import { baseInfo, familyInfo, familySeries, recommendations, seriesFields, seriesSizes, systemSeries, webConfig } from '../../../src/contracts/valve';

/** Where the API lives on the site's own origin. */
export const apiBase = '/api';

/**
 * The calls whose answers are kept for offline use: reads of the catalogue and the selection's calculations,
 * pure functions of the request, the catalogue version and the build. Accounts, saved work, reports, the sort list's
 * product search and the search index are left out: they need the server, and offline the site does not offer them.
 */
const offlineContracts: readonly CallContract[] = [
  baseInfo,
  familyInfo,
  seriesSizes,
  seriesFields,
  familySeries,
  systemSeries,
  recommendations,
  webConfig,
  unitSetList,
  bom,
  selectionFields,
  // The family's slice: with it the selector calculates new conditions in the browser, offline too.
  catalogueSlice,
  calculateSelection,
  chartLines,
  condensingChanged,
  evaporatingChanged,
];

const offlinePaths = new Map<string, 'GET' | 'POST'>(offlineContracts.map((call) => [(apiBase + call.path).toLowerCase(), call.method]));

/** Whether the answer to this request is kept for offline use. */
export function isOfflineCall(method: string, pathname: string): boolean {
  return offlinePaths.get(pathname.toLowerCase()) === method.toUpperCase();
}

/**
 * The request headers an answer depends on (ARCHITECTURE §3: language, unit system, unit set, country): an answer
 * in German or in °F is another answer. Authorization is not among them: none of the kept calls depends on who asks.
 */
const varyingHeaders = ['LANG', 'Unitid', unitsHeader, 'Country'] as const;

interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

/**
 * The address a kept answer is filed under in the Cache API, which keys on a GET's URL alone: the call's path and
 * query, the varying headers and, for a POST, its JSON body. A path of its own (`/offline-cache/…`) that the
 * server never answers, so it cannot be mistaken for a real address.
 */
export function offlineCacheKey(request: RequestLike, body: string): string {
  const url = new URL(request.url);
  const key = new URL(`/offline-cache${url.pathname}`, url.origin);
  key.searchParams.set('m', request.method.toUpperCase());
  if (url.search) key.searchParams.set('q', url.search.slice(1));
  for (const name of varyingHeaders) {
    const value = request.headers.get(name);
    if (value !== null) key.searchParams.set(`h.${name.toLowerCase()}`, value);
  }
  if (body) key.searchParams.set('b', body);
  return key.href;
}

/** Prefix of the caches of kept answers: one per build and catalogue version. */
const dataCachePrefix = 'vs-data-';

/**
 * The cache of kept answers for a build and a catalogue version: a new build (whose calls may answer in another
 * shape) or a new catalogue (other sizes, ratings, limits) starts an empty one, and the others are dropped.
 */
export function dataCacheName(build: string, catalogueVersion: string): string {
  return `${dataCachePrefix}${build}-${catalogueVersion}`;
}

/** Whether `name` is a cache of kept answers (of any build: the worker keeps only its own build's). */
export function isDataCache(name: string): boolean {
  return name.startsWith(dataCachePrefix);
}

/** Whether `name` is a cache of kept answers for this build (of any catalogue version). */
export function isDataCacheOf(name: string, build: string): boolean {
  return name.startsWith(`${dataCachePrefix}${build}-`);
}

/** Whether `name` is a cache of kept answers that a worker of `build` should delete: another build's, or another catalogue's. */
export function isStaleDataCache(name: string, build: string, keep?: string): boolean {
  if (!name.startsWith(dataCachePrefix)) return false;
  return keep === undefined ? !isDataCacheOf(name, build) : name !== keep;
}
