import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { migrations } from './migrations';
import type { Database, DialectName } from './schema';

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the configured database: an SQLite file (created with its folder when missing) or a PostgreSQL pool. */
export function connectDatabase(settings: ServerConfig['database']): DatabaseConnection {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (settings.file !== ':memory:') mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  // WAL lets readers go on while a write commits; SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/**
 * Brings the schema to the latest migration.
 * @throws Error naming the migration that failed, with the database's error as cause.
 */
export async function migrateToLatest({ db, dialect }: DatabaseConnection): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'the migration table';
    throw new Error(`Database migration failed at ${failed}`, { cause: error });
  }
}

/** A trivial round trip, for the health check. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
