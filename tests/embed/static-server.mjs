// The "shop's CDN" of the embed tests: a tiny static server for the BUILT widget files (and the foreign
// i18next a shop page loads), on its own origin with CORS, as a maker's server would serve /widgets/.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const types = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.ts': 'text/plain' };

/**
 * Serves `routes` (URL prefix -> directory) on 127.0.0.1 at a free port.
 * @returns the origin (http://127.0.0.1:port), the requested paths in order, and close().
 */
export async function startStaticServer(routes) {
  const requests = [];
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    const prefix = Object.keys(routes).find((p) => pathname.startsWith(p));
    const root = prefix && path.resolve(routes[prefix]);
    const file = root && path.resolve(root, `.${pathname.slice(prefix.length - 1)}`);
    const info = file && file.startsWith(root + path.sep) ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
