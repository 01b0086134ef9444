import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { migrations } from './migrations';
import { causeFirst } from './cause-first-dialect';
import type { Database, DialectName } from './schema';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool's connections now (metrics); SQLite has one connection and no pool, so none. */
  poolUsage?: () => PoolUsage;
}

/** A pool's connections: lent to a request, open and idle, and requests waiting for one. */
export interface PoolUsage {
  inUse: number;
  idle: number;
  waiting: number;
}

/** Where the data layer reports what goes wrong outside any request (a pooled connection the database dropped). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** How long PostgreSQL may take, when the configuration does not say: a request should fail, never hang. */
export const defaultDatabaseTimeouts = { connectTimeoutMs: 5_000, queryTimeoutMs: 10_000 } as const;

/** Opens the configured database: an SQLite file (created with its folder when missing) or a PostgreSQL pool. */
export function connectDatabase(settings: ServerConfig['database'], log?: DatabaseLog): DatabaseConnection {
  if (settings.kind === 'postgres') {
    const pool = postgresPool(settings, log);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', poolUsage: pool.usage };
  }
  if (settings.file !== ':memory:') mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  // WAL lets readers go on while a write commits; SQLite leaves foreign keys off unless asked, per connection.
  if (settings.file !== ':memory:') holdExclusively(sqlite, settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqliteConnection(sqlite);
}

/** The data layer over an open SQLite handle (the configured file, or a test's handle opened read-only). */
export function sqliteConnection(sqlite: SQLite.Database): DatabaseConnection {
  return { db: new Kysely<Database>({ dialect: causeFirst(new SqliteDialect({ database: sqlite })) }), dialect: 'sqlite' };
}

/**
 * SQLite serves one process: two servers on one file would each keep their own rate limits and caches, and their
 * writes would wait on each other. The file is locked for as long as this connection is open (SQLite's own exclusive
 * locking, released by the operating system even when the process is killed), so a second server stops at its start
 * with a message saying what to do instead.
 * @throws Error when another process has the file open.
 */
function holdExclusively(sqlite: SQLite.Database, file: string): void {
  sqlite.pragma('locking_mode = EXCLUSIVE');
  sqlite.pragma('busy_timeout = 0');
  try {
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new Error(
        `The SQLite database ${file} is in use by another server process. SQLite serves one process; to run several ` +
          'instances (behind a proxy), set DATABASE_URL to a PostgreSQL database they share.',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * A PostgreSQL pool that survives the database going away and coming back without a restart:
 * - an idle connection the server drops (pg_terminate_backend, a restart) emits 'error' on the pool; unheard, that
 *   event would end the process, so it is logged and the pool opens a fresh connection next time;
 * - a connection dropped while a request holds it emits 'error' on the client itself, which the pool hears only while
 *   the client is idle in it (issue 24: under traffic, every drop ended the process): each client is heard from its
 *   first use to its end, and the pool closes it at its release (it is no longer queryable) instead of lending it;
 * - the server ends a statement after the query timeout (statement_timeout: a lock wait, a runaway plan), and the
 *   client gives up a little later when no answer comes at all (query_timeout: the database or the network stalled);
 * - waiting for a connection, new or from a full pool, ends after the connect timeout;
 * - a connection whose query the client gave up on still has that query on the wire, so it is closed, not reused.
 */
function postgresPool(settings: Extract<ServerConfig['database'], { kind: 'postgres' }>, log?: DatabaseLog): PostgresPool & { usage: () => PoolUsage } {
  const { connectTimeoutMs, queryTimeoutMs } = { ...defaultDatabaseTimeouts, ...settings.timeouts };
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1_000,
    idleTimeoutMillis: 30_000,
    // A half-open connection (the database host vanished) is found by TCP keep-alive instead of at the next query.
    keepAlive: true,
  });
  // Every client is heard for its whole life, from its first use: the query in flight fails with the same error (so
  // its request answers it), and the pool closes a client that broke instead of lending it again.
  pool.on('connect', (client) => client.on('error', (error) => log?.warn({ err: error }, 'database: a connection was dropped; a new one opens when needed')));
  // The same drop reported again by the pool, for an idle client: already logged above.
  pool.on('error', () => undefined);
  return {
    usage: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let stalled: Error | undefined;
      return {
        query: ((text: string, parameters: readonly unknown[]) =>
          client.query(text, parameters as unknown[]).catch((error: unknown) => {
            // The database's own refusals (a statement timeout, a constraint) leave the connection usable.
            if (!(error instanceof pg.DatabaseError)) stalled = error as Error;
            throw error;
          })) as unknown as PostgresPoolClient['query'],
        release: () => client.release(stalled),
      };
    },
  };
}

/**
 * Brings the schema to the latest migration.
 * @throws Error naming the migration that failed, with the database's error as cause.
 */
export async function migrateToLatest({ db, dialect }: DatabaseConnection): Promise<void> {
  // Unless told the schema, Kysely takes its migration tables for present when any schema has them: in a database
  // shared with other schemas (other deployments, parallel test runs) it would then skip creating ours and fail.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'the migration table';
    throw new Error(`Database migration failed at ${failed}`, { cause: error });
  }
}

/**
 * A trivial round trip, for every readiness check: a stalled or unreachable database fails it at once, while the
 * write probe's outcome may stand for a second. Bounded as the write probe is.
 */
export async function pingDatabase(db: Kysely<Database>, withinMs = 2_000): Promise<void> {
  await withinBound(sql`select 1`.execute(db), withinMs);
}

/**
 * A real write, for the readiness check: the one row of write_probes gets the time. A database that answers but
 * cannot write (a read-only file, a standby after a failover, a full disk) fails it as every member's save would.
 */
export async function probeWrite(db: Kysely<Database>, withinMs = 2_000): Promise<void> {
  const writtenAt = new Date().toISOString();
  await withinBound(
    db
      .insertInto('write_probes')
      .values({ id: 1, written_at: writtenAt })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ written_at: writtenAt }))
      .execute(),
    withinMs,
  );
}

/** `work`, or a failure after `withinMs` even when the database holds it longer: a load balancer asking gets its answer in time. */
async function withinBound(work: Promise<unknown>, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${withinMs} ms`)), withinMs);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
