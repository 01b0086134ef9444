import { createHash } from 'node:crypto';
import { buildSearchIndex, type Catalogue } from '../../../../src/catalogue';
import type { CallAnswer } from '../../../../src/contracts/call';
import type { searchIndex } from '../../../../src/contracts/valve';

/** The search index answer and its ETag value (without quotes). */
export interface SearchIndexAnswer {
  data: CallAnswer<typeof searchIndex>;
  etag: string;
}

/**
 * Every part number, for the search box to match locally, built once. The ETag is strong: a SHA-256 of the index's
 * content (its version included), so a client that keeps a copy can revalidate for the cost of a 304.
 */
export function searchIndexAnswer(catalogue: Catalogue): SearchIndexAnswer {
  const index = buildSearchIndex(catalogue.data);
  const content = {
    version: index.version,
    columns: [...index.columns] as CallAnswer<typeof searchIndex>['columns'],
    rows: index.rows.map((row) => [...row] as [string, string, string, string]),
  };
  const etag = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 32);
  return { data: { ...content, etag }, etag };
}
