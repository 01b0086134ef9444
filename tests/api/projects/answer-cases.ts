// The project calls' cases of tests/api/answers.test.ts (issue 27): requests that must succeed and ones that must
// fail, for a member whose projects, lists and share links are made ready before the run (each case is one request;
// a call that removes something gets something of its own to remove).
import type { FastifyInstance } from 'fastify';
import { listBody, member } from '../results/member';

interface Sent {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

type Cases = Record<string, { valid: Sent[]; invalid: Sent[] }>;

export async function projectAnswerCases(app: FastifyInstance): Promise<Cases> {
  const { headers } = await member(app.db, 'answersproj');
  const de = { ...headers, lang: 'de' };
  const list = (name: string, mark: string, size: number) => {
    const body = listBody(mark, size);
    return { name, conditions: body.conditionList, productList: body.productList };
  };
  const call = async <T>(method: 'GET' | 'POST', url: string, input: Record<string, unknown>): Promise<T> => {
    const response = method === 'GET'
      ? await app.inject({ method, url: `/api${url}?${new URLSearchParams(input as Record<string, string>)}`, headers })
      : await app.inject({ method, url: `/api${url}`, headers, payload: input });
    return (response.json() as { Data: T }).Data;
  };
  type Project = { id: number; lists: { id: number }[] };
  const plant = await call<Project>('POST', '/project/create', { name: 'Plant', lists: [list('Cooling', 'pc', 2), list('Spare', 'ps', 1), list('Gone', 'pg', 1)] });
  const doomed = await call<Project>('POST', '/project/create', { name: 'Doomed' });
  const [cooling, spare, gone] = plant.lists.map((l) => l.id) as [number, number, number];
  const share = await call<{ id: string; token: string }>('POST', '/project/share', { projectId: plant.id });
  const revoked = await call<{ id: string }>('POST', '/project/share', { projectId: plant.id });
  const missing = { projectId: 999_999 };
  return {
    'GET /project/list': { valid: [{ headers }, { headers: de }], invalid: [{}, { headers: { authorization: 'Bearer gone' } }] },
    'GET /project/get': { valid: [{ query: { projectId: String(plant.id) }, headers }], invalid: [{ query: { projectId: '999999' }, headers }, { query: {}, headers }, { query: { projectId: String(plant.id) } }] },
    'POST /project/create': {
      valid: [{ body: { name: 'New plant', lists: [list('One', 'pn', 1)] }, headers }],
      invalid: [{ body: { name: 'Plant' }, headers: de }, { body: { name: '' }, headers }, { body: { name: 'x'.repeat(81) }, headers }, { body: { name: 'Guest' } }],
    },
    'POST /project/rename': { valid: [{ body: { projectId: plant.id, name: 'Plant A' }, headers }], invalid: [{ body: { ...missing, name: 'X' }, headers }, { body: { projectId: plant.id }, headers }] },
    'POST /project/delete': { valid: [{ body: { projectId: doomed.id }, headers }], invalid: [{ body: missing, headers }, { body: {}, headers }] },
    'POST /project/duplicate': { valid: [{ body: { projectId: plant.id, name: 'Plant copy' }, headers }], invalid: [{ body: { ...missing, name: 'Y' }, headers }, { body: { projectId: plant.id, name: '' }, headers }] },
    'POST /project/choose': { valid: [{ body: { projectId: plant.id, listId: spare }, headers }, { body: { projectId: plant.id }, headers }], invalid: [{ body: missing, headers }, { body: {}, headers }] },
    'POST /project/createlist': { valid: [{ body: { projectId: plant.id, ...list('Winter', 'pw', 1) }, headers }], invalid: [{ body: { projectId: plant.id, ...list('Cooling', 'px', 1) }, headers }, { body: { ...missing, name: 'Z' }, headers }] },
    'POST /project/renamelist': { valid: [{ body: { listId: spare, name: 'Spare parts' }, headers }], invalid: [{ body: { listId: 999_999, name: 'Q' }, headers }, { body: { listId: spare, name: '' }, headers }] },
    'POST /project/deletelist': { valid: [{ body: { listId: gone }, headers }], invalid: [{ body: { listId: 999_999 }, headers }, { body: {}, headers }] },
    'POST /project/savelist': {
      valid: [{ body: { listId: cooling, conditions: listBody('pv', 2).conditionList, productList: listBody('pv', 2).productList }, headers }],
      invalid: [{ body: { listId: cooling, conditions: [], productList: listBody('pb', 1).productList }, headers }, { body: { listId: 999_999 }, headers }],
    },
    'POST /project/share': { valid: [{ body: { projectId: plant.id }, headers }], invalid: [{ body: missing, headers }, { body: { projectId: plant.id } }] },
    'GET /project/shares': { valid: [{ query: { projectId: String(plant.id) }, headers }], invalid: [{ query: { projectId: '999999' }, headers }, { query: {}, headers }] },
    'POST /project/unshare': { valid: [{ body: { shareId: revoked.id }, headers }], invalid: [{ body: { shareId: 'none-such' }, headers }, { body: {}, headers }] },
    'GET /project/shared': { valid: [{ query: { token: share.token } }], invalid: [{ query: { token: 'x'.repeat(43) } }, { query: {} }] },
    'POST /project/recalculate': {
      valid: [{ body: { lists: [list('Cooling', 'pr', 2)] } }],
      invalid: [{ body: { lists: [] } }, { body: {} }],
    },
  };
}
