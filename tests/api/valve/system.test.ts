import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, type CallData, type systemSeries } from '../../../src/contracts';
import { systemSeriesData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function page(body: object, lang = 'en'): Promise<CallData<typeof systemSeries>> {
  const response = await post(app, '/api/valve/sysvalvelist', body, { lang });
  expect(response.statusCode).toBe(200);
  return systemSeriesData.parse(envelopeOf(response).Data);
}

describe('POST /api/valve/sysvalvelist', () => {
  const vrf = demo.systems.find((s) => s.Name.en === 'VRF')!;

  it("pages a system's series 7 at a time, in the system's order, with its families", async () => {
    expect(vrf.Serialids.length).toBeGreaterThan(7);
    const first = await page({ Systemid: vrf.Id });
    expect(first).toMatchObject({ total: vrf.Serialids.length, page: 1, pageSize: 7 });
    expect(first.list.map((s) => s.Id)).toEqual(vrf.Serialids.slice(0, 7));
    expect(first.families.map((f) => f.Id)).toEqual(vrf.Valveids);
    expect(first.system).toMatchObject({ Id: vrf.Id, Name: 'VRF', Serialids: vrf.Serialids });
    const second = await page({ Systemid: vrf.Id, page: 2 });
    expect(second.list.map((s) => s.Id)).toEqual(vrf.Serialids.slice(7, 14));
  });

  it('gives each series its family, drawing and whether it calculates', async () => {
    const data = await page({ Systemid: vrf.Id, pageSize: 100 }, 'cn');
    for (const row of data.list) {
      const series = demo.series.find((s) => s.Id === row.Id)!;
      const family = demo.families.find((f) => f.Id === series.Valveid)!;
      expect(row).toMatchObject({ Name: series.Name, Valveid: family.Id, valveName: family.Classname, valveLabel: family.Name.cn, CalculateType: family.CalculateType });
    }
  });

  it('covers every system, and answers an empty page for a system without series', async () => {
    for (const system of demo.systems) {
      const data = await page({ Systemid: system.Id, pageSize: 100 });
      expect(data.list.map((s) => s.Id)).toEqual(system.Serialids);
    }
    const empty = demo.systems.find((s) => s.Serialids.length === 0)!;
    expect(await page({ Systemid: empty.Id })).toMatchObject({ total: 0, list: [] });
  });

  it('answers an empty list past the last page, with the total', async () => {
    expect(await page({ Systemid: vrf.Id, page: 9 })).toMatchObject({ total: vrf.Serialids.length, page: 9, list: [] });
  });

  it('keeps only series with a product for the refrigerant and approvals', async () => {
    const chiller = demo.systems.find((s) => s.Name.en === 'Chiller')!;
    const fits = (serialId: number) => demo.products.some((p) => p.Serialid === serialId && p.Refrigerant.includes('R290') && p.Safetycer.includes('UL'));
    const data = await page({ Systemid: chiller.Id, pageSize: 100, Refrigerant: 'R290', Safetycer: ['UL'] });
    const want = chiller.Serialids.filter(fits);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(chiller.Serialids.length);
    expect(data.list.map((s) => s.Id)).toEqual(want);
    expect(data.total).toBe(want.length);
  });

  it('refuses bad paging and unknown systems, naming the field', async () => {
    const cases: [object, number, string][] = [
      [{ Systemid: vrf.Id, page: -1 }, 400, 'Invalid input: page must be at least 1'],
      [{ Systemid: vrf.Id, page: 0 }, 400, 'Invalid input: page must be at least 1'],
      [{ Systemid: vrf.Id, pageSize: 101 }, 400, 'Invalid input: pageSize must be at most 100'],
      [{ Systemid: vrf.Id, pageSize: 2.5 }, 400, 'Invalid input: pageSize must be a whole number'],
      [{ Systemid: vrf.Id, page: '2' }, 400, 'Invalid input: page must be a number'],
      [{}, 400, 'Invalid input: Systemid is required'],
      [{ Systemid: 99 }, 404, 'Not found: Systemid 99 is not a system application'],
      [{ Systemid: vrf.Id, Refrigerant: 'R12' }, 400, "Invalid input: Refrigerant 'R12' is not a refrigerant of the catalogue"],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(app, '/api/valve/sysvalvelist', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(envelopeOf(response)).toEqual({ Result: status === 404 ? ResultCode.notFound : ResultCode.invalidInput, Data: null, ErrorMsg: message });
    }
    const cn = await post(app, '/api/valve/sysvalvelist', { Systemid: vrf.Id, pageSize: 500 }, { lang: 'cn' });
    expect(envelopeOf(cn).ErrorMsg).toBe('输入无效：pageSize 不能大于 100');
  });
});
