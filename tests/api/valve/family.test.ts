import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts';
import { familyInfoData, familySeriesData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, get, post } from '../helper';
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
    expect(data.serialList.map((s) => s.Id)).toEqual(seriesIdsOf(mv4.Id));
    expect(data.serialList[0]).toMatchObject({ Name: 'SHF', valveName: 'Mv4', tech: { ps: { value: 45, unit: 'bar' } } });
    // Without showList the size table stays empty.
    expect(data).toMatchObject({ serialInfoList: [], serialInfoFields: [] });
  });

  it('with showList, answers the size table of the listed series: rows of every series, the columns they carry', async () => {
    const response = await post(app, '/api/valve/info', { valveName: 'Bv', showList: true });
    const data = familyInfoData.parse(envelopeOf(response).Data);
    const serialIds = seriesIdsOf(familyNamed('Bv').Id);
    const sizes = serialIds.flatMap((id) => demo.sizes.filter((size) => size.Serialid === id).sort((a, b) => a.Sort - b.Sort));
    expect(data.serialInfoList.map((row) => row.Id)).toEqual(sizes.map((size) => size.Id));
    expect(data.serialInfoFields[0]).toMatchObject({ key: 'psBar', unit: 'bar', quantity: 'Press' });
    expect(data.serialInfoFields.map((f) => f.key)).toContain('tech.kv');
    for (const row of data.serialInfoList) {
      const size = sizes.find((s) => s.Id === row.Id)!;
      expect(row.values['psBar'], row.Name).toBe(size.tech?.psBar ?? demo.series.find((s) => s.Id === size.Serialid)!.tech.psBar);
      expect(row.values['tech.kv'], row.Name).toBe(size.tech?.['kv']);
    }
  });

  it('narrows the series to those meeting safetycer, the body field as the specification spells it', async () => {
    const mv4 = familyNamed('Mv4').Id;
    const fitting = new Set(demo.products.filter((p) => p.Valveid === mv4 && hasApprovals(p, ['LVD'])).map((p) => p.Serialid));
    const data = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: 'Mv4', safetycer: ['LVD'], showList: true })).Data);
    expect(data.serialList.map((s) => s.Id)).toEqual(seriesIdsOf(mv4, (id) => fitting.has(id)));
    expect(data.serialList.length).toBeLessThan(seriesIdsOf(mv4).length);
    expect(new Set(data.serialInfoList.map((row) => row.Serialid))).toEqual(fitting);
    const unknown = await post(app, '/api/valve/info', { valveName: 'Sov', safetycer: ['XYZ'] });
    expect(envelopeOf(unknown)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: "Invalid input: safetycer 'XYZ' is not an approval" });
  });

  // Issue 26: the specification's clients send safetycer as text too: "" for none, "TUV,VDE" (SPEC §3's form of
  // LVD(TUV/VDE)) for one group whose approvals are alternatives.
  it('takes safetycer as the specification\'s clients send it: "" for none, one group as text', async () => {
    const mv4 = familyNamed('Mv4').Id;
    const none = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: 'Mv4', safetycer: '' })).Data);
    expect(none.serialList.map((s) => s.Id)).toEqual(seriesIdsOf(mv4));
    const asList = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: 'Mv4', safetycer: ['TUV,VDE'] })).Data);
    const asText = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: 'Mv4', safetycer: 'TUV,VDE' })).Data);
    expect(asText.serialList).toEqual(asList.serialList);
    const fitting = new Set(demo.products.filter((p) => p.Valveid === mv4 && (hasApprovals(p, ['TUV']) || hasApprovals(p, ['VDE']))).map((p) => p.Serialid));
    expect(asText.serialList.map((s) => s.Id)).toEqual(seriesIdsOf(mv4, (id) => fitting.has(id)));
  });

  it('answers a family by Valveid, labels in Chinese for LANG cn', async () => {
    const response = await post(app, '/api/valve/info', { Valveid: familyNamed('Pc2').Id }, { lang: 'cn' });
    const data = familyInfoData.parse(envelopeOf(response).Data);
    expect(data).toMatchObject({ Classname: 'Pc2', Name: '双压力控制器', CalculateType: 0 });
    expect(data.serialList).toHaveLength(seriesIdsOf(data.Id).length);
  });

  it('has every family and all 49 series between them', async () => {
    let total = 0;
    for (const family of demo.families) {
      const data = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: family.Classname })).Data);
      expect(data.serialList.map((s) => s.Id)).toEqual(seriesIdsOf(family.Id));
      total += data.serialList.length;
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

describe('GET /api/valve/valveserials', () => {
  type Query = { valveName?: string; Valveid?: number; Refrigerant?: string; Safetycer?: string[] };
  const valveSerials = (query: Query, headers = {}) => get(app, '/api/valve/valveserials', query, headers);

  async function seriesOf(query: Query): Promise<number[]> {
    const response = await valveSerials(query);
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
    const refrigerant = await valveSerials({ valveName: 'Sov', Refrigerant: 'R999' });
    expect(refrigerant.statusCode).toBe(400);
    expect(envelopeOf(refrigerant)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: "Invalid input: Refrigerant 'R999' is not a refrigerant of the catalogue" });
    const approval = await valveSerials({ valveName: 'Sov', Safetycer: ['CE', 'XYZ'] }, { lang: 'cn' });
    expect(approval.statusCode).toBe(400);
    expect(envelopeOf(approval).ErrorMsg).toBe('输入无效：Safetycer“XYZ”不是认证');
  });

  it('reads a single Safetycer parameter as one group', async () => {
    const sov = familyNamed('Sov').Id;
    expect(await seriesOf({ Valveid: sov, Safetycer: ['UL'] })).toEqual(expected(sov, undefined, ['UL']));
    const response = await app.inject({ url: `/api/valve/valveserials?Valveid=${sov}&Safetycer=TUV,VDE` });
    expect(familySeriesData.parse(envelopeOf(response).Data).list.map((s) => s.Id)).toEqual(expected(sov, undefined, ['TUV,VDE']));
  });

  it('refuses bad input: no family, an unknown family, a Valveid that is not a number', async () => {
    expect(envelopeOf(await valveSerials({ Refrigerant: 'R32' })).ErrorMsg).toBe('Invalid input: valveName is required');
    const unknown = await valveSerials({ valveName: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).Result).toBe(ResultCode.notFound);
    const text = await app.inject({ url: '/api/valve/valveserials?Valveid=one' });
    expect(text.statusCode).toBe(400);
    expect(envelopeOf(text).ErrorMsg).toBe('Invalid input: Valveid must be a number');
  });
});
