// The server under load (issues 17, 24 and 38), over real sockets on loopback with autocannon: the server runs as its
// own process, as `npm start` runs it, so that the load generator does not share its event loop. Figures: calculate for
// the family with the biggest answer (TxvOld: 38 sizes, 674 part numbers) one request at a time, then 200 and 1,000
// connections for 10 s each (latency percentiles, the share answered 503 busy by the admission queue, served req/s
// and the goodput kept against one connection, the server's CPU per answer from its own process.cpuUsage, and the
// readiness check's latency asked meanwhile). autocannon's clients ask again the moment they are answered, 503 or not:
// the worst case of clients that ignore Retry-After. Then baseinfo one request at a time (CPU per answer beside
// calculate's), one burst
// of 200 calculations sent at once (the slowest answer), baseinfo and the compressed search index at 200 connections
// with the server's memory after them, and the size of one answer. The machine's load average is printed beside
// them: on a shared machine the figures move with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow } from './harness';

const root = path.resolve(import.meta.dirname, '..');
const connections = 200;
/** The heavier overload of issue 38: five times as many clients as the first. */
const manyConnections = 1_000;
const seconds = 10;

/** A calculation at a new evaporating temperature each time, so that no answer and no operating point is reused. */
let calls = 0;
export function calculateBody(): string {
  const Te = -30 + ((calls++ % 2000) * 0.01);
  return JSON.stringify({
    valveName: 'TxvOld',
    refrigerant: 'R404A',
    conditions: { Te: { value: Number(Te.toFixed(2)), unit: '℃' }, Tk: { value: 40, unit: '℃' }, Capicity: { value: 10, unit: 'kW' } },
  });
}

/**
 * The same with a heat pump's three operating points (issue 27): the design, a 30 % part load and heating at
 * EN 14511-2's −7 ℃ / 50 ℃, so that what each extra point costs is seen beside the one-point figure.
 */
export function threePointBody(): string {
  const body = JSON.parse(calculateBody()) as { conditions: Record<string, unknown>; operatingPoints?: unknown };
  body.operatingPoints = [
    { name: 'Part load', conditions: { ...body.conditions, Capicity: { value: 3, unit: 'kW' } } },
    { name: 'Heating', conditions: { ...body.conditions, Te: { value: -7, unit: '℃' }, Tk: { value: 50, unit: '℃' } } },
  ];
  return JSON.stringify(body);
}

export interface Server {
  child: ChildProcess;
  base: string;
}

/** The server as `npm start` runs it, in its own process; `nodeOptions` go to node before the script (--cpu-prof). */
export function startServer(dataDir: string, nodeOptions: readonly string[] = []): Promise<Server> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', '--import', './bench/cpu-usage-on-signal.ts', 'host-site/server/server.ts'], {
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
 * CPU time the server process has used, in ms: its own process.cpuUsage (user + system), asked by SIGUSR2 (see
 * bench/cpu-usage-on-signal.ts). Unlike req/s it hardly moves with the machine's load: the figure that says what one
 * answer costs.
 */
async function cpuMilliseconds(server: Server): Promise<number> {
  return (await cpuUsage(server)).cpuMs;
}

/** The server's CPU time (ms) and the moment it was read on the server's monotonic clock (µs, a profile's clock). */
export function cpuUsage(server: Server): Promise<{ cpuMs: number; atUs: number }> {
  return new Promise((resolve) => {
    let line = '';
    const read = (chunk: Buffer) => {
      line += chunk.toString();
      const usage = /cpu-usage (\d+) at (\d+)\n/.exec(line);
      if (!usage) return;
      server.child.stdout!.off('data', read);
      resolve({ cpuMs: Number(usage[1]) / 1000, atUs: Number(usage[2]) });
    };
    server.child.stdout!.on('data', read);
    server.child.kill('SIGUSR2');
  });
}

interface Run {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  meanLatency: number;
  /** Socket errors, time-outs and answers other than 200 or 503. */
  errors: number;
  /** Share of the answers that were 503 busy, %. */
  shedShare: number;
  /** Answers with status 200 per second. */
  servedPerSecond: number;
  /** Server CPU per served (2xx) answer, ms. */
  cpuPerAnswer: number;
  /** Server CPU per response of any kind, ms: what a refusal costs shows here. */
  cpuPerResponse: number;
}

async function load(options: autocannon.Options, server: Server): Promise<Run> {
  const cpuBefore = await cpuMilliseconds(server);
  const result = await autocannon({ timeout: 10, ...options });
  const cpu = (await cpuMilliseconds(server)) - cpuBefore;
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  const responses = result['2xx'] + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    meanLatency: result.latency.average,
    errors: result.errors + result.timeouts + result.non2xx - shed,
    shedShare: responses > 0 ? (100 * shed) / responses : 0,
    servedPerSecond: result['2xx'] / result.duration,
    cpuPerAnswer: cpu / result['2xx'],
    cpuPerResponse: cpu / responses,
  };
}

/** Asks for the readiness check every 100 ms until `until` settles; the slowest answer (ms). */
async function healthWhile(base: string, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await fetch(`${base}/api/health`, { headers: { connection: 'close' } }).then((response) => response.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return slowest;
}

/** 200 calculations sent at once, each on its own connection: how long the slowest waited, and how many were served. */
async function burst(base: string, count: number): Promise<{ slowestMs: number; served: number; shed: number }> {
  const answers = await Promise.all(
    Array.from({ length: count }, async () => {
      const started = performance.now();
      const response = await fetch(`${base}/api/ucselection/calculate`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: calculateBody() });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
  return {
    slowestMs: Math.max(...answers.map((answer) => answer.ms)),
    served: answers.filter((answer) => answer.status === 200).length,
    shed: answers.filter((answer) => answer.status === 503).length,
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
    const threePoints = await load({ ...calculate, requests: [{ setupRequest: (request) => ({ ...request, body: threePointBody() }) }], connections: 1, duration: 5 }, server);
    // Beside calculate's on the quiet server: after the 1,000 connections its backlog took all 5 s (baseinfo served none).
    const baseInfoAlone = await load({ url: `${server.base}/api/valve/baseinfo`, headers: { 'accept-encoding': 'gzip, deflate, br' }, connections: 1, duration: 5 }, server);
    const loadedRun = load({ ...calculate, connections, duration: seconds }, server);
    const healthSlowest = await healthWhile(server.base, loadedRun);
    const loaded = await loadedRun;
    const manyRun = load({ ...calculate, connections: manyConnections, duration: seconds }, server);
    const healthSlowestMany = await healthWhile(server.base, manyRun);
    const many = await manyRun;
    // Goodput kept: calculations served per second under load against one connection's, on the same machine.
    const kept = (run: Run) => (100 * run.servedPerSecond) / unloaded.servedPerSecond;
    // The share of the server's CPU that went into the answers served, at one connection's cost each: what the
    // refusals took from the work, whatever share of the machine the server got (on a shared machine, little).
    const workShare = (run: Run) => (100 * unloaded.cpuPerAnswer) / run.cpuPerAnswer;
    const once = await burst(server.base, connections);
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
      `load.bench: calculate TxvOld goodput: 1 connection ${unloaded.servedPerSecond.toFixed(0)} served/s; ` +
        `${connections} connections ${loaded.servedPerSecond.toFixed(0)} served/s (${kept(loaded).toFixed(0)} %, ${loaded.shedShare.toFixed(0)} % of answers 503, ${workShare(loaded).toFixed(0)} % of the server's CPU in served work); ` +
        `${manyConnections} connections ${many.servedPerSecond.toFixed(0)} served/s (${kept(many).toFixed(0)} %, ${many.shedShare.toFixed(0)} % of answers 503, ${workShare(many).toFixed(0)} % of the server's CPU in served work, ${many.errors} errors, health at most ${healthSlowestMany.toFixed(0)} ms); ` +
        `CPU per answer at one connection: calculate ${unloaded.cpuPerAnswer.toFixed(2)} ms, baseinfo ${baseInfoAlone.cpuPerAnswer.toFixed(2)} ms (${(unloaded.cpuPerAnswer / baseInfoAlone.cpuPerAnswer).toFixed(1)}×)`,
    );
    console.log(
      `load.bench: calculate TxvOld at ${connections} connections: ${loaded.servedPerSecond.toFixed(0)} served/s, ${loaded.shedShare.toFixed(1)} % shed (503), ` +
        `p50 ${loaded.p50} ms, p90 ${loaded.p90} ms, p99 ${loaded.p99} ms, max ${loaded.max} ms, ${loaded.errors} errors, ` +
        `CPU ${loaded.cpuPerAnswer.toFixed(2)} ms per served answer (one connection: ${unloaded.cpuPerAnswer.toFixed(2)} ms; target 1 ms); health at most ${healthSlowest.toFixed(0)} ms meanwhile; ` +
        `a burst of ${connections} at once: ${once.served} served, ${once.shed} shed, slowest ${once.slowestMs.toFixed(0)} ms; ` +
        `baseinfo ${baseInfo.requestsPerSecond.toFixed(0)} req/s; searchindex ${searchIndex.requestsPerSecond.toFixed(0)} req/s, ` +
        `${memory.toFixed(0)} MB resident; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${availableParallelism()} cores)`,
    );
    return [
      { name: 'load: machine load average (1 min) before the runs', value: loadBefore, unit: 'load' },
      { name: 'load: calculate TxvOld, one answer, JSON size', value: answerKilobytes, unit: 'KB' },
      { name: 'load: calculate TxvOld, one connection, mean', value: unloaded.meanLatency, unit: 'ms', target: 5 },
      // The same target without the 503s of an overloaded machine, whose refusals cost CPU the served answers are charged.
      { name: 'load: calculate TxvOld, one connection, server CPU per answer', value: unloaded.cpuPerAnswer, unit: 'ms', target: 1 },
      { name: 'load: calculate TxvOld at three operating points, one connection, server CPU per answer', value: threePoints.cpuPerAnswer, unit: 'ms' },
      { name: `load: calculate TxvOld, ${connections} connections, errors (not 200 or 503)`, value: loaded.errors, unit: 'requests', target: 0 },
      { name: `load: calculate TxvOld, ${connections} connections, answered 503 busy`, value: loaded.shedShare, unit: '%' },
      { name: `load: calculate TxvOld, ${connections} connections, p50`, value: loaded.p50, unit: 'ms' },
      { name: `load: calculate TxvOld, ${connections} connections, p90`, value: loaded.p90, unit: 'ms' },
      { name: `load: calculate TxvOld, ${connections} connections, p99`, value: loaded.p99, unit: 'ms', target: 2_000 },
      { name: `load: calculate TxvOld, ${connections} connections, slowest answer`, value: loaded.max, unit: 'ms', target: 3_000 },
      { name: `load: calculate TxvOld, ${connections} connections, served`, value: loaded.servedPerSecond, unit: 'req/s' },
      { name: `load: calculate TxvOld, ${connections} connections, time per served answer (1000 req/s: 1000 µs)`, value: 1e6 / loaded.servedPerSecond, unit: 'µs', target: 1000 },
      // 1000 req/s from the server's one event loop needs at most 1 ms of its CPU per answer, whatever the machine.
      { name: `load: calculate TxvOld, ${connections} connections, server CPU per served answer`, value: loaded.cpuPerAnswer, unit: 'ms', target: 1 },
      { name: `load: calculate TxvOld, ${connections} connections, server CPU per response (503s included)`, value: loaded.cpuPerResponse, unit: 'ms' },
      { name: `load: health while calculate runs at ${connections} connections, slowest`, value: healthSlowest, unit: 'ms', target: 1_000 },
      { name: 'load: calculate TxvOld, one connection, served', value: unloaded.servedPerSecond, unit: 'req/s' },
      // Issue 38: under overload the server keeps at least 80 % of the calculations it serves to one client.
      { name: `load: calculate TxvOld, ${connections} connections, goodput lost against one connection`, value: 100 - kept(loaded), unit: '%', target: 20 },
      { name: `load: calculate TxvOld, ${connections} connections, server CPU not in served work`, value: 100 - workShare(loaded), unit: '%', target: 20 },
      { name: `load: calculate TxvOld, ${manyConnections} connections, served`, value: many.servedPerSecond, unit: 'req/s' },
      { name: `load: calculate TxvOld, ${manyConnections} connections, server CPU not in served work`, value: 100 - workShare(many), unit: '%', target: 20 },
      { name: `load: calculate TxvOld, ${manyConnections} connections, goodput lost against one connection`, value: 100 - kept(many), unit: '%', target: 20 },
      { name: `load: calculate TxvOld, ${manyConnections} connections, answered 503 busy`, value: many.shedShare, unit: '%' },
      { name: `load: calculate TxvOld, ${manyConnections} connections, errors (not 200 or 503)`, value: many.errors, unit: 'requests', target: 0 },
      { name: `load: calculate TxvOld, ${manyConnections} connections, p99`, value: many.p99, unit: 'ms' },
      { name: `load: calculate TxvOld, ${manyConnections} connections, server CPU per response (503s included)`, value: many.cpuPerResponse, unit: 'ms' },
      { name: `load: health while calculate runs at ${manyConnections} connections, slowest`, value: healthSlowestMany, unit: 'ms', target: 1_000 },
      { name: 'load: baseinfo, one connection, server CPU per answer', value: baseInfoAlone.cpuPerAnswer, unit: 'ms' },
      { name: 'load: calculate TxvOld against baseinfo, one connection, server CPU per answer', value: unloaded.cpuPerAnswer / baseInfoAlone.cpuPerAnswer, unit: '×' },
      { name: `load: ${connections} calculations sent at once, slowest answer`, value: once.slowestMs, unit: 'ms', target: 3_000 },
      { name: `load: ${connections} calculations sent at once, answered 503 busy`, value: (100 * once.shed) / connections, unit: '%' },
      { name: `load: baseinfo, ${connections} connections, throughput`, value: baseInfo.requestsPerSecond, unit: 'req/s' },
      { name: `load: baseinfo, ${connections} connections, server CPU per answer`, value: baseInfo.cpuPerAnswer, unit: 'ms' },
      { name: 'load: calculate served as a share of baseinfo', value: (100 * loaded.servedPerSecond) / baseInfo.requestsPerSecond, unit: '%' },
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
