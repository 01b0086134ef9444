// Issue 38, item 4: ready means able to work. The readiness check (GET /api/health) makes a real write and fails
// with 503 and Retry-After when the database answers but cannot write; the liveness check (GET /api/live) does not
// ask the database; a member's write then answers 503 with Retry-After too, and the log leads with the cause, never
// with SQLite's "cannot rollback".
//
// SQLite made read-only: `chmod` cannot do it under a running server (the server writes through the file handles it
// opened at its start, which a change of mode does not reach, and root ignores modes anyway), so the server's own
// connection is switched to read-only (PRAGMA query_only): every write then fails with SQLite's own
// SQLITE_READONLY "attempt to write a readonly database", as through a read-only file. A full disk is SQLite's
// max_page_count reached: SQLITE_FULL, which ends the transaction inside SQLite (the case whose rollback failed).
// PostgreSQL made read-only: the server's role gets default_transaction_read_only (a standby after a failover
// answers the same: SQLSTATE 25006) and its connections are ended, so that the pool opens read-only ones.
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { afterFile } from '../../support/after-file';
import { buildTestApp, envelopeOf, temporaryDir } from '../helper';
import { listBody, member } from '../results/member';
import type { FastifyInstance } from 'fastify';

interface Database {
  /** The server's settings for it. */
  env: Record<string, string>;
  /** Makes the server's database refuse writes from now on. */
  readOnly(app: FastifyInstance): Promise<void>;
  /** Lets it write again. */
  writable(app: FastifyInstance): Promise<void>;
  /** The database's own words for a refused write. */
  cause: string;
}

const sqliteDatabase = async (): Promise<Database> => ({
  env: { DATABASE_FILE: path.join(temporaryDir('vs-ready-'), 'ready.sqlite') },
  readOnly: async (app) => void (await sql`pragma query_only = 1`.execute(app.db)),
  writable: async (app) => void (await sql`pragma query_only = 0`.execute(app.db)),
  cause: 'attempt to write a readonly database',
});

/** A role of this run's own, owning a schema of its own, so that making it read-only touches nobody else. */
async function postgresDatabase(): Promise<Database | undefined> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return undefined;
  const role = `vs_ready_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create role ${role} login`);
  await admin.query(`create schema ${role} authorization ${role}`);
  // After the file, once the apps made in it have closed (tests/support/after-file.ts).
  afterFile(async () => {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
    await admin.query(`drop schema ${role} cascade`);
    await admin.query(`drop role ${role}`);
    await admin.end();
  });
  const own = new URL(url);
  own.username = role;
  own.searchParams.set('options', `-c search_path=${role}`);
  const reconnect = () => admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role]);
  return {
    env: { DATABASE_URL: own.toString() },
    readOnly: async () => {
      await admin.query(`alter role ${role} set default_transaction_read_only = on`);
      await reconnect();
    },
    writable: async () => {
      await admin.query(`alter role ${role} reset default_transaction_read_only`);
      await reconnect();
    },
    cause: 'cannot execute INSERT in a read-only transaction',
  };
}

/**
 * Asks `url` until it answers `status` (and, given, that message): the readiness check reuses a probe's outcome for a
 * second, and the connections the test ends to make PostgreSQL read-only answer "cannot be reached" meanwhile.
 */
async function untilStatus(app: FastifyInstance, url: string, status: number, message?: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await app.inject({ url, headers: { lang: 'en' } });
    const matches = answer.statusCode === status && (message === undefined || envelopeOf(answer).ErrorMsg === message);
    if (matches || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const databases: [string, () => Promise<Database | undefined>][] = [
  ['SQLite', sqliteDatabase],
  ['PostgreSQL', postgresDatabase],
];

describe.each(databases)('readiness on %s', (name, make) => {
  it('fails readiness with the cause first when the database cannot write, keeps liveness, and answers writes 503 with Retry-After', async (context) => {
    const database = await make();
    if (!database) {
      context.skip('TEST_DATABASE_URL is not set: PostgreSQL is not checked');
      return;
    }
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    const app = await buildTestApp({ ...database.env, LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) } });
    await app.ready();
    const owner = await member(app.db, `ready${name}`);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await database.readOnly(app);
    const notReady = await untilStatus(app, '/api/health', 503, 'the database cannot store changes at the moment');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.headers['retry-after']).toBe('5');
    expect(envelopeOf(notReady)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: 'the database cannot store changes at the moment' });
    // Logged once, what failed and then the database's own words.
    // (Besides the lines of the connections the test itself ended, which could not be reached.)
    const readinessLines = lines.filter((line) => line.msg.startsWith('readiness: ') && !line.msg.startsWith('readiness: the database does not answer'));
    expect(readinessLines.length).toBeGreaterThan(0);
    for (const line of readinessLines) expect(line.msg).toBe(`readiness: the database cannot write: ${database.cause}`);

    const live = await app.inject({ url: '/api/live' });
    expect(live.statusCode).toBe(200);
    expect(envelopeOf(live).Data).toMatchObject({ status: 'ok' });

    const save = await app.inject({ method: 'POST', url: '/api/result/saveselection', payload: listBody('ro', 3), headers: { ...owner.headers, lang: 'en' } });
    expect(save.statusCode).toBe(503);
    expect(save.headers['retry-after']).toBe('5');
    expect(envelopeOf(save).ErrorMsg).toBe('the database cannot store changes at the moment');
    const failed = lines.filter((line) => line.level >= 50 && !line.msg.startsWith('readiness: '));
    expect(failed.length).toBeGreaterThan(0);
    for (const line of failed) {
      expect(line.msg).toBe(`the database cannot write: ${database.cause}`);
      expect(line.err!.message).toBe(database.cause);
    }
    expect(lines.some((line) => JSON.stringify(line).includes('cannot rollback'))).toBe(false);

    await database.writable(app);
    expect((await untilStatus(app, '/api/health', 200)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/result/saveselection', payload: listBody('rw', 3), headers: owner.headers })).statusCode).toBe(200);
  });
});

describe('a full SQLite disk', () => {
  it('answers 503 with Retry-After and logs "database or disk is full", not the failed rollback after it', async () => {
    const lines: { level: number; msg: string; err?: { message: string; rollbackError?: { message: string } } }[] = [];
    const app = await buildTestApp(
      { DATABASE_FILE: path.join(temporaryDir('vs-full-'), 'full.sqlite'), LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) } },
    );
    await app.ready();
    const owner = await member(app.db, 'full');
    // The file may not grow by a page: a list of 200 products needs many.
    const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(app.db)).rows[0]!.page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(app.db);
    const save = await app.inject({ method: 'POST', url: '/api/result/saveselection', payload: listBody('big', 200), headers: { ...owner.headers, lang: 'en' } });
    expect(save.statusCode).toBe(503);
    expect(save.headers['retry-after']).toBe('5');
    const line = lines.find((entry) => entry.level >= 50)!;
    expect(line.msg).toBe('the database cannot write: database or disk is full');
    expect(line.err!.message).toBe('database or disk is full');
  });
});
