import type { FastifyInstance } from 'fastify';
import { selectionSliceContracts } from '../../../../../src/contracts/schemas';
import { matchesEtag } from '../../../http/etag';
import { registerCall } from '../../../http/register-call';
import { requestPresentation as presentation } from '../../../http/unit-system';
import { SliceAnswers } from '../../../services/selection/slice-answers';

/**
 * GET /api/selection/slice with its ETag. `no-cache` makes every use revalidate, so a new catalogue is picked up at the
 * next use; an unchanged one costs a 304.
 */
export default async function sliceRoute(app: FastifyInstance): Promise<void> {
  const slices = new SliceAnswers(app.selectionService);
  const call = selectionSliceContracts.catalogueSlice;

  // This plugin is encapsulated, so the hook sees only this route. It runs after the query is checked; a family the
  // slice refuses is left to the handler, which answers the refusal.
  app.addHook('preHandler', async (request, reply) => {
    let etag: string;
    try {
      etag = `"${slices.answer((request.query as { valveName: string }).valveName, presentation(request)).etag}"`;
    } catch {
      return;
    }
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  });
  registerCall(app, call, ({ query, request }) => slices.answer(query.valveName, presentation(request)).data);
}
