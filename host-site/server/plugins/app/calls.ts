import fp from 'fastify-plugin';
import type { CheckedContract } from '../../../../src/contracts/call';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered with registerCall, in order: the source of the OpenAPI document and of its tests. */
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
