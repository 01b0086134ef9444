import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/** The names the saved list of before is kept under (issue 27); the member renames them as he likes. */
export const migratedNames = { project: 'My project', list: 'My list' } as const;

/**
 * Projects (issue 27): a member keeps named projects, each with named lists; a list is a saved selection (condition
 * sets and products), kept as two JSON documents so that whatever a condition carries (operating points, the design
 * point's name) passes through unchanged. One row per member (`current_projects`) says which project and list the
 * specification's saveselection and getlist work on, and every write of a member's projects updates that row first:
 * on PostgreSQL its row lock queues a member's writes one behind the other, so limits and names hold under
 * concurrency. A share is a read-only link to a project: the token's SHA-256, never the token.
 * The saved list of before moves into a project of its own, which becomes the current one.
 */
export function projects(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('projects')
        .addColumn('id', id, (column) => (dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        // Trimmed, NFC, lower case: "Plant A" cannot sit beside "plant a".
        .addColumn('name_key', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('projects_name', ['user_id', 'name_key'])
        .execute();

      await db.schema
        .createTable('project_lists')
        .addColumn('id', id, (column) => (dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('name_key', 'text', (column) => column.notNull())
        .addColumn('conditions', 'text', (column) => column.notNull())
        .addColumn('products', 'text', (column) => column.notNull())
        .addColumn('product_count', 'integer', (column) => column.notNull().check(sql`product_count >= 0`))
        .addColumn('saved_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('project_lists_name', ['project_id', 'name_key'])
        .execute();

      await db.schema
        .createTable('current_projects')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('project_id', 'integer', (column) => column.references('projects.id').onDelete('set null'))
        .addColumn('list_id', 'integer', (column) => column.references('project_lists.id').onDelete('set null'))
        .addColumn('touched_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('project_shares')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('project_shares_project').on('project_shares').column('project_id').execute();

      await moveSavedLists(db as Kysely<OldTables>);

      await db.schema.dropTable('saved_selection_products').execute();
      await db.schema.dropTable('saved_selection_conditions').execute();
      await db.schema.dropTable('saved_selections').execute();
    },

    async down(db: Kysely<unknown>) {
      // Back to one list per member: the current lists are lost with the projects (a down migration is for
      // development databases only).
      await db.schema
        .createTable('saved_selections')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('product_count', 'integer', (column) => column.notNull().check(sql`product_count >= 0`))
        .addColumn('saved_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('saved_selection_conditions')
        .addColumn('user_id', 'integer', (column) => column.notNull().references('saved_selections.user_id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('saved_selection_conditions_pk', ['user_id', 'position'])
        .execute();
      await db.schema
        .createTable('saved_selection_products')
        .addColumn('user_id', 'integer', (column) => column.notNull().references('saved_selections.user_id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('hashkey', 'text', (column) => column.notNull())
        .addColumn('condition_position', 'integer', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('saved_selection_products_pk', ['user_id', 'position'])
        .addForeignKeyConstraint('saved_selection_products_condition', ['user_id', 'condition_position'], 'saved_selection_conditions', [
          'user_id',
          'position',
        ])
        .addUniqueConstraint('saved_selection_products_hashkey', ['user_id', 'hashkey'])
        .execute();
      await db.schema.dropTable('project_shares').execute();
      await db.schema.dropTable('current_projects').execute();
      await db.schema.dropTable('project_lists').execute();
      await db.schema.dropTable('projects').execute();
    },
  };
}

/** The tables of migration 0003 as this migration reads them, and the new ones it writes. */
interface OldTables {
  saved_selections: { user_id: number; saved_at: string };
  saved_selection_conditions: { user_id: number; position: number; body: string };
  saved_selection_products: { user_id: number; position: number; body: string };
  projects: { id?: number; user_id: number; name: string; name_key: string; created_at: string; updated_at: string };
  project_lists: { id?: number; project_id: number; name: string; name_key: string; conditions: string; products: string; product_count: number; saved_at: string };
  current_projects: { user_id: number; project_id: number | null; list_id: number | null; touched_at: string };
}

/** Each member's saved list becomes the one list of a project of his own, the current one. */
async function moveSavedLists(db: Kysely<OldTables>): Promise<void> {
  const heads = await db.selectFrom('saved_selections').select(['user_id', 'saved_at']).orderBy('user_id').execute();
  for (const head of heads) {
    const conditions = await db.selectFrom('saved_selection_conditions').select('body').where('user_id', '=', head.user_id).orderBy('position').execute();
    const products = await db.selectFrom('saved_selection_products').select('body').where('user_id', '=', head.user_id).orderBy('position').execute();
    const project = await db
      .insertInto('projects')
      .values({ user_id: head.user_id, name: migratedNames.project, name_key: migratedNames.project.toLowerCase(), created_at: head.saved_at, updated_at: head.saved_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await db
      .insertInto('project_lists')
      .values({
        project_id: project.id!,
        name: migratedNames.list,
        name_key: migratedNames.list.toLowerCase(),
        // The bodies were JSON already: joined, not parsed, so nothing in them changes.
        conditions: `[${conditions.map((row) => row.body).join(',')}]`,
        products: `[${products.map((row) => row.body).join(',')}]`,
        product_count: products.length,
        saved_at: head.saved_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('current_projects').values({ user_id: head.user_id, project_id: project.id!, list_id: list.id!, touched_at: head.saved_at }).execute();
  }
}
