// Issue 17, load: when the event loop lags behind while many requests are in the server, a new costly call is refused
// at once with 503, Retry-After and the envelope (Result serverError, "the server is busy"), instead of waiting into a
// time-out, without reading its body; a lag with few requests in the server (a start-up, a busy machine) refuses
// nobody. Issue 38: the cheap calls and the health checks are served through such a lag. The lag is made by blocking
// this process's event loop, which is the server's: the test does not depend on the machine's speed.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts/envelope';
import { buildTestApp, envelopeOf } from '../helper';

/** Keeps the event loop busy for `ms`: one calculation of a burst. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Lets the pending timers run (under-pressure's sampling among them, overdue after a block). */
const nextTimers = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs `during` while the loop lags as under a burst of calculations: a 60 ms block on every turn of the loop,
 * from before under-pressure has measured the lag until `during` ends. One long block is not enough: Node's
 * delay histogram records it on some runs only, and the sample after it may miss it.
 */
async function whileLagging<T>(app: FastifyInstance, during: () => Promise<T>): Promise<T> {
  let lagging = true;
  const turn = () => {
    if (!lagging) return;
    blockEventLoop(60);
    setImmediate(turn);
  };
  turn();
  try {
    while (app.memoryUsage().eventLoopDelay <= 50) await nextTimers();
    return await during();
  } finally {
    lagging = false;
  }
}

const calculation = {
  valveName: 'TxvOld',
  refrigerant: 'R404A',
  conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
};

async function sheddingApp() {
  // The threshold well under the block below; under-pressure samples every 50 ms.
  const app = await buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
  const held: (() => void)[] = [];
  // Requests that stay in the server until released: the traffic already there when the lag is measured.
  app.get('/api/test/held', () => new Promise<string>((resolve) => held.push(() => resolve('done'))));
  await app.ready();
  // The start itself lags the loop: a few quiet samples first, so that the held requests are not the ones shed.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const hold = async (count: number) => {
    let answered = 0;
    const answers = Array.from({ length: count }, () => app.inject({ url: '/api/test/held' }).finally(() => answered++));
    while (held.length + answered < count) await nextTimers();
    expect(held.length, 'requests held in the server').toBe(count);
    return async () => {
      for (const release of held.splice(0)) release();
      return Promise.all(answers);
    };
  };
  return { app, hold };
}

describe('load shedding', () => {
  it('answers a costly call 503 in the envelope with Retry-After while the loop lags with many requests in the server; the cheap ones and health are served', async () => {
    const { app, hold } = await sheddingApp();
    const release = await hold(40);
    const [shed, german, unread, cheap, health, live] = await whileLagging(app, () =>
      Promise.all([
        app.inject({ method: 'POST', url: '/api/ucselection/calculate', headers: { lang: 'en' }, payload: calculation }),
        app.inject({ method: 'POST', url: '/api/ucselection/calculate', headers: { lang: 'de' }, payload: calculation }),
        // Refused before its body is read: a body that is no JSON is answered busy, not 400.
        app.inject({ method: 'POST', url: '/api/ucselection/calculate', headers: { 'content-type': 'application/json' }, payload: '{"valveName": ' }),
        app.inject({ url: '/api/valve/baseinfo', headers: { lang: 'en' } }),
        app.inject({ url: '/api/health' }),
        app.inject({ url: '/api/live' }),
      ]),
    );
    expect(shed.statusCode).toBe(503);
    // Spread, so that clients refused together do not ask again together.
    expect(shed.headers['retry-after']).toMatch(/^[1-4]$/);
    expect(shed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(envelopeOf(shed)).toEqual({ Result: ResultCode.serverError, Data: null, ErrorMsg: 'the server is busy; please try again in a moment' });
    expect(envelopeOf(german).ErrorMsg).not.toBe(envelopeOf(shed).ErrorMsg);
    expect(unread.statusCode).toBe(503);
    // Issue 38: a cheap call costs a fraction of a calculation; the loop has room for it.
    expect(cheap.statusCode).toBe(200);
    // Issue 24: the readiness check is never shed, so that a load balancer tells a busy server from a dead one.
    expect(health.statusCode).toBe(200);
    expect(live.statusCode).toBe(200);
    // The requests that were already in the server are answered.
    for (const answer of await release()) expect(answer.statusCode).toBe(200);
  });

  it('serves a request during a lag when few are in the server', async () => {
    const { app, hold } = await sheddingApp();
    const release = await hold(2);
    expect((await whileLagging(app, () => app.inject({ url: '/api/valve/baseinfo' }))).statusCode).toBe(200);
    await release();
  });

  it('stops counting a request its client dropped: aborted requests do not leave the server shedding for good', async () => {
    const { app } = await sheddingApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // 40 browsers leave a page while its calls are still in the server.
    const dropped = Array.from({ length: 40 }, () => {
      const call = request({ host: '127.0.0.1', port, path: '/api/test/held' });
      call.on('error', () => undefined);
      call.end();
      return call;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const call of dropped) call.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await whileLagging(app, () => app.inject({ url: '/api/valve/baseinfo' }));
    expect(answer.statusCode, 'nobody is in the server any more').toBe(200);
  });
});
