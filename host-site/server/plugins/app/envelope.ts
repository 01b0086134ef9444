import fp from 'fastify-plugin';
import { answerError } from '../../http/error-answer';
import { requestUnitSystem } from '../../http/unit-system';
import { UnitPresenter } from '../../../../src/selection/unit-presenter';

/**
 * Every failure answers the envelope `{ Result, Data: null, ErrorMsg }` in the request's language: the caller's
 * mistakes with their reason and a status below 500, our own faults with a generic message (the details, stack
 * included, go only to the log).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      // an engine error's numbers in the request's unit system and language (its Units header may be what failed)
      const units = new UnitPresenter(requestUnitSystem(request), request.messageLanguage);
      const answer = answerError(error, request.t, {
        bodyLimit: request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1_048_576,
        contentType: request.headers['content-type'],
        show: (quantity, si) => units.text(quantity, si),
      });
      if (answer.logLevel === 'error') request.log.error({ err: error }, answer.logMessage ?? 'request failed');
      else request.log.info({ result: answer.envelope.Result, message: answer.envelope.ErrorMsg }, 'request refused');
      if (answer.retryAfterSeconds !== undefined) reply.header('Retry-After', String(answer.retryAfterSeconds));
      return reply.code(answer.status).send(answer.envelope);
    });
  },
  { name: 'envelope', dependencies: ['messages'] },
);
