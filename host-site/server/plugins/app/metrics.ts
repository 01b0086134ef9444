import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { reportJobState } from '../../../../src/contracts/schemas/report';
import { metricsAccess } from '../../http/metrics-access';

/** Why a request was shed: the costly calls' queue was full or too slow, or the event loop lagged. */
export type ShedReason = 'admission' | 'event_loop';

/** What the server's own parts record for /metrics. */
export interface ServerMetrics {
  /** A request answered 503 "busy" by the load shedding. */
  shed(reason: ShedReason): void;
  /** A costly call admitted after waiting `ms` from its arrival. */
  queueWait(ms: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly metrics: ServerMetrics;
  }
}

/** Where Prometheus scrapes: beside the API, not in it (it answers Prometheus text, not the envelope). */
export const metricsUrl = '/metrics';

/** The route label of a request no route matched: unknown paths count as one series, whatever was asked. */
const unmatched = 'unmatched';
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * Prometheus metrics (prom-client) on GET /metrics: requests and their latency by route pattern, method and status;
 * requests shed and the costly calls' queue (waiting, at work, time waited); the database pool (PostgreSQL); report jobs
 * by state; and prom-client's process metrics (event-loop delay, heap, CPU, GC). Each app has its own registry, so
 * that tests building several apps in one process count apart. Who may read it: http/metrics-access.ts.
 *
 * Labels stay bounded: the route is its pattern (`/api/report/job/:id`-like, or the static files' wildcard), never the
 * raw URL, and a request no route matched counts under `unmatched`.
 */
export default fp<{ token: string | undefined }>(
  async (app, { token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status.', labelNames, registers: [registry] });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request\'s arrival to its answer, by method, route pattern and status.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const shed = new Counter({ name: 'vs_shed_requests_total', help: 'Requests answered 503 busy by the load shedding, by reason.', labelNames: ['reason'], registers: [registry] });
    const queueWait = new Histogram({
      name: 'vs_admission_wait_seconds',
      help: 'How long an admitted costly call (calculate, getchartline) waited for its turn from its arrival.',
      buckets: [0.001, 0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    new Gauge({
      name: 'vs_admission_calls',
      help: 'Costly calls now waiting for their turn or at work.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'waiting' }, app.admission.waiting);
        this.set({ state: 'working' }, app.admission.working);
      },
    });
    new Gauge({
      name: 'vs_database_pool_connections',
      help: 'PostgreSQL pool connections lent to requests (in_use) or idle, and requests waiting for one (SQLite: absent).',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const usage = app.databasePoolUsage?.();
        if (!usage) return;
        this.set({ state: 'in_use' }, usage.inUse);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    });
    new Gauge({
      name: 'vs_report_jobs',
      help: 'Report jobs by state, ended ones while their files are kept: this instance\'s on SQLite, all instances\' on PostgreSQL.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const counts = app.reportJobs.countByState();
        for (const state of reportJobState.options) this.set({ state }, counts.get(state) ?? 0);
      },
    });

    app.decorate('metrics', {
      shed: (reason: ShedReason) => shed.inc({ reason }),
      queueWait: (ms: number) => queueWait.observe(ms / 1_000),
    } satisfies ServerMetrics);

    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: knownMethods.has(request.method) ? request.method : 'other', route: routeOf(request), status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1_000);
    });

    app.get(metricsUrl, { schema: { hide: true } }, async (request, reply) => {
      const access = metricsAccess(request, token);
      if (access === 'hidden') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (access === 'unauthorised') return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('Unauthorized');
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

function routeOf(request: FastifyRequest): string {
  // A request that matched no route has the not-found handler's options, without a URL pattern.
  return request.is404 ? unmatched : (request.routeOptions.url ?? unmatched);
}
