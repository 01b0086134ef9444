// Issue 24: a 500-product PDF made as a job in a report worker (GET /api/report/pdf through inject): its wall and
// processor time (every thread of the process), the process's peak resident memory above what it held idle, and the
// longest the server's own event loop stood still meanwhile; then four members' 500-product PDFs asked at once,
// which the server makes two at a time (REPORT_WORKERS) instead of all four together (1.1 GB before the jobs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../host-site/server/app';
import { loadConfig } from '../host-site/server/config';
import { createAccount, replaceSavedList, saveToken } from '../host-site/server/database';
import { randomToken, sha256 } from '../host-site/server/services/accounts/secrets';
import type { SavedProduct } from '../src/contracts/results';
import type { CalculationData } from '../src/contracts/selection';
import type { BenchRow } from './harness';

const products = 500;

/** Samples the process's resident memory and the main loop's longest stall while `work` runs. */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; wallMs: number; cpuMs: number; peakMb: number; stallMs: number; busy: number }> {
  const idle = process.memoryUsage.rss();
  let peak = idle;
  let last = performance.now();
  let stall = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const loopStart = performance.eventLoopUtilization();
  try {
    const result = await work();
    const cpu = process.cpuUsage(cpuStart);
    const busy = performance.eventLoopUtilization(loopStart).utilization;
    return { result, wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000, peakMb: (peak - idle) / 2 ** 20, stallMs: stall, busy };
  } finally {
    clearInterval(sampler);
  }
}

export async function run(): Promise<BenchRow[]> {
  const empty = mkdtempSync(path.join(tmpdir(), 'vs-bench-'));
  const app = await buildApp(
    loadConfig({ DATABASE_FILE: ':memory:', LOG_LEVEL: 'silent', SITE_DIR: path.join(empty, 'site'), WIDGETS_DIR: path.join(empty, 'widgets'), MAX_EVENT_LOOP_DELAY_MS: '0' }),
  );
  try {
    const conditions = { Capicity: { value: 10, unit: 'kW' }, Te: { value: -10, unit: '℃' }, Tk: { value: 40, unit: '℃' }, Pos: 'A' };
    const response = await app.inject({ method: 'POST', url: '/api/ucselection/calculate', payload: { valveName: 'Sov', refrigerant: 'R134a', conditions } });
    const data = response.json<{ Data: CalculationData }>().Data;
    const rows = [...data.Optimal, ...data.Available, ...data.Prohibited];
    // The calculation's sizes over and over, each under a Hashkey of its own: 500 products, every one with curves.
    const productList: SavedProduct[] = Array.from({ length: products }, (_, i) => {
      const row = rows[i % rows.length]!;
      return {
        valveId: row.Valveid, serialId: row.Serialid, productName: row.ProductName, ValveName: row.valveName, Sizeid: row.Sizeid, Sizename: row.SizeName,
        SerialName: row.SerialName, ProductType: row.ProductType, ImageUrl: row.ImageUrl, conditionIndex: 0, PartNumber: row.PartNumber,
        Refrigerant: row.Refrigerant, Grade: row.Grade, Hashkey: `bench-${i}`,
      };
    });
    const tokens: string[] = [];
    for (let n = 0; n < 4; n++) {
      const created = await createAccount(app.db, { loginName: `benchjob${n}`, email: `benchjob${n}@example.com`, phone: null, passwordHash: '$argon2id$unused', country: 'China', region: 'CHINA' });
      if (!('account' in created)) throw new Error('no account');
      const token = randomToken();
      const day = new Date(Date.now() + 86_400_000).toISOString();
      await saveToken(app.db, {
        tokenHash: sha256(token), id: token.slice(0, 16), userId: created.account.userId, createdAt: new Date().toISOString(),
        expiresAt: day, absoluteExpiresAt: day, userAgent: 'bench', address: '127.0.0.1',
      });
      await replaceSavedList(app.db, created.account.userId, { conditions: [data.SelectCondition], products: productList });
      tokens.push(token);
    }
    const report = async (token: string) => {
      const answer = await app.inject({ method: 'GET', url: '/api/report/pdf?language=en', headers: { authorization: `Bearer ${token}` } });
      if (answer.headers['content-type'] !== 'application/pdf') throw new Error(answer.body);
      return answer.rawPayload.length;
    };
    // A first report starts the worker (tsx, the catalogue, the fonts): measured apart, as a member after a quiet minute meets it.
    const first = await watched(() => report(tokens[0]!));
    const one = await watched(() => report(tokens[0]!));
    const four = await watched(() => Promise.all(tokens.map(report)));
    return [
      { name: `report job, ${products}-product PDF, first (worker started)`, value: first.wallMs, unit: 'ms' },
      { name: `report job, ${products}-product PDF, warm worker`, value: one.wallMs, unit: 'ms', target: 10_000 },
      { name: `report job, ${products}-product PDF, processor time (all threads)`, value: one.cpuMs, unit: 'ms' },
      { name: `report job, ${products}-product PDF, size`, value: one.result / 1024, unit: 'KB' },
      { name: `report job, ${products}-product PDF, peak memory above idle`, value: Math.max(first.peakMb, one.peakMb), unit: 'MB', target: 512 },
      // On a loaded machine the stall also counts the time the OS gave the main thread no core; the share of the
      // time the server's loop was busy says what the report itself cost it.
      { name: 'report job, longest event-loop stall of the server while made', value: Math.max(one.stallMs, four.stallMs), unit: 'ms', target: 100 },
      { name: "report job, server's event loop busy while made (share of the time)", value: one.busy * 100, unit: '%', target: 10 },
      { name: `report jobs, four ${products}-product PDFs asked at once, all answered`, value: four.wallMs, unit: 'ms' },
      { name: `report jobs, four ${products}-product PDFs at once, peak memory above idle`, value: four.peakMb, unit: 'MB', target: 1024 },
    ];
  } finally {
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  }
}
