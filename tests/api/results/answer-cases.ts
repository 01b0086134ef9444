// The saved-work calls' cases of tests/api/answers.test.ts (preferences and the saved list): requests that must
// succeed and ones that must fail, for a member made ready before the run.
import type { FastifyInstance } from 'fastify';
import { listBody, member } from './member';

interface Sent {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function savedWorkAnswerCases(app: FastifyInstance): Promise<Record<string, { valid: Sent[]; invalid: Sent[] }>> {
  const { headers } = await member(app.db, 'answers9');
  const cn = { ...headers, lang: 'cn' };
  const list = listBody('ans', 2);
  const shop = [
    { name: 'Shop', unitType: 'Temp', unit: '℉' },
    { name: 'Shop', unitType: 'Press', unit: 'psi' },
  ];
  return {
    'POST /valve/saveselectionsetting': {
      valid: [{ body: { UnitId: 1 }, headers }, { body: { Refrigerants: 'R134a;R404A,R410A', CustomUnitId: 0 }, headers: cn }],
      invalid: [{ body: { UnitId: 3 }, headers }, { body: {}, headers }, { body: { CustomUnitId: 999_999 }, headers }, { body: { UnitId: 1 } }],
    },
    'POST /valve/savepersonunit': {
      valid: [{ body: { unitList: shop }, headers }],
      invalid: [
        { body: { unitList: [] }, headers: cn },
        { body: { unitList: [{ name: ' ', unitType: 'Temp', unit: '℃' }] }, headers },
        { body: { unitList: [{ name: 'Lab', unitType: 'Temp', unit: 'bar' }] }, headers },
        { body: { unitList: shop } },
      ],
    },
    'POST /valve/getpersonunitlist': { valid: [{ headers }], invalid: [{}, { headers: { authorization: 'Bearer gone' } }] },
    'POST /result/saveselection': {
      valid: [{ body: list, headers }, { body: { conditionList: [], productList: [] }, headers: cn }],
      invalid: [{ body: listBody('big', 501), headers }, { body: { conditionList: [] }, headers }, { body: list }],
    },
    'GET /result/getcurrent': { valid: [{ headers }, { query: { hashkeys: 'ans0000,none' }, headers }], invalid: [{}] },
    'GET /result/getlist': { valid: [{ headers }], invalid: [{}, { headers: { authorization: 'Bearer gone' } }] },
  };
}
