import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * The saved selection list of each user and the unit set their preferences choose. A list is a head row (when it
 * was saved, how many products) and its condition sets and products by position; a save rewrites them all in one
 * transaction, and the head row is written first so that two saves of one user queue behind its lock.
 * The tables need no dialect-specific types (no generated ids).
 */
export function savedSelections(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds a column with a reference only when its default is null, which this one is.
      await db.schema
        .alterTable('user_preferences')
        .addColumn('custom_unit_set_id', 'integer', (column) => column.references('custom_unit_sets.id').onDelete('set null'))
        .execute();

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
        // A product's condition set belongs to the same list.
        .addForeignKeyConstraint('saved_selection_products_condition', ['user_id', 'condition_position'], 'saved_selection_conditions', [
          'user_id',
          'position',
        ])
        .addUniqueConstraint('saved_selection_products_hashkey', ['user_id', 'hashkey'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('saved_selection_products').execute();
      await db.schema.dropTable('saved_selection_conditions').execute();
      await db.schema.dropTable('saved_selections').execute();
      await db.schema.alterTable('user_preferences').dropColumn('custom_unit_set_id').execute();
    },
  };
}
