// Issue 24 (https://github.com/valve-selector/valve-selector/issues/24): PostgreSQL ending the server's connections
// while traffic flows (a failover, a PgBouncer or database restart) ended the process, 4 of 4 times: a client the
// database dropped while a request held it emitted 'error' with nobody listening. Now the process stays up, the
// requests in flight are answered in the envelope (503 "the database cannot be reached", Retry-After), and the next
// ones are served without a restart. Only this test's own connections are ended (by application_name): others share
// the database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { startNpmServer, type RealServer } from './real-server';

const postgresUrl = process.env['TEST_DATABASE_URL'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answered {
  status: number;
  retryAfter: string | null;
  envelope: { Result: number; Data: unknown; ErrorMsg: string };
}

/** A member's call that reads the database on every request (the token's row), as signed-in traffic does. */
async function profile(base: string): Promise<Answered> {
  const response = await fetch(`${base}/api/authorize/profile`, { headers: { authorization: 'Bearer not-a-session', lang: 'en' } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), envelope: (await response.json()) as Answered['envelope'] };
}

describe.skipIf(!postgresUrl)(
  postgresUrl ? 'PostgreSQL drops under traffic (TEST_DATABASE_URL)' : 'PostgreSQL drops under traffic: skipped because TEST_DATABASE_URL is not set',
  () => {
    const schema = `vs_drops_${process.pid}_${Date.now().toString(36)}`;
    const applicationName = `vs-drops-${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    let server: RealServer;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      url.searchParams.set('application_name', applicationName);
      server = await startNpmServer({ DATABASE_URL: url.toString(), DATABASE_CONNECT_TIMEOUT_MS: '2000' });
    }, 90_000);

    afterAll(async () => {
      // SIGTERM, which npm passes on (SIGKILL would end npm and leave the server running on a dropped schema).
      server?.child.kill('SIGTERM');
      await server?.exited;
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });

    it('keeps the process up through four rounds of terminated backends, answers every request in the envelope, then serves again', { timeout: 90_000 }, async () => {
      const answers: Answered[] = [];
      const failures: unknown[] = [];
      let flowing = true;
      // Eight clients, each asking again as soon as it has its answer: connections are busy when they are ended.
      const clients = Array.from({ length: 8 }, async () => {
        while (flowing) {
          try {
            answers.push(await profile(server.base));
          } catch (error) {
            failures.push(error);
          }
        }
      });
      let ended = 0;
      for (let round = 0; round < 4; round++) {
        await sleep(400);
        const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
        ended += result.rowCount ?? 0;
      }
      await sleep(400);
      flowing = false;
      await Promise.all(clients);

      expect(ended, 'backends of this test were ended').toBeGreaterThan(0);
      expect(server.child.exitCode, `the server is still running:\n${server.output()}`).toBeNull();
      expect(failures, 'no connection to the server was reset').toEqual([]);
      for (const answer of answers) {
        if (answer.status === 503) {
          expect(answer.envelope).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: 'the database cannot be reached' });
          expect(answer.retryAfter).toMatch(/^\d+$/);
        } else {
          expect(answer.envelope.Result, JSON.stringify(answer)).toBe(ResultCode.tokenInvalid);
        }
      }
      // The drops were felt: some requests were in flight on a connection that was ended.
      expect(server.output()).toMatch(/was dropped/);

      // Without a restart: the readiness check and the next requests are served, on new connections.
      const next = await Promise.all(Array.from({ length: 12 }, () => profile(server.base)));
      expect(next.map((answer) => answer.envelope.Result)).toEqual(Array(12).fill(ResultCode.tokenInvalid));
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
    });
  },
);
