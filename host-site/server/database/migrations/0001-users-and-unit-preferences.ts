import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * Users (bare: the accounts issue adds credentials in its own migration), their unit preferences and their custom
 * unit sets. Deleting a user deletes what belongs to them.
 */
export function usersAndUnitPreferences(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('user_preferences')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('unit_system', 'integer', (column) => column.notNull().defaultTo(2).check(sql`unit_system in (1, 2)`))
        .addColumn('default_refrigerant', 'text')
        .addColumn('favourite_refrigerants', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('custom_unit_sets')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('units', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        // Also the index for listing a user's sets: user_id leads.
        .addUniqueConstraint('custom_unit_sets_user_name', ['user_id', 'name'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('custom_unit_sets').execute();
      await db.schema.dropTable('user_preferences').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
