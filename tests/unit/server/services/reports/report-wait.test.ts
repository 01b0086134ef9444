// Issue 37: a report refused for a full queue says the likely wait, from the jobs running and waiting at the pace
// of the reports made, not a fixed 30 s. On a test clock with a hand-ended pool: nothing here depends on speed.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LocalReportJobs } from '../../../../../host-site/server/services/reports/report-jobs';
import type { ReportsBusy } from '../../../../../host-site/server/services/reports/report-limits';
import type { ReportPool } from '../../../../../host-site/server/services/reports/report-pool';
import type { MadeReport, ReportTask } from '../../../../../host-site/server/services/reports/report-task';
import { likelyWaitMs, ReportPace } from '../../../../../host-site/server/services/reports/report-wait';

describe('likelyWaitMs', () => {
  it('is 0 while a worker is idle', () => {
    expect(likelyWaitMs(2, [{ expectedMs: 5000, elapsedMs: 0 }], [])).toBe(0);
  });

  it('is the first end of the running jobs when none waits', () => {
    expect(likelyWaitMs(2, [{ expectedMs: 5000, elapsedMs: 1000 }, { expectedMs: 3000, elapsedMs: 500 }], [])).toBe(2500);
  });

  it('runs the queued jobs in order on the first free worker', () => {
    // Workers free at 4000 and 2500; 6000 goes on the second (8500), 1000 on the first (5000), 2000 on it (7000).
    const running = [{ expectedMs: 5000, elapsedMs: 1000 }, { expectedMs: 3000, elapsedMs: 500 }];
    expect(likelyWaitMs(2, running, [6000, 1000, 2000])).toBe(7000);
  });

  it('counts a late job as ending now', () => {
    expect(likelyWaitMs(1, [{ expectedMs: 1000, elapsedMs: 4000 }], [3000])).toBe(3000);
  });
});

describe('ReportPace', () => {
  it('expects 20 ms a product and 10 products of fixed work before it has learnt, and moves 30 % toward each report', () => {
    const pace = new ReportPace();
    expect(pace.expectedMs(500)).toBe(10_200);
    pace.learn(40, 2000); // 40 ms a product: 20 + 0.3 × 20 = 26
    expect(pace.expectedMs(90)).toBeCloseTo(2600, 6);
  });
});

describe('a report refused for a full queue', () => {
  function jobsOnTestClock() {
    let clock = 0;
    const ends: ((report: MadeReport) => void)[] = [];
    const pool = { run: () => new Promise<MadeReport>((resolve) => ends.push(resolve)), close: async () => undefined } as unknown as ReportPool;
    const log = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const limits = { workers: 1, queue: 1, maxProducts: 500, workerMemoryMb: 256, timeoutMs: 600_000 };
    const jobs = new LocalReportJobs(pool, limits, log, () => clock);
    const t = (key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`;
    const task = (products: number): ReportTask => ({
      format: 'pdf',
      list: { productList: Array(products).fill({}), conditions: [], savedAt: null },
      language: 'en',
      presentation: {} as ReportTask['presentation'],
      now: '2026-12-03T00:00:00Z',
    });
    const start = async (userId: number, products: number) => jobs.submit(await jobs.admit(userId, 'pdf', false, t), task(products));
    const refusal = async () => {
      try {
        await jobs.admit(99, 'pdf', false, t);
      } catch (error) {
        return error as ReportsBusy;
      }
      throw new Error('the report was not refused');
    };
    return { start, refusal, t, ends, advance: (ms: number) => (clock += ms) };
  }

  it('says when a worker is likely free: the running report ends, then the waiting one runs', async () => {
    const { start, refusal, ends, advance } = jobsOnTestClock();
    // A first report of 40 products made in 2 s teaches 26 ms a product (see ReportPace).
    await start(1, 40);
    advance(2000);
    ends.shift()!({ data: {} as never });
    await new Promise((resolve) => setImmediate(resolve));
    // 90 products run for 1 s of their 2.6 s; 40 wait (1.3 s): a worker is free in 2.9 s.
    await start(2, 90);
    advance(1000);
    await start(3, 40);
    const refused = await refusal();
    expect(refused.retryAfterSeconds).toBe(3);
    expect(refused.params.reason).toBe('report:error.serverBusy {"seconds":3}');
  });

  it('grows with the waiting reports: 400 products waiting say 9 s at 20 ms a product', async () => {
    const { start, refusal } = jobsOnTestClock();
    await start(1, 10);
    await start(2, 400);
    // 20 × (10 + 10) = 400 ms running, 20 × 410 = 8200 ms waiting: 8.6 s, said 9 s.
    expect((await refusal()).retryAfterSeconds).toBe(9);
  });
});
