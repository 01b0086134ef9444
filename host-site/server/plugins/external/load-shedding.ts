import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure, ResultCode } from '../../../../src/contracts/envelope';
import { selectionContracts } from '../../../../src/contracts/schemas';
import { AdmissionQueue, AdmissionRefused, type AdmissionOptions } from '../../http/admission-queue';
import type { ShedReason } from '../app/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of the costly calls (calculate, its curves): how many work and wait now. */
    readonly admission: AdmissionQueue;
  }
}

/**
 * Seconds a shed client is told to wait before it asks again: 1 to 4, drawn for each refusal, so that clients refused
 * together do not come back together.
 */
const retryAfter = () => String(1 + Math.floor(Math.random() * 4));
/**
 * Requests in the server at once from which a lagging event loop means too much traffic. With fewer, the lag has
 * another cause (a start-up, a busy machine) that refusing requests would not cure.
 */
const busyFrom = 32;
/**
 * Refusals of costly calls in a second from which each further one is held before it is answered: past it, clients
 * that ask again at once would make the refusals the load (issue 38: 9,938 answers of 503 at 200 connections).
 */
const holdFrom = 50;

/** The calls whose work takes the event loop for milliseconds (a whole family's sizes at every operating point). */
const costlyCalls = [selectionContracts.calculateSelection, selectionContracts.chartLines];
const costlyUrls = new Set(costlyCalls.map((call) => `/api${call.path}`));
export interface LoadSheddingOptions {
  /** Event-loop lag (ms) from which, with many requests in the server, new ones are answered 503; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** The admission of the costly calls. */
  admission: AdmissionOptions;
}

/**
 * Sheds load before it turns into time-outs, so that the server keeps doing the work it protects. Every refusal is
 * 503 with a Retry-After of 1 to 4 s and the envelope (Result serverError, "the server is busy"), written once per
 * language and sent as it is; no body is read for it, and it is logged once a second with a count.
 * - The costly calls pass an admission queue (AdmissionQueue): a few at work (the cores), the others in order, none
 *   waiting longer than `admission.maxWaitMs` from its arrival. One the queue would refuse is refused as it arrives,
 *   before its body is read; past `holdFrom` refusals a second, each is held a random while (about the queue's longest
 *   wait) before it is answered, so that clients asking again at once come back spread out instead of taking the loop
 *   from the work.
 * - When the event loop lags more than `maxEventLoopDelayMs` while many requests are in the server (the plugin
 *   lifecycle counts them), the costly calls are refused as they arrive. The others are never shed: the health checks
 *   (a load balancer must tell a busy server from a dead one), the metrics (a busy server is when its figures matter
 *   most), and the cheap calls, each a fraction of a calculation.
 */
export default fp<LoadSheddingOptions>(
  async (app, { maxEventLoopDelayMs, admission }) => {
    // One log line a second at most, with the count: under overload, a line per refusal would cost more than the
    // refusal itself.
    let shedSinceLog = 0;
    let loggedAt = 0;
    // The refusals of costly calls in the current second, which decide whether the next is held.
    let refusedThisSecond = 0;
    let secondStartedAt = 0;
    // The answer of a refusal, made once per language.
    const busyAnswers = new Map<string, Buffer>();
    const busyAnswer = (request: FastifyRequest) => {
      let answer = busyAnswers.get(request.messageLanguage);
      if (!answer) {
        answer = Buffer.from(JSON.stringify(failure(ResultCode.serverError, request.t('serverState:busy'))));
        busyAnswers.set(request.messageLanguage, answer);
      }
      return answer;
    };
    const shed = (request: FastifyRequest, reply: FastifyReply, reason: ShedReason, details: object, why: string) => {
      app.metrics.shed(reason);
      shedSinceLog++;
      const now = performance.now();
      if (now - loggedAt >= 1_000) {
        request.log.warn({ url: request.url, ...details, shed: shedSinceLog }, `load shed: ${why}`);
        shedSinceLog = 0;
        loggedAt = now;
      }
      return reply.code(503).header('retry-after', retryAfter()).type('application/json; charset=utf-8').send(busyAnswer(request));
    };
    /**
     * How long to hold a refusal of a costly call (ms): none while refusals are few; then between half and one and a
     * half times the queue's longest wait, drawn for each, so that the clients refused come back spread out, each no
     * more than about once per longest wait. (Holds that grew with the clients held made more of them time out.)
     */
    const holdMs = () => {
      const now = performance.now();
      if (now - secondStartedAt >= 1_000) {
        secondStartedAt = now;
        refusedThisSecond = 0;
      }
      return ++refusedThisSecond > holdFrom ? admission.maxWaitMs * (0.5 + Math.random()) : 0;
    };
    const held = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

    const queue = new AdmissionQueue(admission);
    app.decorate('admission', queue);

    // Costly calls the lagging loop refuses (marked by the event-loop guard below, refused by the hook after it).
    const lagRefused = new WeakSet<FastifyRequest>();
    if (maxEventLoopDelayMs > 0) {
      await app.register(underPressure, {
        maxEventLoopDelay: maxEventLoopDelayMs,
        sampleInterval: Math.min(500, maxEventLoopDelayMs),
        // Only the costly calls: a cheap one costs a fraction of a calculation, and refusing it would free little.
        pressureHandler: (request) => {
          if (app.connections.inFlight >= busyFrom && costlyUrls.has(request.routeOptions.url ?? '')) lagRefused.add(request);
        },
      });
    }

    // Before the body is read: a costly call the lag or the queue would refuse is refused now.
    app.addHook('onRequest', async (request, reply) => {
      if (!costlyUrls.has(request.routeOptions.url ?? '')) return;
      const byLag = lagRefused.has(request);
      if (!byLag && !queue.refuses(performance.now())) return;
      await held(holdMs());
      if (byLag) return shed(request, reply, 'event_loop', { inFlight: app.connections.inFlight }, 'the event loop lags');
      return shed(request, reply, 'admission', { waitedMs: 0, waiting: queue.waiting }, 'the costly calls are past capacity');
    });

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
  },
  { name: 'load-shedding', dependencies: ['lifecycle', 'metrics'] },
);
