// Issue 24: SIGTERM under load. 50 keep-alive clients each send their next request as soon as they have their answer,
// half of them calculations (which keep the server's event loop busy), half unit conversions. Before, 48–50 of the 50
// were reset at a SIGTERM: a request that had arrived on a kept-alive connection but was not yet parsed counted as
// idle, and Node cut its connection. Now every request sent is answered, the answers after the SIGTERM carry
// `Connection: close` (so each client stops or goes elsewhere), no connection is reset, and the process exits 0.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startMs, startNpmServer } from './real-server';

const clients = 50;
const calculation = JSON.stringify({
  valveName: 'TxvOld',
  refrigerant: 'R404A',
  conditions: { Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
});
const conversion = JSON.stringify({ oldunit: 'bar', oldvalue: 1, newunit: 'kPa' });

interface ClientRecord {
  sent: number;
  answered: number;
  statuses: number[];
  /** The error that ended the client, if one did (a reset, a hang-up, a refused connection). */
  error?: NodeJS.ErrnoException;
  /** The last answer said Connection: close: the client stops, as a browser or a proxy would go elsewhere. */
  toldToClose: boolean;
}

function post(agent: http.Agent, base: string, path: string, body: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), lang: 'en' },
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
    });
    request.once('error', reject);
    request.end(body);
  });
}

/** One keep-alive client: one connection, its requests one after another until it is told to close. */
async function keepAliveClient(base: string, path: string, body: string, record: ClientRecord): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (!record.toldToClose) {
      record.sent++;
      const answer = await post(agent, base, path, body);
      record.answered++;
      record.statuses.push(answer.status);
      record.toldToClose = answer.connection === 'close';
    }
  } catch (error) {
    record.error = error as NodeJS.ErrnoException;
  } finally {
    agent.destroy();
  }
}

describe('SIGTERM under load', () => {
  it('answers every request received on 50 busy keep-alive connections, resets none, and exits 0', { timeout: startMs + 60_000 }, async () => {
    const server = await startNpmServer({ SHUTDOWN_GRACE_MS: '10000' });
    const records: ClientRecord[] = Array.from({ length: clients }, () => ({ sent: 0, answered: 0, statuses: [], toldToClose: false }));
    const running = records.map((record, i) =>
      i % 2 === 0
        ? keepAliveClient(server.base, '/api/ucselection/calculate', calculation, record)
        : keepAliveClient(server.base, '/api/unitconvert/converttoany_press', conversion, record),
    );
    // Traffic on every connection first.
    while (records.some((record) => record.answered < 3)) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    await Promise.all(running);
    expect(await server.exited).toBe(0);

    const failed = records.filter((record) => record.error).map((record) => `${record.error!.code ?? ''} ${record.error!.message}`);
    expect(failed, 'no client reset, hung up on or refused').toEqual([]);
    for (const record of records) {
      expect(record.answered, 'every request sent is answered').toBe(record.sent);
      expect(record.toldToClose, 'the last answer says Connection: close').toBe(true);
      // Served, or refused as busy at once (calculations past capacity): never a 500 or a drop.
      for (const status of record.statuses) expect([200, 503]).toContain(status);
    }
    const total = records.reduce((sum, record) => sum + record.answered, 0);
    console.log(`shutdown under load: ${total} requests answered on ${clients} keep-alive connections, none reset`);
  });
});
