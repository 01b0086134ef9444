import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure, ResultCode } from '../../../../src/contracts/envelope';
import { healthContracts, selectionContracts } from '../../../../src/contracts/schemas';
import { AdmissionQueue, AdmissionRefused, type AdmissionOptions } from '../../http/admission-queue';
import { metricsUrl, type ShedReason } from '../app/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of the costly calls (calculate, its curves): how many work and wait now. */
    readonly admission: AdmissionQueue;
  }
}

/** Seconds a shed client is told to wait before it asks again. */
const retryAfterSeconds = 2;
/**
 * Requests in the server at once from which a lagging event loop means too much traffic. With fewer, the lag has
 * another cause (a start-up, a busy machine) that refusing requests would not cure.
 */
const busyFrom = 32;

/** The calls whose work takes the event loop for milliseconds (a whole family's sizes at every operating point). */
const costlyCalls = [selectionContracts.calculateSelection, selectionContracts.chartLines];
const costlyUrls = new Set(costlyCalls.map((call) => `/api${call.path}`));
/**
 * Never shed: the health checks (a load balancer must tell a busy server from a dead one) and the metrics (a busy
 * server is when its figures matter most).
 */
const neverShed = new Set([`/api${healthContracts.health.path}`, `/api${healthContracts.live.path}`, metricsUrl]);

export interface LoadSheddingOptions {
  /** Event-loop lag (ms) from which, with many requests in the server, new ones are answered 503; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** The admission of the costly calls. */
  admission: AdmissionOptions;
}

/**
 * Sheds load before it turns into time-outs, in two ways, both answered at once with 503, Retry-After and the envelope
 * (Result serverError, "the server is busy"):
 * - the costly calls pass an admission queue (AdmissionQueue): a few at work, the others in order, none waiting longer
 *   than `admission.maxWaitMs` from its arrival; the cheap calls and the readiness check never wait behind them;
 * - when the event loop lags more than `maxEventLoopDelayMs` while many requests are in the server (the plugin
 *   lifecycle counts them), every new request but the readiness check is refused and those already in get the time.
 */
export default fp<LoadSheddingOptions>(
  async (app, { maxEventLoopDelayMs, admission }) => {
    // One log line a second at most, with the count: under overload, a line per refusal would cost more than the
    // refusal itself.
    let shedSinceLog = 0;
    let loggedAt = 0;
    const shed = (request: FastifyRequest, reply: FastifyReply, reason: ShedReason, details: object, why: string) => {
      app.metrics.shed(reason);
      shedSinceLog++;
      const now = performance.now();
      if (now - loggedAt >= 1_000) {
        request.log.warn({ url: request.url, ...details, shed: shedSinceLog }, `load shed: ${why}`);
        shedSinceLog = 0;
        loggedAt = now;
      }
      return reply.code(503).header('retry-after', String(retryAfterSeconds)).send(failure(ResultCode.serverError, request.t('serverState:busy')));
    };

    const queue = new AdmissionQueue(admission);
    app.decorate('admission', queue);
    const releases = new WeakMap<FastifyRequest, () => void>();
    app.addHook('preHandler', async (request, reply) => {
      if (!costlyUrls.has(request.routeOptions.url ?? '')) return;
      const arrivedAt = performance.now() - reply.elapsedTime;
      try {
        const release = await queue.admit(arrivedAt, () => request.raw.socket.destroyed);
        app.metrics.queueWait(performance.now() - arrivedAt);
        releases.set(request, release);
        // Released when its answer is ready, or when the request ends any other way (its connection closed).
        app.connections.whenEnded(request, release);
      } catch (error) {
        if (!(error instanceof AdmissionRefused)) throw error;
        return shed(request, reply, 'admission', { waitedMs: Math.round(error.waitedMs), waiting: queue.waiting }, 'the costly calls are past capacity');
      }
    });
    app.addHook('onSend', async (request) => releases.get(request)?.());

    if (maxEventLoopDelayMs === 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: Math.min(500, maxEventLoopDelayMs),
      pressureHandler: (request, reply) => {
        const inFlight = app.connections.inFlight;
        if (inFlight < busyFrom || neverShed.has(request.routeOptions.url ?? '')) return; // served as usual
        // Sent here; Fastify then runs nothing more of this request.
        void shed(request, reply, 'event_loop', { inFlight }, 'the event loop lags');
      },
    });
  },
  { name: 'load-shedding', dependencies: ['lifecycle', 'metrics'] },
);
