import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Envelope } from '../../src/contracts/envelope';
import { buildApp, type BuildOptions } from '../../host-site/server/app';
import { loadConfig } from '../../host-site/server/config';
import { afterFile } from '../support/after-file';

/** A temporary folder, removed after the test file. */
export function temporaryDir(prefix = 'vs-api-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  afterFile(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The application as `npm run serve` builds it, from environment variables as the server reads them: by default
 * an in-memory SQLite database, no built site or widgets, no log output, and every answer checked against its
 * response schema before it is sent (CHECK_ANSWERS: an answer that leaves its contract fails the test that asked).
 * Closed after the test file.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const empty = temporaryDir('vs-nodist-');
  const config = loadConfig({
    DATABASE_FILE: ':memory:',
    LOG_LEVEL: 'silent',
    CHECK_ANSWERS: '1',
    SITE_DIR: path.join(empty, 'site'),
    WIDGETS_DIR: path.join(empty, 'widgets'),
    STORYBOOK_DIR: path.join(empty, 'storybook'),
    ...env,
  });
  const app = await buildApp(config, options);
  afterFile(() => app.close());
  return app;
}

/** The answer's envelope, checked for its shape. */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  const envelope = response.json() as Envelope<T>;
  if (typeof envelope.Result !== 'number' || typeof envelope.ErrorMsg !== 'string' || !('Data' in envelope)) {
    throw new Error(`not an envelope: ${response.body}`);
  }
  return envelope;
}

export async function post(app: FastifyInstance, url: string, payload: unknown, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}

/** Query parameters as a client sends them: a list repeats its parameter once per item, undefined is left out. */
export function queryString(query: Record<string, string | number | readonly (string | number)[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function get(app: FastifyInstance, url: string, query: Parameters<typeof queryString>[0] = {}, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url: url + queryString(query), headers });
}

/**
 * Every route the server knows, as `{ method, url }`, read from fastify's route tree (printRoutes draws one node a
 * line, indented four characters a level, its methods in brackets; a node's URL is its parent's plus its own part).
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const urls: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const url = (depth > 0 ? urls[depth - 1]! : '') + node[2]!;
    urls[depth] = url;
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/**
 * A PostgreSQL URL whose search path is a schema of this run's own, made now and dropped after the test file (other
 * runs share the database); undefined when TEST_DATABASE_URL is not set.
 */
export async function ownPostgresUrl(prefix: string): Promise<string | undefined> {
  const postgresUrl = process.env['TEST_DATABASE_URL'];
  if (!postgresUrl) return undefined;
  const schema = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  // Registered before any app made in it, so dropped after they have closed (an app's pg-boss works in it till then).
  afterFile(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
