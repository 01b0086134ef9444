import type { Kysely, Migration } from 'kysely';

/**
 * cXML punch-out sessions (issue 35): kept in the database, not in a process, so that the instance that answers the
 * buyer's PunchOutSetupRequest and the one that writes the order message need not be the same.
 */
export function punchoutSessions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('punchout_sessions')
        .addColumn('key_hash', 'text', (column) => column.primaryKey())
        .addColumn('buyer_cookie', 'text', (column) => column.notNull())
        .addColumn('form_post_url', 'text', (column) => column.notNull())
        .addColumn('operation', 'text', (column) => column.notNull())
        .addColumn('buyer', 'text', (column) => column.notNull())
        .addColumn('supplier', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('punchout_sessions_expires_at').on('punchout_sessions').column('expires_at').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('punchout_sessions').execute();
    },
  };
}
