import type { FastifyInstance } from 'fastify';
import healthRoutes from './api/health';
import unitConvertRoutes from './api/unitconvert';
import selectionRoutes from './api/selection';
import valveRoutes from './api/valve';

/** Every API route; each module registers its calls from their contracts with registerCall. */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(unitConvertRoutes);
  await app.register(valveRoutes);
  await app.register(selectionRoutes);
}
