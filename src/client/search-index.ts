import type { CallData } from '../contracts/call';
import { isEnvelope, ResultCode } from '../contracts/envelope';
import { toJson } from '../contracts/json';
import { searchIndex } from '../contracts/valve';
import { ApiError } from './api-error';
import { localStore, type KeyValueStore } from './key-value-store';

export type { KeyValueStore };

export type SearchIndexData = CallData<typeof searchIndex>;

/**
 * The storage key. The suffix is the version of the stored record's shape: a release that changes it starts from
 * a fresh download instead of misreading an old copy.
 */
export const searchIndexStorageKey = 'vs-search-index/v1';

export interface SearchIndexOptions {
  /** Where `/api` lives, as for createApiClient. */
  base: string;
  /** Default: the page's localStorage when it can be used, else memory (a privacy mode that refuses storage). */
  storage?: KeyValueStore | undefined;
  fetch?: typeof fetch;
  /** Milliseconds to wait for the server, 60 s as for every call: a hung API ends as a network error, not a wait. */
  timeout?: number;
}

/**
 * The part-number index, from local storage when the server confirms it is current (304 to If-None-Match),
 * otherwise downloaded and stored under a new ETag. Offline, a stored copy is used as it is.
 * @throws ApiError when there is neither an answer nor a stored copy.
 */
export async function loadSearchIndex(options: SearchIndexOptions): Promise<SearchIndexData> {
  const abort = new AbortController();
  // A timer rather than AbortSignal.timeout: the same clock as the API client's time-out, which a test may speed up.
  const timer = setTimeout(() => abort.abort(), options.timeout ?? 60_000);
  try {
    return await load(options, abort.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function load(options: SearchIndexOptions, signal: AbortSignal): Promise<SearchIndexData> {
  const storage = options.storage ?? localStore();
  const stored = readStored(storage);
  const request = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await request(`${options.base.replace(/\/+$/, '')}${searchIndex.path}`, {
      headers: stored ? { 'If-None-Match': `"${stored.etag}"` } : {},
      signal,
    });
  } catch (error) {
    if (stored) return stored;
    throw new ApiError('network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 304 && stored) return stored;
  const envelope: unknown = await response.json().catch(() => undefined);
  const data = isEnvelope(envelope) && envelope.Result === ResultCode.ok && isSearchIndex(envelope.Data) ? envelope.Data : undefined;
  if (!data) {
    if (stored) return stored;
    throw isEnvelope(envelope) && envelope.Result !== ResultCode.ok
      ? new ApiError('result', envelope.ErrorMsg, envelope.Result, response.status)
      : new ApiError('http', `HTTP ${response.status}`, undefined, response.status);
  }
  try {
    storage?.setItem(searchIndexStorageKey, toJson(data));
  } catch {
    // Storage full or disabled (private mode): the index still works for this page, it is just fetched again next time.
  }
  return data;
}

function readStored(storage: KeyValueStore | undefined): SearchIndexData | undefined {
  try {
    const text = storage?.getItem(searchIndexStorageKey);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    if (isSearchIndex(parsed)) return parsed;
    storage?.removeItem(searchIndexStorageKey);
  } catch {
    // Not JSON, or a store that refuses to be read: the index is downloaded as if none was kept.
  }
  return undefined;
}

/**
 * The index's shape, checked by hand rather than by its schema so that the search box carries no zod. A stored copy
 * may be from an older release or edited by hand; a part that does not fit means downloading the index again.
 */
function isSearchIndex(value: unknown): value is SearchIndexData {
  if (typeof value !== 'object' || value === null) return false;
  const { version, etag, columns, rows } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof etag === 'string' &&
    Array.isArray(columns) &&
    columns.join() === 'valve,serial,size,partNumber' &&
    Array.isArray(rows) &&
    rows.every((row) => Array.isArray(row) && row.length === 4 && row.every((cell) => typeof cell === 'string'))
  );
}
