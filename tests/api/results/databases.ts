// The databases the saved-work API tests run on: SQLite always; PostgreSQL too when TEST_DATABASE_URL is set, in a
// schema of the run's own, dropped after the test file (as tests/api/database does).
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildTestApp } from '../helper';

export async function savedWorkApps(env: Record<string, string> = {}): Promise<[string, FastifyInstance][]> {
  const apps: [string, FastifyInstance][] = [['SQLite', await buildTestApp(env)]];
  const postgresUrl = process.env['TEST_DATABASE_URL'];
  if (postgresUrl) {
    const schema = `vs_saved_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    afterAll(async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    });
    const url = new URL(postgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    apps.push(['PostgreSQL', await buildTestApp({ ...env, DATABASE_URL: url.toString() })]);
  }
  for (const [, app] of apps) await app.ready();
  return apps;
}
