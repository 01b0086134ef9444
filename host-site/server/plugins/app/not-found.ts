import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure, ResultCode } from '../../../../src/contracts/envelope';
import { withReason } from '../../../../src/i18n/translate';
import { hasBuiltSite, noCache } from '../external/static';

/**
 * Unknown /api paths answer the envelope with Result notFound and 404. Any other GET from a browser (it accepts
 * text/html) is a client-side route of the single-page site, so it gets index.html; the rest a plain 404.
 */
export default fp<{ siteDir: string }>(
  async (app, { siteDir }) => {
    const siteBuilt = hasBuiltSite(siteDir);
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0]!;
      if (isApiPath(pathname)) {
        const reason = request.t('errors:request.route', { method: request.method, path: pathname });
        return reply.code(404).send(failure(ResultCode.notFound, withReason(request.t, request.t('errors:notFound'), reason)));
      }
      // The mobile site is a page of its own, not a route of the single-page site.
      if (siteBuilt && isPageRequest(request, pathname) && (pathname === '/mobile' || pathname.startsWith('/mobile/'))) {
        return reply.header('cache-control', noCache).sendFile('mobile/index.html', path.resolve(siteDir));
      }
      if (siteBuilt && isPageRequest(request, pathname)) {
        return reply.header('cache-control', noCache).sendFile('index.html', path.resolve(siteDir));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'not-found', dependencies: ['messages'] },
);

/** `/API/x` and `/Api/x` are API paths too: answered in the envelope, never with the site's page. */
function isApiPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (pathname === '/widgets' || pathname.startsWith('/widgets/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

