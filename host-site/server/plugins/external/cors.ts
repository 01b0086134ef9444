import cors from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode } from '../../../../src/contracts/envelope';
import { CallFailure } from '../../http/call-failure';

/** The request headers of the API contract (ARCHITECTURE §3), which a cross-origin widget sends. */
const requestHeaders = ['Content-Type', 'LANG', 'Unitid', 'Units', 'Country', 'Authorization', 'If-None-Match'];

/**
 * The API may be called from the app's own origin and from the shops listed in ALLOWED_ORIGINS. A browser
 * request to /api from any other origin is refused with 403 (Result forbiddenOrigin) before it runs, so a
 * foreign page cannot use a visitor's browser to post to the API either.
 */
export default fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const anyOrigin = allowedOrigins.includes('*');
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (!origin || !isApiPath(request.url) || anyOrigin || allowed.has(origin) || isSameOrigin(request, origin)) return;
      throw new CallFailure(ResultCode.forbiddenOrigin, 403, 'errors:forbiddenOrigin');
    });
    await app.register(cors, {
      // Same-origin requests need no CORS headers; other origins reaching here are allowed ones (or /widgets/).
      origin: (origin, callback) => callback(null, origin !== undefined && (anyOrigin || allowed.has(origin))),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: requestHeaders,
      // A widget on a shop's page reads how long to wait before asking again for a code (a rate limit's answer).
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // `Origin: null` from sandboxed frames and file pages
  }
}
