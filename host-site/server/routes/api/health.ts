import type { FastifyInstance } from 'fastify';
import { health } from '../../../../src/contracts/health';
import { registerCall } from '../../http/register-call';
import { serverHealth } from '../../services/health';

/** GET /api/health: 200 when the server and its database answer, 503 (Result serverError) when the database does not. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, health, ({ request }) => serverHealth(app.db, app.databaseDialect, request.log));
}
