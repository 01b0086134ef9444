import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * Limits that hold under concurrency (issue 24). A limit was a list of events counted and then added to in separate
 * statements, so a burst of requests all counted before any added: now each bucket is one row whose count is raised
 * and checked in the same statement (an upsert guarded by the limit), and a verification code's tries are counted
 * the same way, before the code is compared. The event list goes; its counts only ever lived for a day. The addresses
 * an account signed in from are kept, so that failures from elsewhere, however many, never lock its owner out there.
 */
export function rateCounters(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_counters')
        .addColumn('bucket', 'text', (column) => column.primaryKey())
        .addColumn('hits', 'integer', (column) => column.notNull().check(sql`hits >= 0`))
        .addColumn('window_ends', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('rate_counters_window_ends').on('rate_counters').column('window_ends').execute();
      await db.schema.dropTable('rate_events').execute();

      await db.schema
        .createTable('sign_in_addresses')
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('last_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('sign_in_addresses_pk', ['user_id', 'address'])
        .execute();
      // The count now includes tries still being compared, not only the wrong ones.
      await db.schema.alterTable('verification_codes').renameColumn('failed_attempts', 'attempts').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('verification_codes').renameColumn('attempts', 'failed_attempts').execute();
      await db.schema
        .createTable('rate_events')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('bucket', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('rate_events_bucket_time').on('rate_events').columns(['bucket', 'created_at']).execute();
      await db.schema.dropTable('sign_in_addresses').execute();
      await db.schema.dropTable('rate_counters').execute();
    },
  };
}
