// Issue 24: a 500-product report over a real connection is answered however long it takes, never cut after its
// work; and a report that outgrows its worker's heap fails with a message while the server carries on.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelopeOf, get } from '../helper';
import { member } from '../results/member';
import { calculated, longList, saveList } from './saved-report';

describe('a 500-product PDF over a connection whose idle timeout is 0.2 s', () => {
  // Slow clients lose their connection after 0.1 s + 0.1 s of silence (Fastify's connectionTimeout): before issue 24
  // a report cut at that timeout (40 s by default) after all its work was done. The report takes seconds here.
  const timeouts = { REQUEST_TIMEOUT_MS: '100', HEADERS_TIMEOUT_MS: '100', KEEP_ALIVE_TIMEOUT_MS: '100' };

  it('is answered whole', async () => {
    const app = await buildTestApp(timeouts);
    const { headers } = await member(app.db, 'long500');
    await saveList(app, longList(await calculated(app), 500), headers);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/report/pdf?language=en`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // 500 products with their curves: well over a megabyte (a 20-product report is some 60 KB).
    expect(bytes.length).toBeGreaterThan(1_000_000);
    // Seconds of work on a quiet machine, minutes on one loaded 20 deep: the guard against a hang scales with it.
  }, 300_000);
});

describe('a report that needs more heap than its worker has', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp({ REPORT_WORKER_MEMORY_MB: '16' });
    headers = (await member(app.db, 'heap016')).headers;
    await saveList(app, longList(await calculated(app), 3), headers);
  });

  it('fails with the reason in the request\'s language; the worker is ended and the server answers on', async () => {
    const response = await get(app, '/api/report/pdf', {}, { ...headers, lang: 'en' });
    expect(response.statusCode).toBe(422);
    expect(envelopeOf(response)).toEqual({
      Result: 1,
      Data: null,
      ErrorMsg: 'Error: the report needs more memory than the server allows for one report; export fewer products at once',
    });
    expect(app.reportPool.stats()).toMatchObject({ workers: 0, busy: 0 });
    expect(envelopeOf(await get(app, '/api/report/data', {}, { ...headers, lang: 'fr' })).ErrorMsg).toContain('le rapport demande plus de mémoire');
    expect((await get(app, '/api/health')).statusCode).toBe(200);
  });
});
