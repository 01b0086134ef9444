// The maker's API as a shop's page may meet it (issue 28): a proxy in front of the real server that passes calls on,
// refuses connections (the server is down) or accepts them and never answers (the server hangs); or (issue 35)
// answers 500 with a server's English envelope, whatever the language asked (fail), or a 200 that is no JSON
// (garbage: a captive portal's or a proxy's page). A test switches it.
import { createServer, request as forward } from 'node:http';

/**
 * Starts the proxy for `target` (the site server's origin) on 127.0.0.1 at a free port, passing calls on.
 * @returns its origin, `setMode('pass' | 'refuse' | 'hang' | 'fail' | 'garbage')`, the requests it received since the last switch, close().
 */
export async function startFlakyApi(target) {
  let mode = 'pass';
  const requests = [];
  const server = createServer((request, response) => {
    if (mode === 'refuse') return void request.socket.destroy(); // a connection the browser kept alive from before
    requests.push(`${request.method} ${request.url}`);
    if (mode === 'hang') return; // read and never answered: only the client's time-out ends the wait
    const cors = { 'access-control-allow-origin': request.headers.origin ?? '*', vary: 'Origin' };
    if (mode === 'fail') {
      response.writeHead(500, { ...cors, 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ Result: 500, Data: null, ErrorMsg: 'Internal error' }));
    }
    if (mode === 'garbage') {
      response.writeHead(200, { ...cors, 'content-type': 'text/html' });
      return void response.end('<!doctype html><title>Sign in to the network</title>');
    }
    const upstream = forward(new URL(request.url ?? '/', target), { method: request.method, headers: { ...request.headers, host: new URL(target).host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const listen = (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** Refusing stops listening (connections are refused as by a server that is down); the others listen again. */
    async setMode(next) {
      requests.length = 0;
      server.closeAllConnections();
      if (next === 'refuse' && server.listening) await new Promise((resolve) => server.close(resolve));
      if (next !== 'refuse' && !server.listening) await listen(port);
      mode = next;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      if (server.listening) server.close(resolve);
      else resolve();
    }),
  };
}
