// The example shop (examples/shop) on an origin of its own for the e2e run (issue #28): a distributor's page on
// another origin than the maker's server, as in a real embedding. Its origin is allowed by the server under test.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../examples/shop');
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Serves examples/shop on 127.0.0.1 at a free port; `/` is index.html. */
export async function startShop(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`);
    const type = types[path.extname(file)];
    if (!file.startsWith(root + path.sep) || !type) {
      response.writeHead(404).end('not found');
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body),
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
