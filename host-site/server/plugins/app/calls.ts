import fp from 'fastify-plugin';
import type { CheckedContract } from '../../../../src/contracts/call';
import type { Method, Operation } from '../../openapi/document';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered with registerCall, in order: the source of the OpenAPI document and of its tests. */
    calls: CheckedContract[];
    /** Routes that are no JSON call (an upload, an image) yet belong in the OpenAPI document, written out by hand. */
    otherOperations: { method: Method; path: string; operation: Operation }[];
  }
}

/** The registry of the API's calls; registerCall adds to it. */
export default fp(
  async (app) => {
    app.decorate('calls', []);
    app.decorate('otherOperations', []);
  },
  { name: 'calls' },
);
