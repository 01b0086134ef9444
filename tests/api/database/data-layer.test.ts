import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, type DatabaseConnection } from '../../../host-site/server/database';
import { afterFile } from '../../support/after-file';
import { buildTestApp, envelopeOf, temporaryDir } from '../helper';
import { accountsSuite } from './accounts-suite';
import { dataLayerSuite } from './data-layer-suite';
import { projectsSuite } from './projects-suite';
import { savedSelectionsSuite } from './saved-selections-suite';

describe('SQLite (a temporary file)', () => {
  let connection: DatabaseConnection;
  let file: string;
  beforeAll(async () => {
    // A folder that does not exist yet: the data layer creates it, as it does DATA_DIR.
    file = path.join(temporaryDir('vs-sqlite-'), 'nested/data/test.sqlite');
    connection = connectDatabase({ kind: 'sqlite', file });
    await migrateToLatest(connection);
  });
  afterAll(async () => connection.db.destroy());

  it('runs in WAL mode with foreign keys enforced', async () => {
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(connection.db);
    expect(journal.rows[0]!.journal_mode).toBe('wal');
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(connection.db);
    expect(foreignKeys.rows[0]!.foreign_keys).toBe(1);
  });

  dataLayerSuite(() => connection);
  accountsSuite(() => connection);
  savedSelectionsSuite(() => connection);
  projectsSuite(() => connection);
});

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!postgresUrl)(
  postgresUrl ? 'PostgreSQL (TEST_DATABASE_URL, a fresh schema)' : 'PostgreSQL: skipped because TEST_DATABASE_URL is not set',
  () => {
    // Each run works in its own schema, dropped afterwards, so parallel runs on one database do not clash.
    const schema = `vs_test_${process.pid}_${Date.now().toString(36)}`;
    let admin: pg.Client;
    let url: string;
    let connection: DatabaseConnection;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const withSchema = new URL(postgresUrl!);
      withSchema.searchParams.set('options', `-c search_path=${schema}`);
      url = withSchema.toString();
      // Dropped after the file, once the apps the tests make in it have closed (tests/support/after-file.ts).
      afterFile(async () => {
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      });
      connection = connectDatabase({ kind: 'postgres', url });
      await migrateToLatest(connection);
    });

    afterAll(async () => {
      await connection?.db.destroy();
    });

    it('puts the tables in the run’s own schema', async () => {
      const tables = await admin.query<{ table_name: string }>(
        'select table_name from information_schema.tables where table_schema = $1 order by table_name',
        [schema],
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['custom_unit_sets', 'user_preferences', 'users', 'accounts', 'auth_tokens', 'login_challenges', 'verification_codes', 'rate_counters', 'photos', 'projects', 'project_lists', 'current_projects', 'project_shares']),
      );
    });

    it('the server on DATABASE_URL migrates at start and reports postgres in its health', async () => {
      const app = await buildTestApp({ DATABASE_URL: url });
      const response = await app.inject({ url: '/api/health' });
      expect(envelopeOf(response).Data).toMatchObject({ status: 'ok', database: 'postgres' });
    });

    dataLayerSuite(() => connection);
    accountsSuite(() => connection);
    savedSelectionsSuite(() => connection);
    projectsSuite(() => connection);
  },
);

describe('the server on SQLite', () => {
  it('creates DATA_DIR and the database file in it at start', async () => {
    const dataDir = path.join(temporaryDir('vs-data-'), 'var');
    const app = await buildTestApp({ DATA_DIR: dataDir, DATABASE_FILE: '' });
    await app.ready();
    expect(existsSync(path.join(dataDir, 'valve-selector.sqlite'))).toBe(true);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(app.db);
    expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['custom_unit_sets', 'user_preferences', 'users']));
  });
});
