// The report call's cases of tests/api/answers.test.ts: a member with a list saved from a real calculation, reports
// that must succeed, and refusals that must fail.
import type { FastifyInstance } from 'fastify';
import { member } from '../results/member';
import { calculated, listOf, saveList } from './saved-report';

interface Sent {
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function reportAnswerCases(app: FastifyInstance): Promise<Record<string, { valid: Sent[]; invalid: Sent[] }>> {
  const { headers } = await member(app.db, 'answers8');
  const data = await calculated(app);
  await saveList(app, listOf(data, 2), headers);
  const [first] = [...data.Optimal, ...data.Available, ...data.Prohibited];
  return {
    'GET /report/data': {
      valid: [{ headers }, { query: { hashkeys: first!.Hashkey, language: 'cn' }, headers: { ...headers, unitid: '1' } }, { query: { language: 'ua' }, headers }],
      invalid: [{}, { query: { hashkeys: 'none' }, headers }, { query: { hashkeys: ',' }, headers }, { query: { language: 'zh' }, headers }],
    },
  };
}
