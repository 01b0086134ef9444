// The report calls' cases of tests/api/answers.test.ts: a member with a list saved from a real calculation, reports
// that must succeed, and refusals that must fail; for the job calls, a job already done and one to start.
import type { FastifyInstance } from 'fastify';
import { member } from '../results/member';
import { followJob, startJob } from './report-job';
import { calculated, listOf, saveList } from './saved-report';

interface Sent {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function reportAnswerCases(app: FastifyInstance): Promise<Record<string, { valid: Sent[]; invalid: Sent[] }>> {
  const { headers } = await member(app.db, 'answers8');
  const starter = (await member(app.db, 'answersjob')).headers;
  const data = await calculated(app);
  await saveList(app, listOf(data, 2), headers);
  await saveList(app, listOf(data, 2), starter);
  const [first] = [...data.Optimal, ...data.Available, ...data.Prohibited];
  const { jobId } = (await startJob(app, { format: 'xlsx' }, headers)).answer.Data!;
  await followJob(app, jobId, headers);
  return {
    'GET /report/data': {
      valid: [{ headers }, { query: { hashkeys: first!.Hashkey, language: 'cn' }, headers: { ...headers, unitid: '1' } }, { query: { language: 'ua' }, headers }],
      invalid: [{}, { query: { hashkeys: 'none' }, headers }, { query: { hashkeys: ',' }, headers }, { query: { language: 'zh' }, headers }],
    },
    'POST /report/job/start': {
      valid: [{ body: { format: 'pdf', language: 'de' }, headers: starter }],
      invalid: [{ body: { format: 'pdf' } }, { body: { format: 'doc' }, headers }, { body: { format: 'xlsx', hashkeys: 'none' }, headers }],
    },
    'GET /report/job': {
      valid: [{ query: { jobId }, headers }, { query: { jobId }, headers: { ...headers, lang: 'th' } }],
      invalid: [{ query: { jobId } }, { query: { jobId: 'none' }, headers }, { headers }],
    },
    'POST /report/job/cancel': {
      valid: [{ body: { jobId }, headers }],
      invalid: [{ body: { jobId } }, { body: { jobId: 'none' }, headers }, { body: {}, headers }],
    },
  };
}
