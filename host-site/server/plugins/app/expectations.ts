import fp from 'fastify-plugin';
import { ResultCode } from '../../../../src/contracts/envelope';
import { CallFailure } from '../../http/call-failure';

/**
 * An `Expect` header other than 100-continue is refused with 417 in the envelope, in the request's language. Node
 * answers it itself with an empty 417 unless the server listens for 'checkExpectation'; the request is handed to
 * Fastify instead (as Node does with every other request) and refused here before its body is read.
 */
export default fp(
  async (app) => {
    app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
    app.addHook('onRequest', async (request) => {
      const expect = request.headers.expect;
      // HTTP/1.0 has no expectations (RFC 9110 §10.1.1): its Expect is ignored, as Node does.
      if (expect === undefined || request.raw.httpVersion === '1.0' || /^\s*100-continue\s*$/i.test(expect)) return;
      throw new CallFailure(ResultCode.invalidInput, 417, 'errors:withReason', {
        message: request.t('errors:invalidInput'),
        reason: request.t('serverState:unsupportedExpectation', { expect }),
      });
    });
  },
  { name: 'expectations', dependencies: ['messages', 'envelope'] },
);
