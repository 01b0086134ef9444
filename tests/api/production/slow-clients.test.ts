// Issue 17: slow clients. Before, 5,000 slow-body sockets were all held for 40 s and three of them blocked shutdown.
// Now a client that trickles its headers or its body is answered 408 in the envelope and cut near its timeout, while
// normal requests on loopback stay fast; connections over the cap are closed at once.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { buildTestApp } from '../helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SlowClient {
  /** What the server wrote before it closed the connection, and when (ms after the client began). */
  ended: Promise<{ received: string; afterMs: number }>;
  stop(): void;
}

/** A client that sends `start`, then one more byte of `trickle` every `everyMs`, until the server hangs up. */
function slowClient(port: number, start: string, trickle: string, everyMs: number): SlowClient {
  const began = performance.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  // The trickle starts once the request line is written: on a loaded machine the connection may take longer than
  // one period, and a character sent before the request line makes it invalid HTTP (400, not the timeout's 408).
  socket.on('connect', () => {
    socket.write(start);
    timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[sent++ % trickle.length]!);
    }, everyMs);
  });
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const ended = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ received, afterMs: performance.now() - began });
    }),
  );
  return {
    ended,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

async function timedConversion(base: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/unitconvert/converttoshsc_temper`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oldunit: 'K', oldvalue: 5, newunit: '℉' }),
  });
  return { ms: performance.now() - started, body: await response.json() };
}

describe('slow clients', () => {
  let app: FastifyInstance;
  let port: number;
  let base: string;

  beforeAll(async () => {
    // Load shedding off: on a busy machine it would answer the trickling requests 503 before their timeouts.
    app = await buildTestApp({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '400', MAX_EVENT_LOOP_DELAY_MS: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(() => app?.close());

  it('cuts 300 trickling clients near their timeouts with 408 in the envelope, while normal requests stay fast', { timeout: 60_000 }, async () => {
    const headers = `POST /api/unitconvert/converttoshsc_temper HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`;
    const slowHeaders = Array.from({ length: 150 }, () => slowClient(port, headers, 'X-Slow: yes\r\n', 100));
    const slowBodies = Array.from({ length: 150 }, () =>
      slowClient(port, `${headers}Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"oldunit":"`, 'K', 100),
    );
    await sleep(300);

    const normal: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { ms, body } = await timedConversion(base);
      expect(body).toEqual({ Result: 0, Data: { Val: 9 }, ErrorMsg: '' });
      normal.push(ms);
    }
    normal.sort((a, b) => a - b);
    expect(normal[10]!, `median of normal requests beside the slow ones: ${normal.map(Math.round).join(', ')} ms`).toBeLessThan(250);

    const cut = await Promise.all([...slowHeaders, ...slowBodies].map((client) => client.ended));
    for (const { received, afterMs } of cut) {
      // Node checks timeouts every half headers timeout; a loaded machine adds some.
      expect(afterMs).toBeLessThan(2_000 + 3_000);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: the request did not arrive in time' });
    }
    const headerCuts = (await Promise.all(slowHeaders.map((client) => client.ended))).map((end) => end.afterMs);
    expect(Math.max(...headerCuts), 'slow headers are cut at the headers timeout, before the request timeout').toBeLessThan(1_000 + 2_000);
  });

  it('closes connections over the cap at once and serves again when they are gone', { timeout: 60_000 }, async () => {
    const held = Array.from({ length: 400 }, () => slowClient(port, '', ' ', 60_000));
    await sleep(500);
    const over = slowClient(port, '', ' ', 60_000);
    const { afterMs } = await over.ended;
    expect(afterMs, "closed on arrival, not at the headers timeout (1 s)").toBeLessThan(400);
    for (const client of held) client.stop();
    await sleep(300);
    expect((await timedConversion(base)).body).toMatchObject({ Result: 0 });
  });
});
