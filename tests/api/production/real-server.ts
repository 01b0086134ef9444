// A real server process for the production tests: `npm start` itself (npm, then the server it execs), on a free port,
// without the build step (SKIP_BUILD=1) and without the built site, so that no test waits for a build.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterFile } from '../../support/after-file';
import { temporaryDir } from '../helper';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RealServer {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  /** Everything the process wrote so far (npm's lines and the server's log). */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** How long a test waits for `npm start` to listen: a guard against a hang, not a speed check. */
export const startMs = 180_000;

export async function startNpmServer(env: Record<string, string> = {}): Promise<RealServer> {
  const dir = temporaryDir('vs-real-');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
      SITE_DIR: path.join(dir, 'site'),
      WIDGETS_DIR: path.join(dir, 'widgets'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // One the test left running is killed after its file: the server itself (npm cannot pass SIGKILL on), then npm.
  afterFile(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const pid = Number(/"pid":(\d+)/.exec(output)?.[1]);
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // it had ended
    }
    child.kill('SIGKILL');
    await exited;
  });
  const base = await new Promise<string>((resolve, reject) => {
    // A guard against a server that never starts: npm start compiles and loads the server, minutes on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), startMs);
    const look = () => {
      const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!address) return;
      clearTimeout(timer);
      child.stdout!.off('data', look);
      resolve(address);
    };
    child.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`the server exited (${String(code)}):\n${output}`)));
  });
  return { child, base, port: Number(new URL(base).port), output: () => output, exited };
}

/**
 * Kills the server process itself with SIGKILL (a crash, a kill -9), not npm before it, which cannot pass SIGKILL on:
 * its pid is in every line of its log. Resolves once npm has ended.
 */
export async function killServer(server: RealServer): Promise<void> {
  const pid = Number(/"pid":(\d+)/.exec(server.output())?.[1]);
  if (!pid) throw new Error(`no server pid in its log:\n${server.output()}`);
  process.kill(pid, 'SIGKILL');
  await server.exited;
}

/** True when nothing listens on the port any more (the server's socket is gone, not orphaned). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A POST whose body is sent in two halves, the second only when `release` resolves: a request the server has begun
 * and cannot finish before then (a request in flight).
 */
export function postInTwoHalves(base: string, pathname: string, body: string, release: Promise<void>, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, {
      method: 'POST',
      agent: agent ?? false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), lang: 'en' },
    });
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.once('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    void release.then(() => request.end(body.slice(half)));
  });
}

export async function getAnswer(base: string, pathname: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { agent: agent ?? false, headers: { lang: 'en' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      })
      .once('error', reject);
  });
}

/**
 * Sends a request with Node's http client, which reads an answer that comes before the body has all gone out (a 413
 * for a body over the limit) where undici's fetch gives up on the connection ("other side closed"). Fails after
 * `timeoutMs` without an answer. On a new connection unless an `agent` keeps them alive.
 */
export async function send(url: string, method: string, headers: Record<string, string>, body: Uint8Array | undefined, timeoutMs = 60_000, agent?: http.Agent): Promise<Answer> {
  try {
    return await sendOnce(url, method, headers, body, timeoutMs, agent);
  } catch (error) {
    // A connection closed under a body still going out, before its answer could be read (seen once in some thousand
    // refusals on a loaded machine): tried once more on a new one. Twice is a fault.
    if (!['EPIPE', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    return sendOnce(url, method, headers, body, timeoutMs, agent);
  }
}

function sendOnce(url: string, method: string, headers: Record<string, string>, body: Uint8Array | undefined, timeoutMs: number, agent: http.Agent | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    // Through URL, which encodes what a path or query may not hold as it is (as fetch does).
    const request = http.request(new URL(url), { method, agent: agent ?? false, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => {
        answered = true;
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() });
      });
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    // A broken pipe while the rest of the body goes out, after the answer came, is the server's right.
    request.once('error', (error) => answered || reject(error));
    request.end(body);
  });
}
