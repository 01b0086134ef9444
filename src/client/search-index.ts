import type { CallData } from '../contracts/call';
import { ResultCode, type Envelope } from '../contracts/envelope';
import { searchIndex } from '../contracts/valve';
import { ApiError } from './api-error';

export type SearchIndexData = CallData<typeof searchIndex>;

/** What the index is kept in: localStorage in a browser, anything with the same three methods in a test. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The storage key. The suffix is the version of the stored record's shape: a release that changes it starts from
 * a fresh download instead of misreading an old copy.
 */
export const searchIndexStorageKey = 'vs-search-index/v1';

export interface SearchIndexOptions {
  /** Where `/api` lives, as for createApiClient. */
  base: string;
  /** Default: the page's localStorage when there is one. */
  storage?: KeyValueStore | undefined;
  fetch?: typeof fetch;
}

/**
 * The part-number index, from local storage when the server confirms it is current (304 to If-None-Match),
 * otherwise downloaded and stored under a new ETag. Offline, a stored copy is used as it is.
 * @throws ApiError when there is neither an answer nor a stored copy.
 */
export async function loadSearchIndex(options: SearchIndexOptions): Promise<SearchIndexData> {
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const stored = readStored(storage);
  const request = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await request(`${options.base.replace(/\/+$/, '')}${searchIndex.path}`, {
      headers: stored ? { 'If-None-Match': `"${stored.etag}"` } : {},
    });
  } catch (error) {
    if (stored) return stored;
    throw new ApiError('network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 304 && stored) return stored;
  const envelope = (await response.json().catch(() => undefined)) as Envelope<unknown> | undefined;
  if (!envelope || envelope.Result !== ResultCode.ok) {
    if (stored) return stored;
    throw envelope ? new ApiError('result', envelope.ErrorMsg, envelope.Result, response.status) : new ApiError('http', `HTTP ${response.status}`, undefined, response.status);
  }
  const data = searchIndex.data.parse(envelope.Data);
  try {
    storage?.setItem(searchIndexStorageKey, JSON.stringify(data));
  } catch {
    // Storage full or disabled (private mode): the index still works for this page, it is just fetched again next time.
  }
  return data;
}

function readStored(storage: KeyValueStore | undefined): SearchIndexData | undefined {
  const text = storage?.getItem(searchIndexStorageKey);
  if (!text) return undefined;
  try {
    const parsed = searchIndex.data.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and forget it.
  }
  storage?.removeItem(searchIndexStorageKey);
  return undefined;
}
