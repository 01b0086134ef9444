import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { storybookPolicy } from './storybook-policy';

/** Revalidate every time: index.html and the widget loader keep their names from build to build. */
export const noCache = 'no-cache';
/** Content-hashed files never change under their name. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * What a static folder may serve: no dotfiles (`.env`, `.git`), and nothing a symlink inside it points to outside it.
 * A path that does not resolve is let through to be answered 404.
 */
function insideRoot(root: string) {
  const realRoot = realpathSync(path.resolve(root));
  return (pathName: string): boolean => {
    try {
      const real = realpathSync(path.join(realRoot, decodeURIComponent(pathName)));
      return real === realRoot || real.startsWith(realRoot + path.sep);
    } catch {
      return true;
    }
  };
}

export function hasBuiltSite(siteDir: string): boolean {
  return existsSync(path.join(siteDir, 'index.html'));
}

/**
 * The builds put content-hashed files in `assets/` (Vite) or `chunks/` (the widget build), so a path through
 * either folder may be cached for a year; anything else keeps its name across builds and must be revalidated.
 */
export function cacheControlFor(relativePath: string): string {
  const segments = relativePath.split(/[\\/]/);
  return segments.includes('assets') || segments.includes('chunks') ? immutable : noCache;
}

/**
 * The built host site at / and the widget scripts at /widgets/, from dist. Widget scripts are public code that
 * any shop page may load, as classic or module scripts, so they carry `Access-Control-Allow-Origin: *` and may
 * be embedded cross-origin; the API's CORS stays restricted. The built Storybook, when there is one, at /storybook/
 * with a policy of its own (storybook-policy.ts).
 */
export default fp<{ siteDir: string; widgetsDir: string; storybookDir: string }>(
  async (app, { siteDir, widgetsDir, storybookDir }) => {
    const siteBuilt = hasBuiltSite(siteDir);
    if (siteBuilt) {
      await app.register(fastifyStatic, {
        root: path.resolve(siteDir),
        prefix: '/',
        dotfiles: 'ignore',
        allowedPath: insideRoot(siteDir),
        cacheControl: false,
        setHeaders: (reply, filePath) => siteHeaders(reply, path.relative(siteDir, filePath)),
      });
    } else {
      app.log.warn({ siteDir }, 'the host site is not built; run `npm run build`');
      app.get('/', (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('cache-control', noCache)
          .send('Valve Selector: the site is not built yet. Run `npm run build`, then start the server again (`npm start` does both).\n'),
      );
    }
    if (existsSync(widgetsDir)) {
      await app.register(fastifyStatic, {
        root: path.resolve(widgetsDir),
        prefix: '/widgets/',
        dotfiles: 'ignore',
        allowedPath: insideRoot(widgetsDir),
        decorateReply: !siteBuilt, // only one instance may add reply.sendFile
        cacheControl: false,
        setHeaders: (reply, filePath) => widgetHeaders(reply, path.relative(widgetsDir, filePath)),
      });
    } else {
      app.log.warn({ widgetsDir }, 'the widgets are not built; run `npm run build`');
    }
    if (existsSync(path.join(storybookDir, 'index.html'))) {
      const policy = storybookPolicy(storybookDir);
      await app.register(fastifyStatic, {
        root: path.resolve(storybookDir),
        prefix: '/storybook/',
        dotfiles: 'ignore',
        allowedPath: insideRoot(storybookDir),
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply: FastifyReply, filePath: string) => {
          reply.header('cache-control', cacheControlFor(path.relative(storybookDir, filePath)));
          reply.header('content-security-policy', policy);
        },
      });
      // Its pages link their files relatively: /storybook is sent on to /storybook/.
      app.get('/storybook', (_request, reply) => reply.redirect('/storybook/', 301));
    }
  },
  { name: 'static' },
);

/**
 * Product pictures under /images/ appear on shops' pages (in the selector's results and the selection strip), so
 * any site may embed them; the rest of the site keeps helmet's same-origin resource policy.
 */
function siteHeaders(reply: FastifyReply, relativePath: string): void {
  reply.header('cache-control', cacheControlFor(relativePath));
  if (relativePath.split(/[\\/]/)[0] === 'images') reply.header('cross-origin-resource-policy', 'cross-origin');
}

function widgetHeaders(reply: FastifyReply, relativePath: string): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('cache-control', cacheControlFor(relativePath));
  // RFC 9239 names text/javascript; module scripts from another origin are refused under a wrong type.
  if (/\.m?js$/.test(relativePath)) reply.header('content-type', 'text/javascript; charset=utf-8');
}
