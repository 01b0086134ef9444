import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment a shutdown begins: the readiness check then answers 503 so that no new work is sent here. */
    readonly draining: boolean;
    /** Begins the drain (see shutDown); the readiness check fails from now on. */
    startDraining(): void;
  }
}

/**
 * The server's shutdown state. While it drains, every answer carries `Connection: close`, so keep-alive clients open
 * their next connection elsewhere instead of reusing this one.
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
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'lifecycle' },
);

/**
 * The drain of a SIGTERM, as container platforms expect: readiness turns 503 at once; after `delayMs` (the time a load
 * balancer needs to notice) the listener closes and idle keep-alive connections with it; requests in flight finish
 * until `graceMs` has passed, when the connections still open are cut; then the database closes.
 * @returns how many connections had to be cut (0 when every request finished within the grace).
 */
export async function shutDown(app: FastifyInstance, { delayMs, graceMs }: ServerConfig['shutdown']): Promise<number> {
  app.startDraining();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  let cut = 0;
  const deadline = setTimeout(() => {
    app.server.getConnections((_error, open) => {
      cut = open;
      app.server.closeAllConnections();
    });
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return cut;
}
