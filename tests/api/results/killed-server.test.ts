// Nothing lost (issue 12): a save is one transaction. A real server process on an SQLite file is hammered with saves
// of whole lists and killed (SIGKILL, no clean close) while saves are in flight; the file, opened again, holds one
// list whole — the one before or one of those sent — never part of one and part of another.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, readSavedList, type DatabaseConnection } from '../../../host-site/server/database';
import type { SavedCondition, SavedProduct } from '../../../src/contracts/results';
import { temporaryDir } from '../helper';
import { listBody, member, type Member } from './member';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = temporaryDir('vs-kill-');
const file = path.join(dir, 'saves.sqlite');

/** The server as `npm run serve` starts it, in one process (node with tsx's loader, so SIGKILL reaches the server itself). */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'host-site/server/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_FILE: file, LOG_LEVEL: 'info', SITE_DIR: path.join(dir, 'site'), WIDGETS_DIR: path.join(dir, 'widgets') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        child.stdout!.off('data', read);
        resolve({ child, base: address });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

function saveList(base: string, who: Member, body: unknown): Promise<Response> {
  return fetch(`${base}/api/result/saveselection`, { method: 'POST', headers: { ...who.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** The marks of the lists that can be found in the file: every product of a whole list carries its list's mark. */
const markOf = (product: SavedProduct) => product.PartNumber.split('-')[0]!;

let connection: DatabaseConnection;
let alice: Member;

beforeAll(async () => {
  connection = connectDatabase({ kind: 'sqlite', file });
  await migrateToLatest(connection);
  alice = await member(connection.db, 'killer');
  await connection.db.destroy();
});

afterAll(async () => connection?.db.destroy());

describe('a server killed during saves', () => {
  it('leaves a whole list, the previous one or one sent, never a mix (three kills)', { timeout: 240_000 }, async () => {
    let listsSent = 0;
    const sizes = new Map<string, number>();
    for (let round = 0; round < 3; round++) {
      const { child, base } = await startServer();
      let answered = 0;
      let failed = 0;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Four tabs saving big lists one after another until the server dies under them.
      const tabs = Array.from({ length: 4 }, async () => {
        for (;;) {
          const mark = `m${listsSent++}`;
          const size = 300 + (listsSent % 7) * 25;
          sizes.set(mark, size);
          try {
            const response = await saveList(base, alice, listBody(mark, size));
            if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
            answered++;
          } catch {
            failed++;
            return;
          }
        }
      });
      // Killed once saves have been going for a while, at a moment unrelated to any one of them.
      while (answered < 5 + round * 3) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 37 * (round + 1)));
      child.kill('SIGKILL');
      await exited;
      await Promise.all(tabs);
      expect(answered).toBeGreaterThan(0);
      expect(failed, 'saves were in flight when the server died').toBeGreaterThan(0);

      connection = connectDatabase({ kind: 'sqlite', file });
      const list = await readSavedList<SavedCondition, SavedProduct>(connection.db, alice.userId);
      const head = await connection.db
        .selectFrom('project_lists')
        .innerJoin('projects', 'projects.id', 'project_lists.project_id')
        .select('project_lists.product_count')
        .where('projects.user_id', '=', alice.userId)
        .executeTakeFirstOrThrow();
      const marks = new Set(list.products.map(markOf));
      expect(marks.size, `one list, not ${[...marks].join(' + ')}`).toBe(1);
      const mark = [...marks][0]!;
      expect(list.products).toEqual(listBody(mark, sizes.get(mark)!).productList);
      expect(list.conditions).toEqual(listBody(mark, 1).conditionList);
      expect(head.product_count).toBe(list.products.length);
      await connection.db.destroy();
    }
  });
});
