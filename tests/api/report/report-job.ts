// Report jobs driven as the export dialog drives them (issue 24): started, followed until they end, fetched.
import type { FastifyInstance } from 'fastify';
import type { ReportJob } from '../../../src/contracts/report';
import type { Envelope } from '../../../src/contracts/envelope';
import { envelopeOf, get, post } from '../helper';

export async function startJob(app: FastifyInstance, body: object, headers: Record<string, string>) {
  const response = await post(app, '/api/report/job/start', body, headers);
  return { response, answer: envelopeOf<ReportJob>(response) };
}

export async function jobOf(app: FastifyInstance, jobId: string, headers: Record<string, string>): Promise<Envelope<ReportJob>> {
  return envelopeOf<ReportJob>(await get(app, '/api/report/job', { jobId }, headers));
}

/**
 * Follows a job until it has ended, asking every few milliseconds; every answer is kept (the progress it told).
 * The pause only spaces the questions: nothing is decided by how long the job takes.
 */
export async function followJob(app: FastifyInstance, jobId: string, headers: Record<string, string>, until: (job: ReportJob) => boolean = ended): Promise<ReportJob[]> {
  const seen: ReportJob[] = [];
  for (;;) {
    const answer = await jobOf(app, jobId, headers);
    if (answer.Result !== 0) throw new Error(answer.ErrorMsg);
    seen.push(answer.Data!);
    if (until(answer.Data!)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function ended(job: ReportJob): boolean {
  return !['queued', 'running'].includes(job.state);
}
