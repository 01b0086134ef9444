import fp from 'fastify-plugin';
import { requestIdHeader } from '../../http/request-id';

/**
 * One log line per request costs 15–30 % of the throughput at `info` (issue 17), so a finished request is logged at
 * `debug`, and at `info` only when it took longer than `slowMs`. Failures are logged where they are answered (the
 * envelope handler: our faults at `error`, the caller's at `info`).
 */
export default fp<{ slowMs: number }>(
  async (app, { slowMs }) => {
    // The id on every log line of a request (reqId) goes back in its answer, from the first hook on, so that even a
    // request shed or refused early can be found in the log.
    app.addHook('onRequest', async (request, reply) => {
      reply.header(requestIdHeader, request.id);
    });
    const everyRequest = ['debug', 'trace'].includes(app.log.level);
    app.addHook('onResponse', async (request, reply) => {
      const ms = reply.elapsedTime;
      const slow = ms >= slowMs;
      if (!slow && !everyRequest) return;
      const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) };
      if (slow) request.log.info(line, 'slow request');
      else request.log.debug(line, 'request completed');
    });
  },
  { name: 'request-log' },
);
