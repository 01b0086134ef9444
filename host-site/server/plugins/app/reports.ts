import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../database';
import { ReportService } from '../../services/reports';
import { LocalReportJobs } from '../../services/reports/report-jobs';
import type { ReportLimits } from '../../services/reports/report-limits';
import { ReportPool } from '../../services/reports/report-pool';
import type { ReportQueue } from '../../services/reports/report-queue';
import { SharedReportJobs } from '../../services/reports/shared-report-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reports of members' saved products, made as bounded jobs (issue 24). */
    reports: ReportService;
    /** The report workers: how many are alive and busy (health, tests). */
    reportPool: ReportPool;
    /** The report jobs themselves (their counts by state for the metrics). */
    reportJobs: ReportQueue;
  }
}

/**
 * The report jobs and their worker threads: in this process on SQLite (one server), in the database through pg-boss on
 * PostgreSQL (any instance answers for any job and takes up one whose instance died; issue 38). Closing the server
 * ends this instance's making (a worker making a report would otherwise outlive the server's close by the report's
 * time); on PostgreSQL its jobs go back to the queue for the other instances.
 */
export default fp<{ limits: ReportLimits; catalogueDir: string; database: ServerConfig['database'] }>(
  async (app, { limits, catalogueDir, database }) => {
    const pool = new ReportPool({ catalogueDir, memoryMb: limits.workerMemoryMb });
    let jobs: ReportQueue;
    if (database.kind === 'postgres') {
      const shared = new SharedReportJobs(app.db, pool, limits, app.log, { url: database.url, schema: await queueSchema(app.db) });
      await shared.start();
      jobs = shared;
    } else jobs = new LocalReportJobs(pool, limits, app.log);
    app.decorate('reportPool', pool);
    app.decorate('reportJobs', jobs);
    app.decorate('reports', new ReportService(app.db, jobs, limits.maxProducts));
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'reports', dependencies: ['database'] },
);

/** The server's schema, where migration 0010 installed pg-boss's tables. */
async function queueSchema(db: Kysely<Database>): Promise<string> {
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
}
