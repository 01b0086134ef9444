import fp from 'fastify-plugin';
import { ReportService } from '../../services/reports';
import { ReportJobs } from '../../services/reports/report-jobs';
import type { ReportLimits } from '../../services/reports/report-limits';
import { ReportPool } from '../../services/reports/report-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reports of members' saved products, made as bounded jobs (issue 24). */
    reports: ReportService;
    /** The report workers: how many are alive and busy (health, tests). */
    reportPool: ReportPool;
    /** The report jobs themselves (their counts by state for the metrics). */
    reportJobs: ReportJobs;
  }
}

/**
 * The report jobs and their worker threads; closing the server cancels the jobs and ends the workers (a worker
 * making a report would otherwise outlive the server's close by the report's time).
 */
export default fp<{ limits: ReportLimits; catalogueDir: string }>(
  async (app, { limits, catalogueDir }) => {
    const pool = new ReportPool({ catalogueDir, memoryMb: limits.workerMemoryMb });
    const jobs = new ReportJobs(pool, limits, app.log);
    app.decorate('reportPool', pool);
    app.decorate('reportJobs', jobs);
    app.decorate('reports', new ReportService(app.db, jobs, limits.maxProducts));
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'reports', dependencies: ['database'] },
);
