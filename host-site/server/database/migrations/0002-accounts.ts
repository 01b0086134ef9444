import { type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * Accounts: credentials and contacts of a user, sign-in tokens, login challenges, verification codes, rate-limit
 * events and avatars. Everything two server instances must agree on lives here rather than in memory. Secrets are
 * stored only as hashes (tokens and codes SHA-256, passwords argon2id); the login challenge codes are stored as
 * they are because they are public nonces (any guest may ask for a pair) whose value lies in being used once.
 */
export function accounts(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('user_id', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('login_name', 'text', (column) => column.notNull())
        // Lower case: login names differ by more than case, so "Alice" cannot sit beside "alice".
        .addColumn('login_key', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.unique())
        .addColumn('phone', 'text', (column) => column.unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('country', 'text', (column) => column.notNull())
        .addColumn('region', 'text', (column) => column.notNull())
        .addColumn('photo_id', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('auth_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

      await db.schema
        .createTable('login_challenges')
        .addColumn('id', id, (column) => (dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('simple_code', 'text', (column) => column.notNull().unique())
        .addColumn('complex_code', 'text', (column) => column.notNull().unique())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('login_challenges_expiry').on('login_challenges').column('expires_at').execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('target', 'text', (column) => column.notNull())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        // One live code per purpose and target: a new one replaces the old.
        .addPrimaryKeyConstraint('verification_codes_pk', ['purpose', 'target'])
        .execute();

      await db.schema
        .createTable('rate_events')
        .addColumn('id', id, (column) => (dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
        .addColumn('bucket', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('rate_events_bucket_time').on('rate_events').columns(['bucket', 'created_at']).execute();

      await db.schema
        .createTable('photos')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('photos_user').on('photos').column('user_id').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['photos', 'rate_events', 'verification_codes', 'login_challenges', 'auth_tokens', 'accounts']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
