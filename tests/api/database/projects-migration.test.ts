// Issue 27: the saved list of before moves into a project of its own, on SQLite and on PostgreSQL.
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase, listProjects, migrateToLatest, readProject, readSavedList, type DatabaseConnection } from '../../../host-site/server/database';
import { migrations } from '../../../host-site/server/database/migrations';
import { ownPostgresUrl } from '../helper';

/** The tables of migration 0003, which the code no longer names. */
interface Before {
  users: { id?: number; created_at: string };
  saved_selections: { user_id: number; product_count: number; saved_at: string };
  saved_selection_conditions: { user_id: number; position: number; body: string };
  saved_selection_products: { user_id: number; position: number; hashkey: string; condition_position: number; body: string };
}

const conditions = [
  { valveName: 'Eev', refrigerant: 'R32', approvals: [], conditions: { Te: { value: 5, unit: '℃' } }, designPointName: 'Summer' },
  { valveName: 'Sov', refrigerant: 'R134a', approvals: ['CE'], conditions: {} },
];
const products = [
  { Hashkey: 'k1', conditionIndex: 1, PartNumber: 'P-1' },
  { Hashkey: 'k0', conditionIndex: 0, PartNumber: 'P-0' },
];

async function check(connection: DatabaseConnection): Promise<void> {
  // As migrateToLatest does: told its own schema, Kysely does not take other schemas' migration tables (other test
  // runs in the shared database) for its own.
  const migrationTableSchema =
    connection.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(connection.db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db: connection.db,
    provider: { getMigrations: async () => migrations(connection.dialect) },
    ...(migrationTableSchema !== undefined && { migrationTableSchema }),
  });
  const before = await migrator.migrateTo('0005-sessions-and-owner-checks');
  expect(before.error).toBeUndefined();
  const old = connection.db as unknown as Kysely<Before>;
  const { id: userId } = await old.insertInto('users').values({ created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  const { id: emptyUser } = await old.insertInto('users').values({ created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
  await old.insertInto('saved_selections').values({ user_id: userId!, product_count: 2, saved_at: '2026-02-03T04:05:06.000Z' }).execute();
  await old.insertInto('saved_selection_conditions').values(conditions.map((body, position) => ({ user_id: userId!, position, body: JSON.stringify(body) }))).execute();
  await old
    .insertInto('saved_selection_products')
    .values(products.map((body, position) => ({ user_id: userId!, position, hashkey: body.Hashkey, condition_position: body.conditionIndex, body: JSON.stringify(body) })))
    .execute();

  await migrateToLatest(connection);

  expect(await readSavedList(connection.db, userId!)).toEqual({ conditions, products, savedAt: '2026-02-03T04:05:06.000Z' });
  const { projects, current } = await listProjects(connection.db, userId!);
  expect(projects).toMatchObject([{ name: 'My project', listCount: 1, productCount: 2 }]);
  const project = await readProject(connection.db, userId!, projects[0]!.id);
  expect(project.lists.map((list) => list.name)).toEqual(['My list']);
  expect(current).toEqual({ projectId: project.id, listId: project.lists[0]!.id });
  expect((await listProjects(connection.db, emptyUser!)).projects).toEqual([]);
  await connection.db.destroy();
}

const postgres = await ownPostgresUrl('vs_projmig');

describe('migration 0006 moves each saved list into a project', () => {
  it('on SQLite', async () => {
    await check(connectDatabase({ kind: 'sqlite', file: ':memory:' }));
  });

  it.skipIf(!postgres)('on PostgreSQL', async () => {
    await check(connectDatabase({ kind: 'postgres', url: postgres! }));
  });
});
