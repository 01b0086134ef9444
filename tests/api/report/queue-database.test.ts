// pg-boss's connection (queue-database.ts): pg-boss 10's worker does not await the complete() it calls when a handler
// resolves, nor the fail() when one throws. With the database gone at that moment the rejection was unhandled, which
// ends a Node process (and failed the fresh-clone unit run once a test had dropped its schema). Here a real pg-boss on
// a schema of the test's own has its schema dropped while its worker's handler runs: the complete() that follows
// fails, is logged, and nothing is left unhandled; any other statement still fails to its caller.
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import { QueueDatabase } from '../../../host-site/server/services/reports/queue-database';
import { ownPostgresUrl } from '../helper';

/** A logger that keeps its warnings and says when one comes. */
function warnings() {
  const lines: { err?: Error; message: string }[] = [];
  let told: () => void = () => undefined;
  const next = () => new Promise<void>((resolve) => (told = resolve));
  const log = { warn: (object: { err?: Error }, message: string) => (lines.push({ ...object, message }), told()) } as unknown as FastifyBaseLogger;
  return { log, lines, next };
}

const unhandled: unknown[] = [];
const keep = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', keep);
afterEach(() => {
  expect(unhandled).toEqual([]);
});

describe('the report queue’s database connection', () => {
  it('answers pg-boss’s unawaited job endings as "none changed" when the database cannot be reached, and fails every other statement', async () => {
    const { log, lines } = warnings();
    // Nothing listens on port 1.
    const db = new QueueDatabase('postgres://postgres@127.0.0.1:1/none', 'vs_gone', log);
    const plans = createRequire(import.meta.url)('pg-boss/src/plans') as { completeJobs(schema: string): string; failJobsById(schema: string): string };
    try {
      await expect(db.executeSql(plans.completeJobs('vs_gone'), ['report', [], null])).resolves.toEqual({ rows: [{ count: '0' }] });
      await expect(db.executeSql(plans.failJobsById('vs_gone'), ['report', [], null])).resolves.toEqual({ rows: [{ count: '0' }] });
      expect(lines.map(({ message }) => message)).toEqual(Array(2).fill('report queue: pg-boss could not end a job in its own tables; the report job row says what became of it'));
      expect(lines[0]!.err).toMatchObject({ code: 'ECONNREFUSED' });
      // The same job ending for another schema is not pg-boss's for this one: it fails.
      await expect(db.executeSql(plans.completeJobs('vs_other'), ['report', [], null])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      await expect(db.executeSql('select 1', [])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await db.close();
    }
  });

  it('leaves nothing unhandled when the schema is dropped under a real pg-boss while its worker makes a job', async (context) => {
    const url = await ownPostgresUrl('vs_queuedb');
    if (!url) {
      context.skip('TEST_DATABASE_URL is not set: the real pg-boss is not run');
      return;
    }
    const schema = /search_path=(\w+)/.exec(decodeURIComponent(new URL(url).searchParams.get('options')!))![1]!;
    const { log, lines, next } = warnings();
    const db = new QueueDatabase(url, schema, log);
    const boss = new PgBoss({ db, schema, supervise: false, schedule: false });
    const errors: Error[] = [];
    boss.on('error', (error) => errors.push(error));
    const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
    try {
      await boss.start();
      await boss.createQueue('report');
      const handled = new Promise<void>((resolve) => {
        void boss.work('report', { pollingIntervalSeconds: 0.5 }, async () => {
          // The schema goes while the job is being made: pg-boss's complete() after this handler finds no table.
          await admin.query(`drop schema ${schema} cascade`);
          resolve();
        });
      });
      const logged = next();
      await boss.send('report', { jobId: 'x' });
      await handled;
      await logged;
      expect(lines[0]).toMatchObject({ message: 'report queue: pg-boss could not end a job in its own tables; the report job row says what became of it', err: { code: '42P01' } });
      // A rejection left unhandled would be reported once the microtasks and the next turn have run.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      await db.close();
      await admin.end();
    }
  });
});
