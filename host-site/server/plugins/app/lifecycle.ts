import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config';
import { ConnectionTracker } from '../../http/connection-tracker';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a shutdown begins: the readiness check then answers 503 so that no new work is sent here. */
    readonly draining: boolean;
    /** Begins the drain (see shutDown); the readiness check fails from now on. */
    startDraining(): void;
    /** The open connections and the requests in flight on them. */
    readonly connections: ConnectionTracker;
  }
}

/**
 * How long a kept-alive connection must have been quiet since its last answer before a drain closes it: its client
 * sends the next request as soon as it has read that answer, so one quiet this long (with room for a busy client)
 * has none on its way.
 */
const quietMs = 2_000;

/**
 * The server's connections and its shutdown state. Every request is counted in flight from its arrival until it is
 * answered or its connection closes (ConnectionTracker). While the server drains, every answer carries
 * `Connection: close`, so keep-alive clients open their next connection elsewhere instead of reusing this one.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('startDraining', () => {
      draining = true;
    });
    const connections = new ConnectionTracker(app.server);
    app.decorate('connections', connections);
    app.addHook('onRequest', async (request) => connections.received(request, request.raw.socket));
    app.addHook('onResponse', async (request) => connections.ended(request));
    // Node's own closeIdleConnections, which server.close() and Fastify's close call, takes a connection whose next
    // request has arrived but is not parsed yet for idle, and cuts it (issue 24: 48–50 of 50 keep-alive clients at a
    // SIGTERM under load). Idle here is the tracker's: nothing in flight and nothing received since the last answer.
    // Outside a drain (a test closing its app) nothing is on its way, and idle connections close at once.
    app.server.closeIdleConnections = () => connections.drain(draining ? quietMs : 0);
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);

/**
 * The drain of a SIGTERM, as container platforms expect: readiness turns 503 at once; after `delayMs` (the time a load
 * balancer needs to notice) the listener closes, and every request already received is answered (with
 * `Connection: close`) while idle keep-alive connections are closed as they become idle; at `graceMs` the connections
 * still open are cut; then the database closes.
 * @returns how many connections had to be cut (0 when every request finished within the grace).
 */
export async function shutDown(app: FastifyInstance, { delayMs, graceMs }: ServerConfig['shutdown']): Promise<number> {
  app.startDraining();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  let cut = 0;
  const deadline = setTimeout(() => {
    cut = app.connections.open;
    app.server.closeAllConnections();
  }, graceMs);
  // With a short grace, idle connections are closed well before it ends.
  app.connections.drain(Math.min(quietMs, graceMs / 2));
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return cut;
}
