import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { selectionContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { requestPresentation as presentation } from '../../../http/unit-system';
import sliceRoute from './slice';

/** The selector's calls: field definitions, calculation, curves, the values that follow Te and Tk, and the family's slice. */
async function selectionRoutes(app: FastifyInstance): Promise<void> {
  const service = app.selectionService;
  const { selectionFields, calculateSelection, chartLines, condensingChanged, evaporatingChanged } = selectionContracts;
  registerCall(app, selectionFields, ({ query, request }) => service.fields(query, presentation(request)));
  registerCall(app, calculateSelection, ({ body, request }) => service.calculate(body, presentation(request)));
  registerCall(app, chartLines, ({ body, request }) => service.chartLines(body, presentation(request)));
  registerCall(app, condensingChanged, ({ body, request }) => service.condensingChanged(body, presentation(request)));
  registerCall(app, evaporatingChanged, ({ body, request }) => service.evaporatingChanged(body, presentation(request)));
  await app.register(sliceRoute);
}

export default fp(selectionRoutes, { name: 'selection-routes', dependencies: ['calls', 'selection-service', 'messages', 'envelope'], encapsulate: true });
