import fp from 'fastify-plugin';
import type { CheckedContract } from '../../../../src/contracts/call';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered with registerCall, in order: what the answer tests drive, call by call. */
    calls: CheckedContract[];
  }
}

/** The registry of the API's calls; registerCall adds to it. */
export default fp(
  async (app) => {
    app.decorate('calls', []);
  },
  { name: 'calls' },
);
