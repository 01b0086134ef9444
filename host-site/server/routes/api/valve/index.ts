import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { valveContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import searchIndexRoute from './search-index';

/** The catalogue calls of spec §7 under /api/valve; labels in the request's language. */
async function valveRoutes(app: FastifyInstance): Promise<void> {
  const service = app.catalogueService;
  const { baseInfo, familyInfo, seriesSizes, seriesFields, familySeries, systemSeries, recommendations, webConfig, productList } = valveContracts;

  registerCall(app, baseInfo, ({ request }) =>
    service.baseInfo({ country: request.headers['country'] as string | undefined, acceptLanguage: request.headers['accept-language'] }, request.language),
  );
  registerCall(app, familyInfo, ({ body, request }) => service.familyInfo(body, request.language));
  registerCall(app, seriesSizes, ({ body, request }) => service.seriesSizes(body, request.language));
  registerCall(app, seriesFields, ({ body, request }) => service.seriesFields(body, request.language));
  registerCall(app, familySeries, ({ body, request }) => service.familySeries(body, request.language));
  registerCall(app, systemSeries, ({ body, request }) => service.systemSeries(body, request.language));
  registerCall(app, recommendations, ({ body, request }) => service.recommendations(body, request.language));
  registerCall(app, webConfig, ({ body, request }) => service.webConfig(body, request.language));
  registerCall(app, productList, ({ body }) => service.productList(body));
  await app.register(searchIndexRoute);
}

export default fp(valveRoutes, { name: 'valve-routes', dependencies: ['calls', 'catalogue-service', 'messages', 'envelope'], encapsulate: true });
