import { sql, type Kysely, type Migration } from 'kysely';
import PgBoss from 'pg-boss';
import type { DialectName } from '../schema';

/**
 * Report jobs shared by every instance on one PostgreSQL database (issue 38): the job's state and progress, which
 * instance makes it and when that instance last said so (its heartbeat), and the made file itself, so that any
 * instance answers a job call for any job and another instance takes up a job whose instance died. The queue that
 * hands jobs to instances is pg-boss's, its tables (job, queue, archive, version, schedule, subscription) installed here
 * in the server's own schema: pg-boss would create a schema of its own, which needs a right on the whole database that
 * the server's role need not have. Times are the database's clock (timestamptz, now()): the
 * instances' clocks may differ, the heartbeat's age may not. SQLite serves one process, which keeps its jobs in
 * memory: the table is PostgreSQL's only.
 */
export function reportJobs(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createTable('report_jobs')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('seq', 'bigserial', (column) => column.notNull())
        .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('format', 'text', (column) => column.notNull())
        .addColumn('kept', 'boolean', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('percent', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('task', 'text')
        .addColumn('failure', 'text')
        .addColumn('owner', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('heartbeat_at', 'timestamptz')
        .addColumn('ended_at', 'timestamptz')
        .addColumn('file_name', 'text')
        .addColumn('media_type', 'text')
        .addColumn('bytes', 'bytea')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // One report in making per member, whatever instance admitted it.
      await sql`create unique index report_jobs_one_live_per_member on report_jobs (user_id) where state in ('queued', 'running')`.execute(db);
      await sql`create index report_jobs_live on report_jobs (state, seq) where state in ('queued', 'running')`.execute(db);
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
      await sql.raw(queueTables(schema)).execute(db);
    },

    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema.dropTable('report_jobs').execute();
      for (const table of ['archive', 'job', 'subscription', 'schedule', 'queue', 'version']) await db.schema.dropTable(table).cascade().execute();
      await sql`drop type job_state`.execute(db);
      await sql`drop function if exists create_queue, delete_queue`.execute(db);
    },
  };
}

/**
 * pg-boss's construction plan for `schema` within this migration's transaction: without its own BEGIN and COMMIT and
 * without its CREATE SCHEMA (the schema is there, and creating one needs the database's CREATE right even when it is).
 * pg-boss checks its tables' version when it starts: a pg-boss with another schema version stops the server there, and
 * takes a migration of ours (PgBoss.getMigrationPlans).
 */
function queueTables(schema: string): string {
  return PgBoss.getConstructionPlans(schema)
    .split('\n')
    .filter((line) => !['BEGIN;', 'COMMIT;'].includes(line.trim()) && !line.includes('CREATE SCHEMA IF NOT EXISTS'))
    .join('\n');
}
