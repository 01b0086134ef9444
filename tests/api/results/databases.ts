// The databases the saved-work API tests run on: SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, in a
// schema of the run's own, dropped after the test file (as tests/api/database does).
import type { FastifyInstance } from 'fastify';
import { buildTestApp, ownPostgresUrl } from '../helper';

export async function savedWorkApps(env: Record<string, string> = {}): Promise<[string, FastifyInstance][]> {
  const apps: [string, FastifyInstance][] = [['SQLite', await buildTestApp(env)]];
  const postgresUrl = await ownPostgresUrl('vs_saved');
  if (postgresUrl) apps.push(['PostgreSQL', await buildTestApp({ ...env, DATABASE_URL: postgresUrl })]);
  for (const [, app] of apps) await app.ready();
  return apps;
}
