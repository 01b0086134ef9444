// Issue 17: SIGTERM to `npm start` (what systemd, Docker and Kubernetes send) drains the server. Before, npm ended and
// orphaned the server on its port, and 5 of 5 requests in flight were dropped.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { getAnswer, portIsFree, postInTwoHalves, startMs, startNpmServer } from './real-server';

const conversion = JSON.stringify({ oldunit: 'K', oldvalue: 5, newunit: '℉' });
const conversionPath = '/api/unitconvert/converttoshsc_temper';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A kept-alive connection that has had its answer and sits idle; resolves `closed` when the server closes it. */
async function idleKeepAlive(port: number): Promise<{ closed: Promise<void> }> {
  const socket = net.connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  let received = '';
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('"Result":0')) resolve();
    });
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
  return { closed };
}

describe('SIGTERM to npm start', () => {
  it('turns readiness 503, finishes the requests in flight with Connection: close, closes idle keep-alive, frees the port, exits 0', { timeout: startMs + 60_000 }, async () => {
    const server = await startNpmServer({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '10000', KEEP_ALIVE_TIMEOUT_MS: '60000' });
    const idle = await idleKeepAlive(server.port);
    let release!: () => void;
    const secondHalves = new Promise<void>((resolve) => (release = resolve));
    const inFlight = Array.from({ length: 5 }, () => postInTwoHalves(server.base, conversionPath, conversion, secondHalves));
    await sleep(500); // the server has their headers and half their bodies

    server.child.kill('SIGTERM');
    await sleep(300);
    const readiness = await getAnswer(server.base, '/api/health');
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: 'the server is shutting down; please try again' });
    expect(readiness.headers.connection).toBe('close');

    await sleep(1_700); // past the delay: the listener is closed now, the requests still wait for their bodies
    expect(await portIsFree(server.port)).toBe(true);
    // Closed by the drain, long before its own keep-alive timeout (60 s).
    expect(await Promise.race([idle.closed.then(() => 'closed'), sleep(500).then(() => 'still open')])).toBe('closed');
    release();
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ Result: 0, Data: { Val: 9 }, ErrorMsg: '' });
      expect(answer.headers.connection).toBe('close');
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('draining');
  });

  it('cuts a request that does not finish within the grace period, and still exits 0', { timeout: startMs + 60_000 }, async () => {
    const server = await startNpmServer({ SHUTDOWN_GRACE_MS: '1000', REQUEST_TIMEOUT_MS: '120000' });
    const neverFinished = postInTwoHalves(server.base, conversionPath, conversion, new Promise(() => {}));
    const outcome = neverFinished.then(
      () => 'answered',
      () => 'cut',
    );
    await sleep(500);
    const stopped = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // At the grace period (1 s) and the drain, not at the request's own timeout (120 s): a loaded machine adds seconds.
    expect(performance.now() - stopped).toBeLessThan(30_000);
    expect(await outcome).toBe('cut');
    expect(server.output()).toMatch(/still busy after the grace period were cut/);
    expect(await portIsFree(server.port)).toBe(true);
  });
});
