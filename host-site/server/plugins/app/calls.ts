import fp from 'fastify-plugin';
import type { CheckedContract } from '../../../../src/contracts/call';
import { answerSerializer } from '../../http/answer-serializer';
import { contractValidator } from '../../http/contract-validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered with registerCall, in order: what the answer tests drive, call by call. */
    calls: CheckedContract[];
  }
}

/**
 * The registry of the API's calls (registerCall adds to it), and how a route's zod schemas are used: requests parsed
 * with them (contract-validation.ts), answers written through them (answer-serializer.ts), an answer its schema does
 * not hold refused as our fault (500).
 */
export default fp(
  async (app) => {
    app.decorate('calls', []);
    app.setValidatorCompiler(contractValidator);
    app.setSerializerCompiler(answerSerializer);
  },
  { name: 'calls' },
);
