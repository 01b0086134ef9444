// A saved list keeps a selection's operating points (issue 27): the SelectCondition the selector answered, points and
// all, is saved, read back whole and calculates the same grades again; a condition set without points stays as it was.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CalculationData } from '../../../src/contracts';
import type { SavedSelection } from '../../../src/contracts/results';
import { envelopeOf, get, post } from '../helper';
import { savedWorkApps } from './databases';
import { member } from './member';

const apps = await savedWorkApps();

const pointsBody = {
  valveName: 'Eev',
  refrigerant: 'R410A',
  conditions: {},
  designPointName: 'Full load',
  operatingPoints: [{ name: 'Part load', conditions: { Capicity: { value: 3, unit: 'kW' } } }],
};

async function calculate(app: FastifyInstance, body: Record<string, unknown>): Promise<CalculationData> {
  const envelope = envelopeOf<CalculationData>(await post(app, '/api/ucselection/calculate', body));
  if (envelope.Result !== 0) throw new Error(envelope.ErrorMsg);
  return envelope.Data!;
}

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  it('saves a selection with its operating points beside a one-point one and reads both back as they were', async () => {
    const dora = await member(app.db, `dora${_database}`);
    const graded = await calculate(app, pointsBody);
    const onePoint = await calculate(app, { valveName: 'Sov', refrigerant: 'R410A', conditions: {} });
    const row = graded.Prohibited.find((r) => r.SizeName === 'SEK-34')!;
    const plain = onePoint.Optimal[0]!;
    const product = (r: typeof row, conditionIndex: number) => ({
      valveId: r.Valveid,
      serialId: r.Serialid,
      productName: r.ProductName,
      ValveName: r.valveName,
      Sizeid: r.Sizeid,
      Sizename: r.SizeName,
      SerialName: r.SerialName,
      ProductType: r.ProductType,
      ImageUrl: r.ImageUrl,
      conditionIndex,
      PartNumber: r.PartNumber,
      Refrigerant: r.Refrigerant,
      Grade: r.Grade,
      Hashkey: r.Hashkey,
    });
    const body = { conditionList: [graded.SelectCondition, onePoint.SelectCondition], productList: [product(row, 0), product(plain, 1)] };
    expect(graded.SelectCondition.operatingPoints).toHaveLength(1);

    const saved = envelopeOf<SavedSelection>(await post(app, '/api/result/saveselection', body, dora.headers));
    expect(saved.Result).toBe(0);
    const list = envelopeOf<SavedSelection>(await get(app, '/api/result/getlist', {}, dora.headers)).Data!;
    expect(list.conditions).toEqual(body.conditionList);
    expect(list.conditions[1]).not.toHaveProperty('operatingPoints');
    const current = envelopeOf<SavedSelection>(await get(app, '/api/result/getcurrent', { hashkeys: row.Hashkey }, dora.headers)).Data!;
    expect(current.conditions).toEqual([graded.SelectCondition]);

    // Posted back, the saved set grades the product as it was graded, at the same deciding point.
    const { designPointName, operatingPoints, conditions, refrigerant, valveName } = list.conditions[0]!;
    const again = await calculate(app, { valveName, refrigerant, conditions, designPointName, operatingPoints });
    const same = again.Prohibited.find((r) => r.Hashkey === row.Hashkey)!;
    expect([same.Grade, same.DecidingPoint, same.Reason]).toEqual([row.Grade, row.DecidingPoint, row.Reason]);
  });

  it('refuses a saved set with more than eight points or a nameless point, saving nothing', async () => {
    const erin = await member(app.db, `erin${_database}`);
    const set = (operatingPoints: unknown[]) => ({ valveName: 'Eev', refrigerant: 'R410A', approvals: [], conditions: {}, operatingPoints });
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `P${i}`, conditions: {} }));
    for (const points of [nine, [{ name: '', conditions: {} }]]) {
      const response = await post(app, '/api/result/saveselection', { conditionList: [set(points)], productList: [] }, erin.headers);
      expect(response.statusCode).toBe(400);
    }
    expect(envelopeOf<SavedSelection>(await get(app, '/api/result/getlist', {}, erin.headers)).Data!.savedAt).toBeNull();
  });
});
