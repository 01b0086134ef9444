import type { FastifyInstance } from 'fastify';
import packageJson from '../../../../package.json';
import { health } from '../../../../src/contracts/health';
import { ResultCode } from '../../../../src/contracts/envelope';
import { pingDatabase } from '../../database';
import { CallFailure } from '../../http/call-failure';
import { registerCall } from '../../http/register-call';

/** GET /api/health: 200 when the server and its database answer, 503 (Result serverError) when the database does not. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, health, async ({ request }) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health: the database does not answer');
      throw new CallFailure(ResultCode.serverError, 503, 'errors:databaseUnavailable', {}, { cause: error });
    }
    return { status: 'ok' as const, database: app.databaseDialect, version: packageJson.version };
  });
}
