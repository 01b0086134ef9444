import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import packageJson from '../../../package.json';
import type { CallAnswer } from '../../../src/contracts/call';
import { ResultCode } from '../../../src/contracts/envelope';
import type { health } from '../../../src/contracts/health';
import { pingDatabase, type Database, type DialectName } from '../database';
import { CallFailure } from '../http/call-failure';

/**
 * The server's health: ok when its database answers; otherwise the problem is logged and answered 503 (Result
 * serverError), so a load balancer stops sending requests.
 */
export async function serverHealth(db: Kysely<Database>, dialect: DialectName, log: FastifyBaseLogger): Promise<CallAnswer<typeof health>> {
  try {
    await pingDatabase(db);
  } catch (error) {
    log.error({ err: error }, 'health: the database does not answer');
    throw new CallFailure(ResultCode.serverError, 503, 'errors:databaseUnavailable', {}, { cause: error });
  }
  return { status: 'ok', database: dialect, version: packageJson.version };
}
