// Issue 38, item 3: /metrics in Prometheus text (requests and latency by route pattern and status, shed and queued
// calls, the queue's wait, the database pool, report jobs by state, the event-loop delay), readable only with the
// token or from loopback; every log line of a request and its answer carry the request's id.
import { describe, expect, it } from 'vitest';
import { buildTestApp, ownPostgresUrl } from '../helper';

/** The value of one sample of the exposition (`name{labels} value`); undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const calculation = {
  valveName: 'TxvOld',
  refrigerant: 'R404A',
  conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
};

describe('/metrics', () => {
  it('counts requests by route pattern, method and status, unknown paths as one series, in Prometheus text', async () => {
    const app = await buildTestApp();
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/no-such-call-1' });
    await app.inject({ url: '/api/no-such-call-2?x=1' });
    await app.inject({ url: '/no/such/file-3' });
    const answer = await app.inject({ url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBe(3);
    // The three unknown paths: one series, not one per URL.
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(3);
    expect(text).not.toContain('no-such-call');
    // The event-loop delay and the process's own figures come from prom-client's default metrics.
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    for (const state of ['queued', 'running', 'done', 'failed', 'cancelled']) expect(sample(text, `vs_report_jobs{state="${state}"}`)).toBe(0);
    expect(sample(text, 'vs_admission_calls{state="waiting"}')).toBe(0);
    // SQLite has one connection and no pool: no pool figures rather than invented ones.
    expect(text).not.toContain('vs_database_pool_connections{');
  });

  it('counts every costly call refused by the admission queue as shed, and the wait of every one admitted', async () => {
    // One at a time, none waiting longer than 1 ms: of a burst, the first is admitted and most of the others refused.
    const app = await buildTestApp({ COSTLY_CONCURRENCY: '1', MAX_QUEUE_WAIT_MS: '1' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: calculation })));
    const served = answers.filter((answer) => answer.statusCode === 200).length;
    const shed = answers.filter((answer) => answer.statusCode === 503).length;
    expect(served + shed).toBe(12);
    expect(shed).toBeGreaterThan(0);
    const text = (await app.inject({ url: '/metrics' })).body;
    expect(sample(text, 'vs_shed_requests_total{reason="admission"}')).toBe(shed);
    expect(sample(text, 'vs_admission_wait_seconds_count')).toBe(served);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/ucselection/calculate",status="503"}')).toBe(shed);
  });

  it('answers only loopback clients when no token is set', async () => {
    const app = await buildTestApp();
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    // A forwarded header from an untrusted client changes nothing.
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
  });

  it('asks every client, loopback too, for the bearer token when one is set', async () => {
    const token = 'scrape-token-0123456789';
    const app = await buildTestApp({ METRICS_TOKEN: token });
    const missing = await app.inject({ url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('shows the PostgreSQL pool: connections in use, idle and requests waiting', async (context) => {
    const url = await ownPostgresUrl('vs_metrics');
    if (!url) {
      context.skip('TEST_DATABASE_URL is not set: the PostgreSQL pool is not checked');
      return;
    }
    const app = await buildTestApp({ DATABASE_URL: url });
    await app.inject({ url: '/api/health' });
    const text = (await app.inject({ url: '/metrics' })).body;
    // The health check's connection went back to the pool: open and idle, none lent, nobody waiting.
    expect(sample(text, 'vs_database_pool_connections{state="in_use"}')).toBe(0);
    expect(sample(text, 'vs_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'vs_database_pool_connections{state="waiting"}')).toBe(0);
  });
});

describe('the request id', () => {
  async function loggedApp() {
    const lines: Record<string, unknown>[] = [];
    const app = await buildTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
    return { app, lines };
  }

  it('keeps a sane X-Request-Id, answers it, and puts it on every log line of the request', async () => {
    const { app, lines } = await loggedApp();
    const answer = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: { valveName: 7 }, headers: { 'x-request-id': 'proxy-4f2a.17' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['x-request-id']).toBe('proxy-4f2a.17');
    const own = lines.filter((line) => line['reqId'] === 'proxy-4f2a.17');
    // The refusal (info) and the completed request (debug).
    expect(own.map((line) => line['msg'])).toEqual(['request refused', 'request completed']);
  });

  it('replaces an id that could forge or bloat log lines, and makes one when none is sent', async () => {
    const { app } = await loggedApp();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const sent of ['a b', 'x'.repeat(65), '"}{"level":60', '']) {
      const answer = await app.inject({ url: '/api/health', headers: { 'x-request-id': sent } });
      expect(answer.headers['x-request-id']).toMatch(uuid);
    }
    const first = (await app.inject({ url: '/api/health' })).headers['x-request-id'];
    const second = (await app.inject({ url: '/api/health' })).headers['x-request-id'];
    expect(first).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('is answered by a request shed under load, so the refusal can be found in the log', async () => {
    const app = await buildTestApp({ COSTLY_CONCURRENCY: '1', MAX_QUEUE_WAIT_MS: '1' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: calculation, headers: { 'x-request-id': `burst-${index}` } })),
    );
    answers.forEach((answer, index) => expect(answer.headers['x-request-id']).toBe(`burst-${index}`));
    expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
  });
});
