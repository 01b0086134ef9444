import type { FastifyRequest } from 'fastify';

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
