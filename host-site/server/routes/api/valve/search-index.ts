import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildSearchIndex } from '../../../../../src/catalogue';
import { searchIndex, type CallData } from '../../../../../src/contracts';
import { registerCall } from '../../../http/register-call';

/**
 * GET /api/valve/searchindex: every part number, for the search box to match locally. The index is built once; a
 * strong ETag (a SHA-256 of its content, version included) lets a client that keeps a copy revalidate for the cost
 * of a 304. `no-cache` makes every use revalidate, so a new catalogue is picked up at the next page load.
 */
export default async function searchIndexRoute(app: FastifyInstance): Promise<void> {
  const index = buildSearchIndex(app.catalogue.data);
  const content = { version: index.version, columns: [...index.columns] as CallData<typeof searchIndex>['columns'], rows: index.rows.map((row) => [...row] as [string, string, string, string]) };
  const etag = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 32);
  const data = { ...content, etag };
  const etagHeader = `"${etag}"`;

  // This plugin is encapsulated, so the hook sees only this route.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('etag', etagHeader).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etagHeader)) return reply.code(304).send();
  });
  registerCall(app, searchIndex, () => data);
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"; `*` matches any current representation. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
