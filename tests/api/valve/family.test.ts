import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts';
import { familyInfoData, familySeriesData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo, familyNamed, hasApprovals, seriesNamed } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

/** Ids of a family's series in display order, from the files. */
function seriesIdsOf(valveid: number, keep: (serialId: number) => boolean = () => true): number[] {
  return demo.series
    .filter((s) => s.Valveid === valveid && keep(s.Id))
    .sort((a, b) => a.Sort - b.Sort)
    .map((s) => s.Id);
}

describe('POST /api/valve/info', () => {
  it('answers a family by valveName (any case) with its series in display order', async () => {
    const response = await post(app, '/api/valve/info', { valveName: 'mv4' });
    expect(response.statusCode).toBe(200);
    const data = familyInfoData.parse(envelopeOf(response).Data);
    const mv4 = familyNamed('Mv4');
    expect(data).toMatchObject({ Id: mv4.Id, Classname: 'Mv4', Name: mv4.Name.en, CalculateType: 1 });
    expect(data.series.map((s) => s.Id)).toEqual(seriesIdsOf(mv4.Id));
    expect(data.series[0]).toMatchObject({ Name: 'SHF', valveName: 'Mv4', tech: { psBar: 45 } });
  });

  it('answers a family by Valveid, labels in Chinese for LANG cn', async () => {
    const response = await post(app, '/api/valve/info', { Valveid: familyNamed('Pc2').Id }, { lang: 'cn' });
    const data = familyInfoData.parse(envelopeOf(response).Data);
    expect(data).toMatchObject({ Classname: 'Pc2', Name: '双压力控制器', CalculateType: 0 });
    expect(data.series).toHaveLength(seriesIdsOf(data.Id).length);
  });

  it('has every family and all 49 series between them', async () => {
    let total = 0;
    for (const family of demo.families) {
      const data = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: family.Classname })).Data);
      expect(data.series.map((s) => s.Id)).toEqual(seriesIdsOf(family.Id));
      total += data.series.length;
    }
    expect(total).toBe(demo.series.length);
  });

  it('refuses an unknown family, naming the field, in English and in Chinese', async () => {
    const en = await post(app, '/api/valve/info', { valveName: 'Teapot' });
    expect(en.statusCode).toBe(404);
    expect(envelopeOf(en)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: "Not found: valveName 'Teapot' is not a product family" });
    const cn = await post(app, '/api/valve/info', { Valveid: 999 }, { lang: 'cn' });
    expect(cn.statusCode).toBe(404);
    expect(envelopeOf(cn).ErrorMsg).toBe('未找到：Valveid“999”不是产品类别');
  });

  it('refuses a Valveid that contradicts the valveName', async () => {
    const response = await post(app, '/api/valve/info', { valveName: 'Sov', Valveid: familyNamed('Bv').Id });
    expect(envelopeOf(response)).toMatchObject({ Result: ResultCode.notFound, ErrorMsg: expect.stringContaining('Valveid') });
  });

  it('refuses a request naming no family, and values of the wrong type', async () => {
    const none = await post(app, '/api/valve/info', {});
    expect(none.statusCode).toBe(400);
    expect(envelopeOf(none)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: 'Invalid input: valveName is required' });
    const text = await post(app, '/api/valve/info', { Valveid: 'one' });
    expect(text.statusCode).toBe(400);
    expect(envelopeOf(text).ErrorMsg).toBe('Invalid input: Valveid must be a number');
    const negative = await post(app, '/api/valve/info', { Valveid: -2 });
    expect(envelopeOf(negative).ErrorMsg).toBe('Invalid input: Valveid must be at least 1');
    const number = await post(app, '/api/valve/info', { valveName: 12 });
    expect(envelopeOf(number).ErrorMsg).toBe('Invalid input: valveName must be text');
  });
});

describe('POST /api/valve/valveserials', () => {
  async function seriesOf(body: object): Promise<number[]> {
    const response = await post(app, '/api/valve/valveserials', body);
    expect(response.statusCode).toBe(200);
    const data = familySeriesData.parse(envelopeOf(response).Data);
    expect(data.total).toBe(data.list.length);
    return data.list.map((s) => s.Id);
  }

  /** Series of a family with a product for the refrigerant and approvals, computed from products.json. */
  function expected(valveid: number, refrigerant: string | undefined, approvals: string[]): number[] {
    const fitting = new Set(
      demo.products
        .filter((p) => p.Valveid === valveid && (!refrigerant || p.Refrigerant.includes(refrigerant)) && hasApprovals(p, approvals))
        .map((p) => p.Serialid),
    );
    return seriesIdsOf(valveid, (id) => fitting.has(id));
  }

  it('lists all series of a family without a filter', async () => {
    const bv = familyNamed('Bv');
    expect(await seriesOf({ valveName: 'Bv' })).toEqual(seriesIdsOf(bv.Id));
    expect(await seriesOf({ valveName: 'Bv', Refrigerant: '', Safetycer: [] })).toEqual(seriesIdsOf(bv.Id));
  });

  it('keeps only series with a product for the refrigerant (CO2 ball valves)', async () => {
    const ids = await seriesOf({ valveName: 'Bv', Refrigerant: 'R744' });
    expect(ids).toEqual(expected(familyNamed('Bv').Id, 'R744', []));
    expect(ids).toEqual(expect.arrayContaining([seriesNamed('CBV').Id, seriesNamed('CBVT').Id]));
    expect(ids).not.toContain(seriesNamed('SBV').Id);
    // The refrigerant is matched without regard to case.
    expect(await seriesOf({ valveName: 'Bv', Refrigerant: 'r744' })).toEqual(ids);
  });

  it('filters every family by refrigerant and approvals as the product files say', async () => {
    const filters: [string | undefined, string[]][] = [
      ['R744', []],
      ['R290', []],
      ['R717', ['CE']],
      [undefined, ['UL']],
      [undefined, ['TUV,VDE']],
      ['R32', ['A2L/A3', 'UL']],
      ['R404A', ['PED IV']],
    ];
    let narrowed = 0;
    for (const family of demo.families) {
      for (const [refrigerant, approvals] of filters) {
        const want = expected(family.Id, refrigerant, approvals);
        expect(await seriesOf({ Valveid: family.Id, Refrigerant: refrigerant, Safetycer: approvals }), `${family.Classname} ${refrigerant} ${approvals}`).toEqual(want);
        if (want.length < seriesIdsOf(family.Id).length) narrowed++;
      }
    }
    expect(narrowed).toBeGreaterThan(10);
  });

  it("reads the chooser's group name LVD(TUV/VDE) as TUV or VDE", async () => {
    const sov = familyNamed('Sov').Id;
    expect(await seriesOf({ Valveid: sov, Safetycer: ['LVD(TUV/VDE)'] })).toEqual(expected(sov, undefined, ['TUV,VDE']));
  });

  it('refuses an unknown refrigerant or approval, naming the field', async () => {
    const refrigerant = await post(app, '/api/valve/valveserials', { valveName: 'Sov', Refrigerant: 'R999' });
    expect(refrigerant.statusCode).toBe(400);
    expect(envelopeOf(refrigerant)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: "Invalid input: Refrigerant 'R999' is not a refrigerant of the catalogue" });
    const approval = await post(app, '/api/valve/valveserials', { valveName: 'Sov', Safetycer: ['CE', 'XYZ'] }, { lang: 'cn' });
    expect(approval.statusCode).toBe(400);
    expect(envelopeOf(approval).ErrorMsg).toBe('输入无效：Safetycer“XYZ”不是认证');
  });

  it('refuses bad input: no family, an unknown family, approvals that are not a list', async () => {
    expect(envelopeOf(await post(app, '/api/valve/valveserials', { Refrigerant: 'R32' })).ErrorMsg).toBe('Invalid input: valveName is required');
    const unknown = await post(app, '/api/valve/valveserials', { valveName: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).Result).toBe(ResultCode.notFound);
    const notList = await post(app, '/api/valve/valveserials', { valveName: 'Sov', Safetycer: 'CE' });
    expect(notList.statusCode).toBe(400);
    expect(envelopeOf(notList).ErrorMsg).toBe('Invalid input: Safetycer must be a list');
  });
});
