// Issue 24 ("Reports are unbounded"): reports are bounded jobs in worker threads.
// Bursts are sent at once (Promise.all) to the server; on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
// Nothing here is decided by the machine's speed: a job is followed by asking for its state, never timed.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportJob } from '../../../src/contracts/report';
import type { CalculationData } from '../../../src/contracts/selection';
import { envelopeOf, get, post } from '../helper';
import { savedWorkApps } from '../results/databases';
import { member, type Member } from '../results/member';
import { followJob, jobOf, startJob } from './report-job';
import { calculated, longList, saveList } from './saved-report';

// Two reports made at once, three waiting; a report holds at most 60 products.
const apps = await savedWorkApps({ REPORT_WORKERS: '2', REPORT_QUEUE: '3', REPORT_MAX_PRODUCTS: '60' });

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  let calculation: CalculationData;
  let made = 0;

  /** A new member whose saved list holds `products` products. */
  async function memberWith(products: number): Promise<Member> {
    const one = await member(app.db, `job${String(made++).padStart(3, '0')}`);
    await saveList(app, longList(calculation, products), one.headers);
    return one;
  }

  beforeAll(async () => {
    calculation = await calculated(app);
  });

  it("tells a report's progress, then hands over its file; not before, and not to another member", async () => {
    const mei = await memberWith(40);
    const { answer } = await startJob(app, { format: 'pdf', language: 'en' }, mei.headers);
    expect(answer.Result).toBe(0);
    const { jobId } = answer.Data!;
    expect(answer.Data).toMatchObject({ format: 'pdf', failure: null });
    expect(['queued', 'running']).toContain(answer.Data!.state);

    const early = await get(app, '/api/report/job/file', { jobId }, { ...mei.headers, lang: 'en' });
    expect(early.statusCode).toBe(409);
    expect(envelopeOf(early).ErrorMsg).toMatch(/^Invalid input: the report is not made yet \(\d+ %\)$/);
    const stranger = await memberWith(1);
    expect(envelopeOf(await get(app, '/api/report/job', { jobId }, { ...stranger.headers, lang: 'en' }))).toEqual({
      Result: 5,
      Data: null,
      ErrorMsg: 'Not found: no such report: it is not yours, or its file was kept past its time',
    });

    const seen = await followJob(app, jobId, mei.headers);
    const percents = seen.map((job) => job.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // 40 products tell their progress one by one: some answer finds the report half made.
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ state: 'done', percent: 100, position: null, failure: null });

    const file = await get(app, '/api/report/job/file', { jobId }, mei.headers);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="report-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(envelopeOf(await get(app, '/api/report/job/file', { jobId }, stranger.headers)).Result).toBe(5);
  });

  it("refuses a member's second report while the first is made, with the reason in the request's language", async () => {
    const lin = await memberWith(40);
    const german = { ...lin.headers, lang: 'de' };
    const answers = await Promise.all([startJob(app, { format: 'pdf' }, german), startJob(app, { format: 'xlsx' }, german)]);
    const started = answers.filter(({ answer }) => answer.Result === 0);
    const refused = answers.filter(({ answer }) => answer.Result !== 0);
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.response.statusCode).toBe(429);
    expect(refused[0]!.response.headers['retry-after']).toBe('30');
    expect(refused[0]!.answer).toMatchObject({
      Result: 6,
      ErrorMsg: expect.stringMatching(/: ein Bericht von Ihnen wird gerade erstellt; warten Sie darauf oder brechen Sie ihn ab/),
    });
    // The report call that waits for its file is the same member's report too.
    const waiting = await get(app, '/api/report/pdf', {}, { ...lin.headers, lang: 'cn' });
    expect(waiting.statusCode).toBe(429);
    expect(envelopeOf(waiting).ErrorMsg).toContain('您的一份报告正在生成');

    const { jobId } = started[0]!.answer.Data!;
    expect((await followJob(app, jobId, lin.headers)).at(-1)!.state).toBe('done');
    // Once it is done the member may start the next.
    const next = await startJob(app, { format: 'xlsx' }, lin.headers);
    expect(next.answer.Result).toBe(0);
    await followJob(app, next.answer.Data!.jobId, lin.headers);
  });

  it('makes two reports at once and lets three wait when ten members ask at once; the other five are refused', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => memberWith(5)));
    const answers = await Promise.all(members.map((one) => startJob(app, { format: 'pdf' }, { ...one.headers, lang: 'en' })));
    const started = answers.flatMap(({ answer }, i) => (answer.Result === 0 ? [{ job: answer.Data!, member: members[i]! }] : []));
    const refused = answers.filter(({ answer }) => answer.Result !== 0);
    expect(started).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const { response, answer } of refused) {
      expect(response.statusCode).toBe(429);
      // The wait is the queue's (ReportPace, unit-tested on a test clock): whole seconds, the same in the header and the words.
      const seconds = response.headers['retry-after'];
      expect(seconds).toMatch(/^[1-9]\d*$/);
      expect(answer.ErrorMsg).toBe(`Too many requests, please try again later: the server is making as many reports as it can; please try again in ${String(seconds)} s`);
    }
    // At most two run; each waiting report knows its own place among the three.
    const jobs = started.map(({ job }) => job);
    expect(jobs.filter((job) => job.state === 'running').length).toBeLessThanOrEqual(2);
    const places = jobs.filter((job) => job.state === 'queued').map((job) => job.position!);
    expect(new Set(places).size).toBe(places.length);
    for (const place of places) expect([1, 2, 3]).toContain(place);
    const ends = await Promise.all(started.map(({ job, member: one }) => followJob(app, job.jobId, one.headers)));
    expect(ends.map((seen) => seen.at(-1)!.state)).toEqual(Array(5).fill('done'));
    expect(app.reportPool.stats().mostBusy).toBe(2);
  });

  it('cancels a running report: its worker is ended, and the member may start another', async () => {
    const wang = await memberWith(60);
    const { answer } = await startJob(app, { format: 'pdf' }, wang.headers);
    const { jobId } = answer.Data!;
    await followJob(app, jobId, wang.headers, (job) => job.state !== 'queued');
    const before = app.reportPool.stats();
    expect(before.busy).toBeGreaterThanOrEqual(1);
    const cancelled = envelopeOf<ReportJob>(await post(app, '/api/report/job/cancel', { jobId }, wang.headers));
    expect(cancelled).toMatchObject({ Result: 0, Data: { jobId, state: 'cancelled', failure: null } });
    // The cancel answers once the thread has ended: one worker fewer, none busy with it.
    const after = app.reportPool.stats();
    expect(after.workers).toBe(before.workers - 1);
    expect(after.busy).toBe(before.busy - 1);
    // A second cancel answers the same; the file is not there.
    expect(envelopeOf<ReportJob>(await post(app, '/api/report/job/cancel', { jobId }, wang.headers)).Data!.state).toBe('cancelled');
    expect(envelopeOf(await get(app, '/api/report/job/file', { jobId }, { ...wang.headers, lang: 'en' })).ErrorMsg).toBe('Invalid input: the report was cancelled');
    const next = await startJob(app, { format: 'xlsx' }, wang.headers);
    expect(next.answer.Result).toBe(0);
    expect((await followJob(app, next.answer.Data!.jobId, wang.headers)).at(-1)!.state).toBe('done');
  });

  it('refuses a report of more products than the server allows, naming the limit, before anything is made', async () => {
    const zhao = await memberWith(61);
    const refused = await startJob(app, { format: 'pdf' }, { ...zhao.headers, lang: 'en' });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.answer.ErrorMsg).toBe('Invalid input: a report holds at most 60 products and this one has 61; export fewer at once');
    const chinese = await get(app, '/api/report/xlsx', {}, { ...zhao.headers, lang: 'cn' });
    expect(envelopeOf(chinese).ErrorMsg).toBe('输入无效：一份报告最多包含 60 个产品，本报告有 61 个，请分批导出');
    // The refusal gave the member's place back: 60 of the 61 can be reported.
    const hashkeys = longList(calculation, 60).productList.map((product) => product.Hashkey).join(',');
    expect(envelopeOf((await startJob(app, { format: 'xlsx', hashkeys }, zhao.headers)).response).Result).toBe(0);
  });

  it('checks what is asked: a format it does not make, a job id that is none', async () => {
    const one = await memberWith(1);
    expect((await startJob(app, { format: 'docx' }, one.headers)).answer.Result).toBe(2);
    expect((await jobOf(app, 'nosuchjob', one.headers)).Result).toBe(5);
    expect(envelopeOf(await post(app, '/api/report/job/cancel', { jobId: '' }, one.headers)).Result).toBe(2);
    expect(envelopeOf(await post(app, '/api/report/job/start', { format: 'pdf' }, { lang: 'en' }))).toEqual({ Result: 100, Data: null, ErrorMsg: 'Please sign in firstly' });
  });
});
