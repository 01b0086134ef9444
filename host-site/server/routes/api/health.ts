import type { FastifyInstance } from 'fastify';
import { ResultCode } from '../../../../src/contracts/envelope';
import { healthContracts } from '../../../../src/contracts/schemas';
import { CallFailure } from '../../http/call-failure';
import { registerCall } from '../../http/register-call';
import { liveness, Readiness } from '../../services/health';

/**
 * GET /api/health, the readiness check: 200 when the server's database takes a write; 503 (Result serverError) with
 * Retry-After when it does not answer or cannot write, and from the moment a shutdown begins.
 * GET /api/live, the liveness check: 200 while the process answers, whatever its database does.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const readiness = new Readiness(app.db, app.databaseDialect);
  registerCall(app, healthContracts.health, () => {
    if (app.draining) throw new CallFailure(ResultCode.serverError, 503, 'serverState:shuttingDown');
    return readiness.check();
  });
  registerCall(app, healthContracts.live, () => liveness());
}
