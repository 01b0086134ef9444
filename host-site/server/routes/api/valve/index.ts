import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bomContracts, valveContracts } from '../../../../../src/contracts/schemas';
import { countryHints } from '../../../http/country-hints';
import { registerCall } from '../../../http/register-call';
import { requestPresentation as presentation } from '../../../http/unit-system';
import { bomAnswer, requestMains } from '../../../services/catalogue/bom';
import searchIndexRoute from './search-index';

/** The catalogue calls of spec §7 under /api/valve; labels in the request's language, quantities in its unit set. */
async function valveRoutes(app: FastifyInstance): Promise<void> {
  const service = app.catalogueService;
  const { baseInfo, familyInfo, seriesSizes, seriesFields, familySeries, systemSeries, recommendations, webConfig, productList } = valveContracts;

  registerCall(app, baseInfo, ({ query, request }) =>
    service.baseInfo(query, countryHints(request, service.countryHeader), request.messageLanguage),
  );
  registerCall(app, familyInfo, ({ body, request }) => service.familyInfo(body, presentation(request)));
  registerCall(app, seriesSizes, ({ body, request }) => service.seriesSizes(body, presentation(request)));
  registerCall(app, seriesFields, ({ query, request }) => service.seriesFields(query, presentation(request)));
  registerCall(app, familySeries, ({ query, request }) => service.familySeries(query, presentation(request)));
  registerCall(app, systemSeries, ({ query, request }) => service.systemSeries(query, presentation(request)));
  registerCall(app, recommendations, ({ query, request }) =>
    service.recommendations(query, request.headers['country'] as string | undefined, request.messageLanguage),
  );
  registerCall(app, webConfig, ({ query, request }) => service.webConfig(query, request.messageLanguage));
  registerCall(app, productList, ({ body, request }) => service.productList(body, request.messageLanguage));
  registerCall(app, bomContracts.bom, ({ query, request }) =>
    bomAnswer(app.catalogue, query.items, query.choices, {
      language: request.messageLanguage,
      t: request.t,
      mains: requestMains(app.catalogue, countryHints(request, service.countryHeader)),
    }),
  );
  await app.register(searchIndexRoute);
}

export default fp(valveRoutes, { name: 'valve-routes', dependencies: ['calls', 'catalogue-service', 'messages', 'envelope'], encapsulate: true });
