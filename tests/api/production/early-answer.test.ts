// Issue 34: a body over its call's limit is answered 413 before it has all arrived, with the connection closed. A
// client still sending must be able to read that answer and its reason: Node reads the rest of the body and drops it
// (a lingering close) rather than resetting the connection under a client that is still writing.
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBodyLimit } from '../../../src/contracts/call';
import { buildTestApp } from '../helper';
import { send } from './real-server';

describe('an early answer', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await buildTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });

  afterAll(() => app?.close());

  it('reaches a client that sends a body over the limit whole, with its reason', async () => {
    const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(40 * callBodyLimit) }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send(`${base}/api/unitconvert/converttoshsc_temper`, 'POST', { 'content-type': 'application/json', lang: 'en' }, body)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ Result: 2, Data: null, ErrorMsg: `Invalid input: the request body is larger than ${callBodyLimit} bytes` });
    }
  });

  it('reaches a client whose deep body is refused, and the connection closes', async () => {
    const body = Buffer.from('['.repeat(30_000) + ']'.repeat(30_000));
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(`${base}/api/unitconvert/converttoshsc_temper`, 'POST', { 'content-type': 'application/json', lang: 'en' }, body)));
    for (const answer of answers) expect([answer.status, answer.headers.connection]).toEqual([400, 'close']);
  });
});
