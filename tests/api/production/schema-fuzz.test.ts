// Issue 34: every route of the OpenAPI document fuzzed from its schemas, over HTTP, against `npm start` on SQLite and
// on PostgreSQL (when TEST_DATABASE_URL is set), with a fixed seed; `npm run fuzz` runs the same for longer. A 5xx, an
// answer over its bound, a stack trace, a process exit or a change to a bystander member's records fails it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest } from '../../../host-site/server/database';
import { ownPostgresUrl, temporaryDir } from '../helper';
import { listBody, member, type Member } from '../results/member';
import { startNpmServer, type RealServer } from './real-server';
import { fuzzDocument, type OpenApiDocument } from './schema-fuzz';

/**
 * A bound on one answer that catches a request holding the server (the bodies held it 72 s and for ever) and
 * holds on a machine at load 40, where a 1 MiB list body takes over a second; the tight figures, health within
 * 200 ms while the worst bodies arrive, are the hostile-bodies test's.
 */
const boundMs = Number(process.env['FUZZ_BOUND_MS'] ?? 10_000);
const runsPerRoute = Number(process.env['FUZZ_RUNS'] ?? 12);
const seed = Number(process.env['FUZZ_SEED'] ?? 34);
/** Members made for the routes, one each: more than the document has routes. */
const maxRoutes = 150;

async function call(server: RealServer, pathname: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.base}/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'en' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** What the bystander keeps, as the API shows it to him. */
async function records(server: RealServer, bystander: Member): Promise<unknown[]> {
  return [
    await call(server, '/result/getlist', bystander.token),
    await call(server, '/valve/getpersonunitlist', bystander.token, {}),
    await call(server, '/project/list', bystander.token),
    await call(server, '/authorize/profile', bystander.token),
  ];
}

const databases: [string, () => Promise<Record<string, string> | undefined>][] = [
  ['SQLite', async () => ({ DATABASE_FILE: path.join(temporaryDir('vs-fuzz-'), 'fuzz.sqlite') })],
  ['PostgreSQL', async () => {
    const url = await ownPostgresUrl('vs_fuzz');
    return url ? { DATABASE_URL: url } : undefined;
  }],
];

describe.each(databases)('the schema fuzz on %s', (name, environment) => {
  let env: Record<string, string> | undefined;
  let server: RealServer;
  let document: OpenApiDocument;
  let bystander: Member;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    env = await environment();
    if (!env) return;
    // The members first, straight in the database: an SQLite file serves one process, the server's once it started.
    const connection = connectDatabase(env['DATABASE_URL'] ? { kind: 'postgres', url: env['DATABASE_URL'] } : { kind: 'sqlite', file: env['DATABASE_FILE']! });
    await migrateToLatest(connection);
    bystander = await member(connection.db, 'bystander');
    const fuzzMembers: string[] = [];
    for (let index = 0; index < maxRoutes; index++) fuzzMembers.push((await member(connection.db, `fuzz${index}`)).token);
    await connection.db.destroy();
    // No shedding: on a busy machine a 503 from the event-loop guard would not be the fuzz's finding.
    server = await startNpmServer({ ...env, MAX_EVENT_LOOP_DELAY_MS: '0' });
    document = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as OpenApiDocument;
    // A member of its own for each route, so that a route that signs out (logout, endothersessions) ends only his.
    for (const [route, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) tokens.set(`${method.toUpperCase()} ${route}`, fuzzMembers[tokens.size]!);
    }
    await call(server, '/result/saveselection', bystander.token, listBody('keep', 3));
    await call(server, '/valve/savepersonunit', bystander.token, { unitList: [{ name: 'Plant', unitType: 'Temp', unit: 'K' }] });
    await call(server, '/project/create', bystander.token, { name: 'Kept project' });
  }, 120_000);

  afterAll(async () => {
    if (!server) return;
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it(`answers every route's generated requests in the envelope, below 500, within ${boundMs} ms, and leaves a bystander's records as they were`, { timeout: 900_000 }, async (context) => {
    if (!env) {
      context.skip(`${name}: TEST_DATABASE_URL is not set, skipped`);
      return;
    }
    const before = await records(server, bystander);
    const figures = await fuzzDocument({ server, document, runsPerRoute, seed, boundMs, tokenFor: (route) => tokens.get(route)! });
    const routes = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    expect(figures).toHaveLength(routes);
    expect(routes).toBeGreaterThan(70);
    expect(server.child.exitCode).toBeNull();
    expect(await records(server, bystander)).toEqual(before);
    const slowest = [...figures].sort((a, b) => b.slowestMs - a.slowestMs).slice(0, 5);
    console.log(
      `schema fuzz on ${name}: ${figures.reduce((sum, figure) => sum + figure.requests, 0)} requests to ${routes} routes (seed ${seed}); slowest: ` +
        slowest.map((figure) => `${figure.route} ${figure.slowestMs.toFixed(0)} ms`).join(', '),
    );
  });
});
