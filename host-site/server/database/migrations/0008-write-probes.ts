import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../schema';

/**
 * The readiness check's own row (issue 38): it writes one row here, so that a database that answers but cannot write
 * (a read-only file, a standby after a failover, a full disk) fails readiness instead of every member's save.
 */
export function writeProbes(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('write_probes')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('written_at', 'text', (column) => column.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('write_probes').execute();
    },
  };
}
