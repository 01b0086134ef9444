import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, ResultCode, type ResultCodeValue } from '../../../src/contracts/envelope';
import { createI18n } from '../../../src/i18n';
import { loadResources } from '../../../src/i18n/load-language';
import { serverStateNamespace } from './server-state.resources';
import { withReason, type Translate } from '../../../src/i18n/translate';

const english = createI18n('en', await loadResources([serverStateNamespace], ['en']));

/** Node's codes for a connection that broke HTTP before any request could be routed. */
const answers: Record<string, { status: number; result: ResultCodeValue; reason: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, result: ResultCode.invalidInput, reason: 'serverState:requestTimeout' },
  HPE_HEADER_OVERFLOW: { status: 431, result: ResultCode.invalidInput, reason: 'serverState:headersTooLarge' },
};

/**
 * Fastify's clientErrorHandler: a request Node refused before routing it (too slow, headers too large, not HTTP) is
 * answered in the envelope too, then the connection closed. There is no request to read a language from, so the
 * answer is in the server's default language.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answers[error.code ?? ''] ?? { status: 400, result: ResultCode.invalidInput, reason: 'serverState:badHttp' };
  const t = this.translator('en');
  const body = JSON.stringify(failure(answer.result, withReason(t, t('errors:invalidInput'), t(answer.reason))));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's frameworkErrors: a URL it cannot route (bad %-encoding, FST_ERR_BAD_URL) is answered 400 in the envelope
 * instead of Fastify's own JSON.
 */
export function answerFrameworkError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  // The request is not decorated yet (no route, no language): the default language.
  const t: Translate = (key, params) => english.t(key, params ?? {});
  request.log.info({ code: error.code }, 'request refused');
  // Such a request passes no hook, so the connection is not known to be between requests: it is closed after the answer.
  void reply.code(400).header('connection', 'close').send(failure(ResultCode.invalidInput, withReason(t, t('errors:invalidInput'), t('serverState:badPath'))));
}
