import type { FastifyInstance } from 'fastify';
import { valveContracts } from '../../../../../src/contracts/schemas';
import { matchesEtag } from '../../../http/etag';
import { registerCall } from '../../../http/register-call';

/**
 * GET /api/valve/searchindex with its ETag. `no-cache` makes every use revalidate, so a new catalogue is picked up
 * at the next page load.
 */
export default async function searchIndexRoute(app: FastifyInstance): Promise<void> {
  const { data, etag } = app.catalogueService.searchIndex;
  const etagHeader = `"${etag}"`;

  // This plugin is encapsulated, so the hook sees only this route.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('etag', etagHeader).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etagHeader)) return reply.code(304).send();
  });
  registerCall(app, valveContracts.searchIndex, () => data);
}
