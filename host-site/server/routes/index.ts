import type { FastifyInstance } from 'fastify';
import docsRoutes from './api/docs';
import healthRoutes from './api/health';
import unitConvertRoutes from './api/unitconvert';
import selectionRoutes from './api/selection';
import valveRoutes from './api/valve';

/** Every API route; each module registers its calls from their contracts with registerCall, then the docs describe them. */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(unitConvertRoutes);
  await app.register(valveRoutes);
  await app.register(selectionRoutes);
  await app.register(docsRoutes);
}
