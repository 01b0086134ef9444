import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../../../src/contracts/envelope';
import { healthContracts } from '../../../../src/contracts/schemas';
import { CallFailure } from '../../http/call-failure';
import { registerCall } from '../../http/register-call';
import { serverHealth } from '../../services/health';

/**
 * GET /api/health, the readiness check: 200 when the server and its database answer; 503 (Result serverError) when
 * the database does not, and from the moment a shutdown begins.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, healthContracts.health, ({ request }) => {
    if (app.draining) throw new CallFailure(ResultCode.serverError, 503, 'serverState:shuttingDown');
    return serverHealth(app.db, app.databaseDialect, request.log);
  });
}
