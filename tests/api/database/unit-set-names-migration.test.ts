// Issue 41: the unit sets of before whose names differ only in case or spaces are kept, the later ones renamed, and
// from then on such names are one; on SQLite and on PostgreSQL.
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase, createUnitSet, listUnitSets, migrateToLatest, type DatabaseConnection } from '../../../host-site/server/database';
import type { DataError } from '../../../host-site/server/database/data-error';
import { migrations } from '../../../host-site/server/database/migrations';
import { ownPostgresUrl } from '../helper';

/** The tables of migration 0006 this one changes. */
interface Before {
  users: { id?: number; created_at: string };
  custom_unit_sets: { id?: number; user_id: number; name: string; units: string; created_at: string; updated_at: string };
}

async function check(connection: DatabaseConnection): Promise<void> {
  const migrationTableSchema =
    connection.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(connection.db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => migrations(connection.dialect) },
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  });
  expect((await migrator.migrateTo('0006-projects')).error).toBeUndefined();
  const old = connection.db as unknown as Kysely<Before>;
  const stamp = '2026-01-01T00:00:00.000Z';
  const user = async () => (await old.insertInto('users').values({ created_at: stamp }).returning('id').executeTakeFirstOrThrow()).id!;
  const [a, b] = [await user(), await user()];
  const units = JSON.stringify({ Press: 'bar' });
  for (const [owner, name] of [[a, 'Plant'], [a, 'plant'], [a, ' PLANT '], [a, 'Lab'], [b, 'plant']] as const) {
    await old.insertInto('custom_unit_sets').values({ user_id: owner, name, units, created_at: stamp, updated_at: stamp }).execute();
  }

  await migrateToLatest(connection);

  // The first by id keeps its name; sorted here, since the databases' collations order case differently.
  expect((await listUnitSets(connection.db, a)).map((set) => set.name).sort()).toEqual(['Lab', 'PLANT (3)', 'Plant', 'plant (2)']);
  expect((await listUnitSets(connection.db, b)).map((set) => set.name)).toEqual(['plant']);
  const error = await createUnitSet(connection.db, a, { name: 'LAB', units: { Temp: 'K' } }).catch((reason: unknown) => reason);
  expect((error as DataError).detail).toEqual({ code: 'duplicate_unit_set', name: 'Lab' });
  await connection.db.destroy();
}

const postgres = await ownPostgresUrl('vs_unitnames');

describe('migration 0007 makes unit set names unique per member whatever their case and spaces', () => {
  it('on SQLite', async () => {
    await check(connectDatabase({ kind: 'sqlite', file: ':memory:' }));
  });

  it.skipIf(!postgres)('on PostgreSQL', async () => {
    await check(connectDatabase({ kind: 'postgres', url: postgres! }));
  });
});
