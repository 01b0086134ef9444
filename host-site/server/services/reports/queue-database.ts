// pg-boss's connection to PostgreSQL (issue 38), handed to it as its `db`, so that the statements it does not await
// cannot end the process. pg-boss 10's worker calls complete() when a handler resolves and fail() when it throws, and
// awaits neither: with the database gone at that moment (a restart, a dropped connection, the schema dropped under a
// test) the rejection was unhandled, and Node ends a process on an unhandled rejection. Ending a job there is pg-boss's
// bookkeeping only: the report_jobs row and its heartbeat say what became of a report (shared-report-jobs.ts), and
// pg-boss's own expiry ends a job it still holds active. So those two statements, failing, are logged and answered as
// "no job changed"; every other statement fails as it would (pg-boss awaits it, or its worker loop catches and emits it).
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type PgBoss from 'pg-boss';

/** The statements of pg-boss's complete() and fail() by id, as its manager builds them for a schema. */
function unawaitedStatements(schema: string): Set<string> {
  // pg-boss's own SQL (no types: src/plans.js); a version without these functions fails here, at start, not later.
  const plans = createRequire(import.meta.url)('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
  return new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
}

export class QueueDatabase implements PgBoss.Db {
  private readonly pool: pg.Pool;
  private readonly unawaited: Set<string>;

  constructor(
    url: string,
    schema: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unawaited = unawaitedStatements(schema);
    this.pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'valve-selector-reports', keepAlive: true });
    // A connection dropped while idle or in use: its query fails (and is answered above); nothing else is thrown.
    this.pool.on('connect', (client) => client.on('error', (error) => log.warn({ err: error }, 'report queue: a database connection was dropped')));
    this.pool.on('error', () => undefined);
  }

  async executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    if (!this.unawaited.has(text)) return this.pool.query(text, values);
    try {
      return await this.pool.query(text, values);
    } catch (error) {
      this.log.warn({ err: error }, 'report queue: pg-boss could not end a job in its own tables; the report job row says what became of it');
      return { rows: [{ count: '0' }] };
    }
  }

  /** Ends the connections, once pg-boss has stopped. */
  async close(): Promise<void> {
    await this.pool.end();
  }
}
