// Issue 24: the requests in flight and the costly calls at work are counted back to 0 however a request ends. Before,
// each request whose Content-Length was shorter than its body stayed counted for good, and after about 30 of them a
// lag answered 503 to everyone until a restart. Each kind of end is sent over real sockets on loopback, on a costly
// call (calculate, which passes the admission queue) and a cheap one, in bursts sent at once.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper';

const calculate = '/api/ucselection/calculate';
const conversion = '/api/unitconvert/converttoany_press';
const calculation = JSON.stringify({ valveName: 'TxvOld', refrigerant: 'R404A', conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } } });
const pressure = JSON.stringify({ oldunit: 'bar', oldvalue: 1, newunit: 'kPa' });

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  // A short request timeout, for the body that never comes.
  app = await buildTestApp({ REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '800' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(() => app.close());

function head(path: string, contentLength: number): string {
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\nConnection: keep-alive\r\n\r\n`;
}

interface Exchange {
  /** What the server wrote before the connection closed (or before the client ended it). */
  received: Promise<string>;
  socket: net.Socket;
}

/** Writes `text` on a new connection; the connection ends when the server closes it or the client is told to. */
function exchange(text: string): Exchange {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  return { socket, received: new Promise((resolve) => socket.once('close', () => resolve(received))) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until nothing is counted any more, for at most 5 s; the counts as they are then. */
async function settled(): Promise<{ inFlight: number; working: number; waiting: number }> {
  const counts = () => ({ inFlight: app.connections.inFlight, working: app.admission.working, waiting: app.admission.waiting });
  for (let waited = 0; waited < 5_000; waited += 20) {
    const now = counts();
    if (now.inFlight === 0 && now.working === 0 && now.waiting === 0) return now;
    await sleep(20);
  }
  return counts();
}

const zero = { inFlight: 0, working: 0, waiting: 0 };

describe('the counts of requests in flight come back to 0', () => {
  it('after answered requests, kept alive', async () => {
    // An empty body is answered too (refused), besides the calculations and conversions served.
    const empty = Array.from({ length: 20 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, 0)));
    const served = Array.from({ length: 20 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, Buffer.byteLength(i % 2 ? calculation : pressure)) + (i % 2 ? calculation : pressure)));
    await sleep(300);
    for (const { socket } of [...empty, ...served]) socket.end();
    for (const answer of await Promise.all(empty.map((one) => one.received))) expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    for (const answer of await Promise.all(served.map((one) => one.received))) expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await settled()).toEqual(zero);
  });

  it('after a Content-Length shorter than the body: 40 of them at once', async () => {
    const body = `${pressure}${' '.repeat(20)}{"trailing":"garbage"}`;
    const sent = Array.from({ length: 40 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, 10) + body));
    await Promise.all(sent.map(async ({ socket }) => {
      await sleep(500);
      socket.destroy();
    }));
    expect(await settled()).toEqual(zero);
  });

  it('after a Content-Length longer than the body: the request times out (408)', async () => {
    const sent = Array.from({ length: 10 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, 500) + pressure));
    const answers = await Promise.all(sent.map((one) => one.received));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await settled()).toEqual(zero);
  });

  it('after a malformed body: answered 400', async () => {
    const sent = Array.from({ length: 20 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, 9) + '{"Te": ]}'));
    await sleep(300);
    for (const { socket } of sent) socket.end();
    for (const answer of await Promise.all(sent.map((one) => one.received))) expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await settled()).toEqual(zero);
  });

  it('after clients that leave mid-body, and clients that reset while their calculation waits its turn', async () => {
    const halfway = Array.from({ length: 20 }, (_, i) => exchange(head(i % 2 ? calculate : conversion, 200) + '{"oldunit":'));
    // 60 calculations at once, each reset (RST) right after it is sent: most are still queued or at work then.
    const reset = Array.from({ length: 60 }, () => exchange(head(calculate, Buffer.byteLength(calculation)) + calculation));
    await sleep(50);
    for (const { socket } of reset) socket.resetAndDestroy();
    await sleep(100);
    for (const { socket } of halfway) socket.destroy();
    expect(await settled()).toEqual(zero);
  });

  it('and the server still serves a calculation afterwards', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${calculate}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: calculation });
    expect(response.status).toBe(200);
    expect(await settled()).toEqual(zero);
  });
});
