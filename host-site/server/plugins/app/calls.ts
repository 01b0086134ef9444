import fp from 'fastify-plugin';
import type { CheckedContract } from '../../../../src/contracts/call';
import { answerSerializer, checkedAnswerSerializer } from '../../http/answer-serializer';
import { contractValidator } from '../../http/contract-validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered with registerCall, in order: what the answer tests drive, call by call. */
    calls: CheckedContract[];
  }
}

/**
 * The registry of the API's calls (registerCall adds to it), and how a route's zod schemas are used: requests parsed
 * with them (contract-validation.ts), answers written as JSON (answer-serializer.ts); with `checkAnswers` (tests,
 * development) each answer is parsed with its response schema first, and one its schema does not hold is refused as
 * our fault (500).
 */
export default fp<{ checkAnswers: boolean }>(
  async (app, { checkAnswers }) => {
    app.decorate('calls', []);
    app.setValidatorCompiler(contractValidator);
    app.setSerializerCompiler(checkAnswers ? checkedAnswerSerializer : answerSerializer);
  },
  { name: 'calls' },
);
