import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json';
import { swaggerOptions } from '../openapi/swagger';
import authorizeRoutes from './api/authorize';
import docsRoutes from './api/docs';
import healthRoutes from './api/health';
import preferenceRoutes from './api/preferences';
import projectRoutes from './api/project';
import punchoutRoutes from './api/punchout';
import reportRoutes from './api/report';
import resultRoutes from './api/result';
import unitConvertRoutes from './api/unitconvert';
import selectionRoutes from './api/selection';
import smsRoutes from './api/sms';
import userRoutes from './api/user';
import valveRoutes from './api/valve';

/**
 * Every API route. Each module registers its calls from their contracts (registerCall), whose zod schemas check the
 * requests and write the answers (plugin `calls`); @fastify/swagger, registered first, writes the OpenAPI document
 * from the same routes, and the docs serve it.
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(swagger, swaggerOptions(packageJson.version));
  await app.register(healthRoutes);
  await app.register(unitConvertRoutes);
  await app.register(valveRoutes);
  await app.register(selectionRoutes);
  await app.register(authorizeRoutes);
  await app.register(smsRoutes);
  await app.register(userRoutes);
  await app.register(preferenceRoutes);
  await app.register(resultRoutes);
  await app.register(projectRoutes);
  await app.register(reportRoutes);
  await app.register(punchoutRoutes);
  await app.register(docsRoutes);
}
