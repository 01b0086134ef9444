import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * What issue 24 asks of sessions and accounts:
 * - a session is a row a member can see and end: a public id (never the token's hash), the device's user agent and
 *   address, when it began and was last used, an idle expiry that slides and an absolute one that never moves, and
 *   the count of wrong passwords given in it (a stolen token gets a few guesses, not a brute force). The table is
 *   made anew: the sessions of before had no absolute limit, so they end and their members sign in once more;
 * - a login challenge remembers the address that asked for it, so that one address holds only a few live pairs;
 * - an account keeps the language its member last signed in with, for the notices it is sent.
 */
export function sessionsAndOwnerChecks(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('auth_tokens').execute();
      await db.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('id', 'text', (column) => column.notNull().unique())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_used_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('absolute_expires_at', 'text', (column) => column.notNull())
        .addColumn('user_agent', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('failed_password_checks', 'integer', (column) => column.notNull().defaultTo(0).check(sql`failed_password_checks >= 0`))
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

      // Rows of before have no address; they run out within five minutes.
      await db.schema.alterTable('login_challenges').addColumn('address', 'text').execute();
      await db.schema.createIndex('login_challenges_address').on('login_challenges').columns(['address', 'id']).execute();

      await db.schema.alterTable('accounts').addColumn('language', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('accounts').dropColumn('language').execute();
      await db.schema.dropIndex('login_challenges_address').execute();
      await db.schema.alterTable('login_challenges').dropColumn('address').execute();
      await db.schema.dropTable('auth_tokens').execute();
      await db.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();
    },
  };
}
