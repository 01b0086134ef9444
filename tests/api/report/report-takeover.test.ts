// Issue 38: a report job outlives the instance making it. Two instances on one PostgreSQL database: a real server
// process (`npm start`) takes the job and is killed (SIGKILL) while making it; the other instance takes the job up
// once the dead one's heartbeat is stale, makes it, and hands over its file. The job is followed by asking, never timed,
// except that the takeover must come within the bound docs/production.md states.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { ReportJob } from '../../../src/contracts/report';
import type { Envelope } from '../../../src/contracts/envelope';
import { heartbeatSeconds, staleSeconds } from '../../../host-site/server/services/reports/shared-report-jobs';
import { buildTestApp, get, ownPostgresUrl } from '../helper';
import { killServer, startNpmServer, startMs } from '../production/real-server';
import { member } from '../results/member';
import { followJob, startJob } from './report-job';
import { calculated, longList, saveList } from './saved-report';

const postgresUrl = await ownPostgresUrl('vs_takeover1');

describe.skipIf(!postgresUrl)(
  postgresUrl ? 'report jobs on PostgreSQL outlive their instance (TEST_DATABASE_URL)' : 'report takeover on PostgreSQL: skipped because TEST_DATABASE_URL is not set',
  () => {
    // Five PDFs made through two workers each: 59 s of a 60 s default on a machine with a load of 24 (a guard, not a bound).
    it('counts the places across instances: of ten members starting at once through two instances, five get theirs, five are refused', { timeout: 300_000 }, async () => {
      const env = { DATABASE_URL: postgresUrl!, REPORT_WORKERS: '2', REPORT_QUEUE: '3' };
      const instances = [await buildTestApp(env), await buildTestApp(env)];
      for (const instance of instances) await instance.ready();
      const [one, two] = instances as [FastifyInstance, FastifyInstance];
      const calculation = await calculated(one);
      const members = await Promise.all(Array.from({ length: 10 }, (_, i) => member(one.db, `places${i}`)));
      for (const each of members) await saveList(one, longList(calculation, 5), each.headers);
      const answers = await Promise.all(members.map((each, i) => startJob(i % 2 ? two : one, { format: 'pdf' }, each.headers)));
      const started = answers.flatMap(({ answer }, i) => (answer.Result === 0 ? [{ jobId: answer.Data!.jobId, member: members[i]!, other: i % 2 ? one : two }] : []));
      const refused = answers.filter(({ answer }) => answer.Result !== 0);
      expect(started).toHaveLength(5);
      expect(refused.map(({ response }) => [response.statusCode, response.headers['retry-after']])).toEqual(Array(5).fill([429, '30']));
      // Each followed and fetched through the instance it was not started on.
      const ends = await Promise.all(started.map(({ jobId, member: each, other }) => followJob(other, jobId, each.headers)));
      expect(ends.map((seen) => seen.at(-1)!.state)).toEqual(Array(5).fill('done'));
      for (const { jobId, member: each, other } of started) expect((await get(other, '/api/report/job/file', { jobId }, each.headers)).statusCode).toBe(200);
      for (const instance of instances) expect(instance.reportPool.stats().mostBusy).toBeLessThanOrEqual(2);
      await Promise.all(instances.map((instance) => instance.close()));
    });

    it(
      'a job whose instance is killed mid-report is taken up by another instance, finished, and downloaded there',
      async () => {
        // The schema, a member and his saved list of 400 products, made through an instance that is closed again (so
        // that only the server process below can take the job).
        const setup = await buildTestApp({ DATABASE_URL: postgresUrl! });
        await setup.ready();
        const ana = await member(setup.db, 'takeover1');
        await saveList(setup, longList(await calculated(setup), 400), ana.headers);
        await setup.close();

        const doomed = await startNpmServer({ DATABASE_URL: postgresUrl! });
        const call = (path: string, init: RequestInit = {}) =>
          fetch(`${doomed.base}${path}`, { ...init, headers: { ...ana.headers, 'content-type': 'application/json', lang: 'en', ...init.headers } }).then(
            (response) => response.json() as Promise<Envelope<ReportJob>>,
          );
        const started = await call('/api/report/job/start', { method: 'POST', body: JSON.stringify({ format: 'pdf', language: 'en' }) });
        expect(started.Result).toBe(0);
        const { jobId } = started.Data!;
        // Killed once it is surely making the report: some progress told, far from the end.
        for (;;) {
          const job = (await call(`/api/report/job?jobId=${jobId}`)).Data!;
          expect(job.state).not.toBe('done');
          if (job.state === 'running' && job.percent > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        console.info(`report job ${jobId} running on the server process; killing it`);
        try {
          await killServer(doomed);
        } finally {
          // npm would leave the server running if the kill failed (SIGTERM is passed on).
          doomed.child.kill('SIGTERM');
        }

        const killedAt = Date.now();
        const admin = new pg.Client({ connectionString: postgresUrl });
        await admin.connect();
        const row = async () => (await admin.query<{ attempts: number; bytes: number | null }>('select attempts, octet_length(bytes) as bytes from report_jobs where id = $1', [jobId])).rows[0]!;
        // Not finished by the killed process: it made its last progress before the kill.
        const before = (await admin.query<{ state: string }>('select state from report_jobs where id = $1', [jobId])).rows[0]!;
        expect(before.state).toBe('running');
        const survivor: FastifyInstance = await buildTestApp({ DATABASE_URL: postgresUrl! });
        await survivor.ready();
        const readyAt = Date.now();
        console.info('the surviving instance is ready');
        // The survivor answers for the job at once; it takes it up once the killed instance's heartbeat is stale.
        expect(['queued', 'running']).toContain((await followJob(survivor, jobId, ana.headers, () => true))[0]!.state);
        while ((await row()).attempts < 2) await new Promise((resolve) => setTimeout(resolve, 50));
        const takenUpMs = Date.now() - readyAt;
        const sinceKillMs = Date.now() - killedAt;
        const ended = (await followJob(survivor, jobId, ana.headers)).at(-1)!;
        expect(ended).toMatchObject({ state: 'done', percent: 100, failure: null });
        const file = await get(survivor, '/api/report/job/file', { jobId }, ana.headers);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const made = await row();
        await admin.end();
        // Made twice (the killed attempt and the survivor's), kept once in the database.
        expect(made).toEqual({ attempts: 2, bytes: file.rawPayload.length });
        // Taken up within the bound docs/production.md states: the heartbeat's age, one look, one poll.
        expect(takenUpMs).toBeLessThanOrEqual((staleSeconds + heartbeatSeconds + 1) * 1_000 + 2_000);
        console.info(`report job taken up ${takenUpMs} ms after the survivor started, ${sinceKillMs} ms after the kill (the survivor's start included)`);
      },
      startMs + 180_000,
    );
  },
);
