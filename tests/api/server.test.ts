import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryDir } from './helper';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;

afterAll(() => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
});

/** Starts `tsx host-site/server/server.ts` as `npm run serve` does, on a free port; resolves with its base URL. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'host-site/server/server.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, base };
}

describe('the real server', () => {
  it('listens on 127.0.0.1, answers over the network, and closes cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const dataDir = temporaryDir('vs-server-');
    const { child, base } = await startServer({ DATA_DIR: dataDir });

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ Result: 0, Data: { status: 'ok', database: 'sqlite' } });

    const converted = await fetch(`${base}/api/unitconvert/converttoshsc_temper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', LANG: 'en' },
      body: JSON.stringify({ oldunit: 'K', oldvalue: 5, newunit: '℉' }),
    });
    expect(await converted.json()).toEqual({ Result: 0, Data: { Val: 9 }, ErrorMsg: '' });
    expect(existsSync(path.join(dataDir, 'valve-selector.sqlite'))).toBe(true);

    const exit = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = await exit;
    expect(code).toBe(0);
  });
});
