// The server under load (issue 17), over real sockets on loopback with autocannon: the server runs as its own
// process, as `npm start` runs it, so that the load generator does not share its event loop. Figures: calculate for
// the family with the biggest answer (TxvOld: 38 sizes, 674 part numbers) one request at a time, then 200
// connections for 10 s (errors, p99, req/s, and req/s as a share of the plain baseinfo call measured in the same run),
// the compressed search index at 200 connections with the server's memory after it, and the size of one answer. The machine's load average is
// printed beside them: on a shared machine the figures move with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const connections = 200;
const seconds = 10;

/** A calculation at a new evaporating temperature each time, so that no answer and no operating point is reused. */
let calls = 0;
function calculateBody(): string {
  const Te = -30 + ((calls++ % 2000) * 0.01);
  return JSON.stringify({
    valveName: 'TxvOld',
    refrigerant: 'R404A',
    conditions: { Te: { value: Number(Te.toFixed(2)), unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
  });
}

interface Server {
  child: ChildProcess;
  base: string;
}

function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'host-site/server/server.ts'], {
    cwd: root,
    // The default log level, as in production: what it costs under load is part of the figure.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', DATABASE_FILE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!address) return;
      // The log is read (so that the server never blocks on a full pipe) but no longer kept.
      child.stdout!.off('data', read).on('data', () => {});
      child.stderr!.off('data', read).on('data', () => {});
      resolve({ child, base: address });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

/** The server's resident memory in MB (Linux /proc). */
function residentMegabytes(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

/**
 * CPU time the server process has used, in ms (Linux /proc: user + system, in clock ticks of 10 ms). Unlike req/s it
 * hardly moves with the machine's load: the figure that says what one answer costs.
 */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Run {
  requestsPerSecond: number;
  p99: number;
  meanLatency: number;
  errors: number;
  /** Server CPU per answered (2xx) request, ms. */
  cpuPerAnswer: number;
}

async function load(options: autocannon.Options, server: Server): Promise<Run> {
  const cpuBefore = cpuMilliseconds(server.child.pid!);
  const result = await autocannon({ timeout: 10, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    meanLatency: result.latency.average,
    // Socket errors and timeouts, and every answer that was not 200 (a 503 shed counts: it is a refusal).
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerAnswer: (cpuMilliseconds(server.child.pid!) - cpuBefore) / result['2xx'],
  };
}

export async function run(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vs-load-'));
  const loadBefore = loadavg()[0]!;
  const server = await startServer(dataDir);
  try {
    const calculate: autocannon.Options = {
      url: `${server.base}/api/ucselection/calculate`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      requests: [{ setupRequest: (request) => ({ ...request, body: calculateBody() }) }],
    };
    // What every request costs to write and to compress: one answer's JSON, as sent without compression.
    const answer = await fetch(calculate.url!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: calculateBody() });
    const answerKilobytes = Buffer.byteLength(await answer.text()) / 1000;
    await load({ ...calculate, connections: 4, duration: 3 }, server); // warm-up: the engine's and V8's first runs
    const unloaded = await load({ ...calculate, connections: 1, duration: 5 }, server);
    const loaded = await load({ ...calculate, connections, duration: seconds }, server);
    const baseInfo = await load({ url: `${server.base}/api/valve/baseinfo`, headers: { 'accept-encoding': 'gzip, deflate, br' }, connections, duration: seconds }, server);
    const searchIndex = await load({
      url: `${server.base}/api/valve/searchindex`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      connections,
      duration: seconds,
    }, server);
    const memory = residentMegabytes(server.child.pid!);
    const loadAfter = loadavg()[0]!;
    console.log(
      `load.bench: calculate TxvOld at ${connections} connections: ${loaded.requestsPerSecond.toFixed(0)} req/s, p99 ${loaded.p99} ms, ` +
        `${loaded.errors} errors; baseinfo ${baseInfo.requestsPerSecond.toFixed(0)} req/s; searchindex ${searchIndex.requestsPerSecond.toFixed(0)} req/s, ` +
        `${memory.toFixed(0)} MB resident; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${availableParallelism()} cores)`,
    );
    return [
      { name: 'load: machine load average (1 min) before the runs', value: loadBefore, unit: 'load' },
      { name: 'load: calculate TxvOld, one answer, JSON size', value: answerKilobytes, unit: 'KB' },
      { name: 'load: calculate TxvOld, one connection, mean', value: unloaded.meanLatency, unit: 'ms', target: 5 },
      { name: `load: calculate TxvOld, ${connections} connections, errors`, value: loaded.errors, unit: 'requests', target: 0 },
      { name: `load: calculate TxvOld, ${connections} connections, p99`, value: loaded.p99, unit: 'ms', target: 100 },
      { name: `load: calculate TxvOld, ${connections} connections, time per answer (1000 req/s: 1000 µs)`, value: 1e6 / loaded.requestsPerSecond, unit: 'µs', target: 1000 },
      { name: `load: calculate TxvOld, ${connections} connections, throughput`, value: loaded.requestsPerSecond, unit: 'req/s' },
      { name: `load: baseinfo, ${connections} connections, throughput`, value: baseInfo.requestsPerSecond, unit: 'req/s' },
      // 1000 req/s from the server's one event loop needs at most 1 ms of its CPU per answer, whatever the machine.
      { name: `load: calculate TxvOld, ${connections} connections, server CPU per answer`, value: loaded.cpuPerAnswer, unit: 'ms', target: 1 },
      { name: `load: baseinfo, ${connections} connections, server CPU per answer`, value: baseInfo.cpuPerAnswer, unit: 'ms' },
      { name: 'load: calculate throughput as a share of baseinfo', value: (100 * loaded.requestsPerSecond) / baseInfo.requestsPerSecond, unit: '%' },
      { name: `load: searchindex compressed, ${connections} connections, throughput`, value: searchIndex.requestsPerSecond, unit: 'req/s' },
      { name: `load: searchindex, ${connections} connections, errors`, value: searchIndex.errors, unit: 'requests', target: 0 },
      { name: 'load: server resident memory after the runs', value: memory, unit: 'MB', target: 400 },
      { name: 'load: machine load average (1 min) after the runs', value: loadAfter, unit: 'load' },
    ];
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
