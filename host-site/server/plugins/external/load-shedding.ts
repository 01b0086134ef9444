import underPressure from '@fastify/under-pressure';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure, ResultCode } from '../../../../src/contracts/envelope';

/** Seconds a shed client is told to wait before it asks again. */
const retryAfterSeconds = 2;
/**
 * Requests in the server at once from which a lagging event loop means too much traffic. With fewer, the lag has
 * another cause (a start-up, a busy machine) that refusing requests would not cure.
 */
const busyFrom = 32;

/**
 * Sheds load before it turns into time-outs: when the event loop lags more than `maxEventLoopDelayMs` while many
 * requests are in the server, new requests are answered at once with 503, Retry-After and the envelope (Result
 * serverError, "the server is busy"), and the requests already in the server get the time. 0 turns it off.
 */
export default fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
    if (maxEventLoopDelayMs === 0) return;
    let inFlight = 0;
    // Counted out when the response is sent or the client leaves first: onResponse never runs for a request its
    // client dropped (a browser leaving the page), and every such request would stay counted for the process's
    // life, until a busy server shed load at its first lag. Hooks rather than a 'close' listener on the
    // response, which would be the eleventh on a compressed stream's and set Node's leak warning off.
    const counted = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', async (request) => {
      inFlight++;
      counted.add(request);
    });
    const countOut = async (request: FastifyRequest) => {
      if (counted.delete(request)) inFlight--;
    };
    app.addHook('onResponse', countOut);
    app.addHook('onRequestAbort', countOut);
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: Math.min(500, maxEventLoopDelayMs),
      pressureHandler: (request, reply) => {
        if (inFlight < busyFrom) return; // served as usual
        request.log.warn({ url: request.url, inFlight }, 'load shed: the event loop lags');
        // Sent here; Fastify then runs nothing more of this request.
        void reply.code(503).header('retry-after', String(retryAfterSeconds)).send(failure(ResultCode.serverError, request.t('serverState:busy')));
      },
    });
  },
  { name: 'load-shedding' },
);
