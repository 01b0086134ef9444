import type { Kysely } from 'kysely';
import packageJson from '../../../package.json';
import type { CallAnswer } from '../../../src/contracts/call';
import { ResultCode } from '../../../src/contracts/envelope';
import type { health, live } from '../../../src/contracts/health';
import { pingDatabase, probeWrite, type Database, type DialectName } from '../database';
import { isWriteRefused } from '../database/data-error';
import { CallFailure } from '../http/call-failure';

/** Seconds a load balancer or client is told to wait when the database cannot work: a failover or a fix takes a few. */
const retryAfterSeconds = 5;

/**
 * How long one probe's outcome stands for the checks after it (ms): load balancers, a Kubernetes probe and a monitor
 * asking every second cost the database one write a second per instance at most, however many ask.
 */
const probeIntervalMs = 1_000;

/**
 * The server's readiness: ok when its database answers a round trip and takes a real write (services/health's probe of write_probes);
 * otherwise answered 503 (Result serverError) with Retry-After and logged
 * with the database's own words, so a load balancer stops sending requests. One probe at a time, its outcome reused for a second.
 */
export class Readiness {
  #last: { at: number; outcome: Promise<void> } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  async check(): Promise<CallAnswer<typeof health>> {
    const now = performance.now();
    if (!this.#last || now - this.#last.at >= probeIntervalMs) this.#last = { at: now, outcome: probeWrite(this.db) };
    const outcome = this.#last.outcome;
    try {
      // The write once a second (its failure says why first), then a round trip every time: a database that stalled
      // since the last write fails it at once.
      await outcome;
      await pingDatabase(this.db);
    } catch (error) {
      // Answers but cannot write (read-only, a standby, a full disk), or does not answer at all (or not in time).
      const cannotWrite = isWriteRefused(error);
      const why = `${cannotWrite ? 'the database cannot write' : 'the database does not answer'}: ${(error as Error).message}`;
      throw new NotReady(cannotWrite ? 'errors:databaseCannotWrite' : 'errors:databaseUnavailable', `readiness: ${why}`, error);
    }
    return { status: 'ok', database: this.dialect, version: packageJson.version };
  }
}

/** A failed readiness check: 503 with Retry-After. */
class NotReady extends CallFailure {
  override readonly retryAfterSeconds = retryAfterSeconds;

  constructor(
    messageKey: string,
    /** Logged (by the envelope, once) with the database's own words first after what failed. */
    override readonly logMessage: string,
    cause: unknown,
  ) {
    super(ResultCode.serverError, 503, messageKey, {}, { cause });
  }
}

/** The server's liveness: the process answers. It asks nothing of the database, so a database outage restarts nothing. */
export function liveness(): CallAnswer<typeof live> {
  return { status: 'ok', version: packageJson.version };
}
