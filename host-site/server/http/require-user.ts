import type { FastifyRequest } from 'fastify';
import type { Caller, CurrentSession } from '../services/accounts';

/** The bearer token of `Authorization: Bearer <token>`, if the request carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The signed-in user's id, for every call that needs one (saved lists, preferences ...).
 * @throws CallFailure signedOut without a token, tokenExpired or tokenInvalid for a dead one (HTTP 200 with the
 *   envelope: the client then shows the specification's logged-out confirm).
 */
export async function requireUser(request: FastifyRequest): Promise<number> {
  return request.server.accounts.userOfToken(bearerToken(request));
}

/** The signed-in member's session (see requireUser), for the calls that act on the session itself or need its owner. */
export async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
  return request.server.accounts.sessionOfToken(bearerToken(request));
}

/** What the account services need to know of the client: its address, device and language, and its words. */
export function callerOf(request: FastifyRequest): Caller {
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? '', language: request.messageLanguage, t: request.t };
}
