import { isIP } from 'node:net';
import cors from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure, ResultCode } from '../../../../src/contracts/envelope';
import { unitsHeader } from '../../../../src/contracts/units-header';

/**
 * The request headers of the API contract (ARCHITECTURE §3), which a cross-origin widget sends: a custom unit set
 * travels in `Units`, the search index's copy is checked with If-None-Match. A header missing here fails the call's
 * preflight on every shop origin (issue 28: `<vs-selector units>`).
 */
export const requestHeaders = ['Content-Type', 'LANG', 'Unitid', unitsHeader, 'Country', 'Authorization', 'If-None-Match'];

/**
 * The response headers a cross-origin client reads beyond the safelisted ones: how long to wait before asking again
 * for a code (a rate limit's answer) and a report's file name (Content-Type is safelisted).
 */
export const exposedHeaders = ['Retry-After', 'Content-Disposition'];

export interface OriginPolicy {
  allowedOrigins: string[];
  /** The site's public origin behind a proxy (PUBLIC_URL). */
  publicOrigin?: string;
  /** Host names answered besides loopback, IP addresses and the public origin's. */
  allowedHosts: string[];
}

/**
 * Who may call. A request must name one of our hosts (loopback, an IP address, PUBLIC_URL's host, ALLOWED_HOSTS):
 * a page on another name that resolves to this server (DNS rebinding) is refused. The API may be called from the
 * site's own origin (scheme, host and port; behind TRUST_PROXY as the proxy forwards them, or PUBLIC_URL) and from
 * the shops listed in ALLOWED_ORIGINS; a browser request from any other origin, preflight included, is refused with
 * 403 (Result forbiddenOrigin) before it runs. The path is checked as routed (`/%61pi/...` is /api/...).
 */
export default fp<OriginPolicy>(
  async (app, { allowedOrigins, publicOrigin, allowedHosts }) => {
    const anyOrigin = allowedOrigins.includes('*');
    const allowed = new Set(allowedOrigins);
    const hosts = new Set(allowedHosts);
    if (publicOrigin) hosts.add(new URL(publicOrigin).hostname);
    app.addHook('onRequest', async (request, reply) => {
      const host = hostName(request.host);
      if (!isOurHost(host, hosts)) return refuse(request, reply, 'serverState:foreignHost', { host });
      const origin = request.headers.origin;
      if (!origin || !isApiPath(routedPath(request)) || anyOrigin || allowed.has(origin)) return;
      if (origin === publicOrigin || isSameOrigin(request, origin)) return;
      return refuse(request, reply, 'errors:forbiddenOrigin');
    });
    await app.register(cors, {
      // Same-origin requests need no CORS headers; other origins reaching here are allowed ones (or /widgets/).
      origin: (origin, callback) => callback(null, origin !== undefined && (anyOrigin || allowed.has(origin))),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: requestHeaders,
      exposedHeaders,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

/** Answered here, not thrown: the preflight route of @fastify/cors has no envelope error handler of ours. */
function refuse(request: FastifyRequest, reply: FastifyReply, key: string, params: Record<string, unknown> = {}) {
  return reply.code(403).send(failure(ResultCode.forbiddenOrigin, request.t(key, params)));
}

/** The path a request was routed by: decoded and, for the API check, in lower case (`/API/` is not another site). */
function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern.toLowerCase(); // a wildcard route (the preflight's) names no path
  const raw = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

/** An IP address cannot be rebound; a name must be ours. */
function isOurHost(host: string, hosts: ReadonlySet<string>): boolean {
  return isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost') || hosts.has(host);
}

export function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false; // `Origin: null` from sandboxed frames and file pages
  }
}
