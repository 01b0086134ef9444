import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CallData, type systemSeries } from '../../../src/contracts';
import { systemSeriesData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, get } from '../helper';
import { demo } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

type Query = Parameters<typeof get>[2];

async function page(query: Query, lang = 'en'): Promise<CallData<typeof systemSeries>> {
  const response = await get(app, '/api/valve/sysvalvelist', query, { lang });
  expect(response.statusCode).toBe(200);
  return systemSeriesData.parse(envelopeOf(response).Data);
}

describe('GET /api/valve/sysvalvelist', () => {
  const vrf = demo.systems.find((s) => s.Name.en === 'VRF')!;

  it("answers a system's series in valveInfo, in the system's order, with its families: all of them by default", async () => {
    const all = await page({ systemId: vrf.Id });
    expect(all).toMatchObject({ total: vrf.Serialids.length, page: 1, pageSize: 100 });
    expect(all.valveInfo.map((s) => s.Id)).toEqual(vrf.Serialids);
    expect(all.families.map((f) => f.Id)).toEqual(vrf.Valveids);
    expect(all.system).toMatchObject({ Id: vrf.Id, Name: 'VRF', Serialids: vrf.Serialids });
  });

  it('pages 7 at a time as the home page asks', async () => {
    expect(vrf.Serialids.length).toBeGreaterThan(7);
    const first = await page({ systemId: vrf.Id, pageSize: 7 });
    expect(first).toMatchObject({ total: vrf.Serialids.length, page: 1, pageSize: 7 });
    expect(first.valveInfo.map((s) => s.Id)).toEqual(vrf.Serialids.slice(0, 7));
    const second = await page({ systemId: vrf.Id, page: 2, pageSize: 7 });
    expect(second.valveInfo.map((s) => s.Id)).toEqual(vrf.Serialids.slice(7, 14));
  });

  it('gives each series its family, drawing and whether it calculates', async () => {
    const data = await page({ systemId: vrf.Id }, 'cn');
    for (const row of data.valveInfo) {
      const series = demo.series.find((s) => s.Id === row.Id)!;
      const family = demo.families.find((f) => f.Id === series.Valveid)!;
      expect(row).toMatchObject({ Name: series.Name, Valveid: family.Id, valveName: family.Classname, valveLabel: family.Name.cn, CalculateType: family.CalculateType });
    }
  });

  it('covers every system, and answers an empty page for a system without series', async () => {
    for (const system of demo.systems) {
      const data = await page({ systemId: system.Id });
      expect(data.valveInfo.map((s) => s.Id)).toEqual(system.Serialids);
    }
    const empty = demo.systems.find((s) => s.Serialids.length === 0)!;
    expect(await page({ systemId: empty.Id })).toMatchObject({ total: 0, valveInfo: [] });
  });

  it('answers an empty list past the last page, with the total', async () => {
    expect(await page({ systemId: vrf.Id, page: 9, pageSize: 7 })).toMatchObject({ total: vrf.Serialids.length, page: 9, valveInfo: [] });
  });

  it('keeps only series with a product for the refrigerant and approvals', async () => {
    const chiller = demo.systems.find((s) => s.Name.en === 'Chiller')!;
    const fits = (serialId: number) => demo.products.some((p) => p.Serialid === serialId && p.Refrigerant.includes('R290') && p.Safetycer.includes('UL'));
    const data = await page({ systemId: chiller.Id, Refrigerant: 'R290', Safetycer: ['UL'] });
    const want = chiller.Serialids.filter(fits);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(chiller.Serialids.length);
    expect(data.valveInfo.map((s) => s.Id)).toEqual(want);
    expect(data.total).toBe(want.length);
  });

  it('refuses bad paging and unknown systems, naming the field', async () => {
    const cases: [Query, number, string][] = [
      [{ systemId: vrf.Id, page: -1 }, 400, 'Invalid input: page must be at least 1'],
      [{ systemId: vrf.Id, page: 0 }, 400, 'Invalid input: page must be at least 1'],
      [{ systemId: vrf.Id, pageSize: 101 }, 400, 'Invalid input: pageSize must be at most 100'],
      [{ systemId: vrf.Id, pageSize: 2.5 }, 400, 'Invalid input: pageSize must be a whole number'],
      [{ systemId: vrf.Id, page: 'two' }, 400, 'Invalid input: page must be a number'],
      [{}, 400, 'Invalid input: systemId is required'],
      [{ systemId: 99 }, 404, 'Not found: systemId 99 is not a system application'],
      [{ systemId: vrf.Id, Refrigerant: 'R12' }, 400, "Invalid input: Refrigerant 'R12' is not a refrigerant of the catalogue"],
    ];
    for (const [query, status, message] of cases) {
      const response = await get(app, '/api/valve/sysvalvelist', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(status);
      expect(envelopeOf(response)).toEqual({ Result: status === 404 ? ResultCode.notFound : ResultCode.invalidInput, Data: null, ErrorMsg: message });
    }
    const cn = await get(app, '/api/valve/sysvalvelist', { systemId: vrf.Id, pageSize: 500 }, { lang: 'cn' });
    expect(envelopeOf(cn).ErrorMsg).toBe('输入无效：pageSize 不能大于 100');
  });
});
