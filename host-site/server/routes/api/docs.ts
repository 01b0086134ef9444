import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * The API described for everyone: GET /api/openapi.json, the document @fastify/swagger generates from the routes
 * (see routes/index.ts), and /api/docs to browse and try it. The page is Swagger UI's own scripts and styles from this
 * origin, so the site's Content-Security-Policy serves it unchanged; its validator badge (a request to
 * validator.swagger.io) is off.
 */
export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
