import type { FastifyInstance } from 'fastify';
import { healthContracts } from '../../../../src/contracts/schemas';
import { registerCall } from '../../http/register-call';
import { serverHealth } from '../../services/health';

/** GET /api/health: 200 when the server and its database answer, 503 (Result serverError) when the database does not. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, healthContracts.health, ({ request }) => serverHealth(app.db, app.databaseDialect, request.log));
}
