import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in (from a proxy or a client tying its calls together) and is answered in. */
export const requestIdHeader = 'x-request-id';

/**
 * What an incoming id may be to be kept: a proxy's or a tracer's (a UUID, a hex trace id, `host-123.4`), short and
 * printable, so that it cannot forge log lines or grow them; anything else is replaced.
 */
const saneId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request, on every log line of it and in its answer's X-Request-Id: the caller's own when it sent a sane
 * one (a proxy's id then ties its log to ours), otherwise a new random UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && saneId.test(given) ? given : randomUUID();
}
