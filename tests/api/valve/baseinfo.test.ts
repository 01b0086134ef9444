import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Family } from '../../../src/catalogue';
import type { baseInfo, CallData } from '../../../src/contracts';
import { baseInfoData, familySeriesData } from '../../../src/contracts/schemas';
import { listedFamilies } from '../../../host-site/server/services/catalogue/present';
import { buildTestApp, envelopeOf, get } from '../helper';
import { demo, hasApprovals } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function baseinfo(headers: Record<string, string> = {}): Promise<CallData<typeof baseInfo>> {
  const response = await app.inject({ method: 'GET', url: '/api/valve/baseinfo', headers });
  expect(response.statusCode).toBe(200);
  return baseInfoData.parse(envelopeOf(response).Data);
}

describe('GET /api/valve/baseinfo', () => {
  it('lists every family in display order, systems, system types, refrigerants, approvals and countries', async () => {
    const data = await baseinfo();
    const families = [...demo.families].sort((a, b) => a.Sort - b.Sort);
    expect(data.valveInfo.map((f) => f.Classname)).toEqual(families.map((f) => f.Classname));
    expect(data.valveInfo).toHaveLength(15);
    expect(data.valveSystem.map((s) => s.Id)).toEqual(demo.systems.map((s) => s.Id));
    expect(data.systemSort).toHaveLength(demo.systemTypes.length);
    expect(data.refrigerantList.map((r) => r.Name).sort()).toEqual(demo.refrigerants.map((r) => r.Name).sort());
    expect(data.approvalList.map((a) => a.Code).sort()).toEqual(demo.approvals.map((a) => a.Code).sort());
    expect(data.countryList.map((c) => c.Iso).sort()).toEqual(demo.countries.map((c) => c.Iso).sort());
    expect(data.version).toBe(demo.version);
    expect(data.demo).toBe(true);
    expect(data.valveInfo.find((f) => f.Classname === 'Pt')).toMatchObject({ CalculateType: 0 });
    expect(data.valveInfo.find((f) => f.Classname === 'Sov')).toMatchObject({ CalculateType: 1, Imgfilename: 'Sov.svg' });
  });

  it('gives labels in the request language', async () => {
    const en = await baseinfo({ lang: 'en' });
    const cn = await baseinfo({ lang: 'cn' });
    const sov = demo.families.find((f) => f.Classname === 'Sov')!;
    expect(en.valveInfo[0]!.Name).toBe(sov.Name.en);
    expect(cn.valveInfo[0]!.Name).toBe(sov.Name.cn);
    expect(en.valveSystem[0]!.Name).toBe(demo.systems[0]!.Name.en);
    expect(cn.valveSystem[0]!.Name).toBe(demo.systems[0]!.Name.cn);
    expect(cn.systemSort[0]!.Message).toBe('空调');
    expect(en.systemSort[0]!.Message).toBe('Air conditioning');
    expect(cn.approvalList.find((a) => a.Code === 'TUV')).toMatchObject({ Group: 'LVD(TUV/VDE)' });
  });

  it('hides a family named Txv (its valves are chosen through TxvOld)', () => {
    const txv = { Classname: 'Txv' } as unknown as Family;
    const txvOld = { Classname: 'TxvOld' } as Family;
    expect(listedFamilies([txv, txvOld])).toEqual([txvOld]);
  });
});

// Issue #10: the home page's category tab learns from one call which families fit the user's refrigerant and
// approvals (it made one valveserials call per family).
describe('GET /api/valve/baseinfo with Refrigerant and Safetycer', () => {
  /** The series of a family that have a product for the filter, counted from the product file. */
  function expectedCount(familyId: number, refrigerant?: string, approvals: string[] = []): number {
    const fitting = demo.products.filter((p) => p.Valveid === familyId && (refrigerant === undefined || p.Refrigerant.includes(refrigerant)) && hasApprovals(p, approvals));
    return new Set(fitting.map((p) => p.Serialid)).size;
  }

  async function counts(query: Record<string, string | string[]>): Promise<Map<string, number>> {
    const response = await get(app, '/api/valve/baseinfo', query);
    expect(response.statusCode).toBe(200);
    return new Map(baseInfoData.parse(envelopeOf(response).Data).valveInfo.map((f) => [f.Classname, f.serialCount]));
  }

  it('counts every series of each family without a filter', async () => {
    const all = await counts({});
    for (const family of demo.families) expect(all.get(family.Classname), family.Classname).toBe(demo.series.filter((s) => s.Valveid === family.Id).length);
  });

  it('counts the series with a product for the refrigerant and the approvals, as the product file says', async () => {
    const cases: { Refrigerant?: string; Safetycer?: string[] }[] = [{ Refrigerant: 'R410A' }, { Refrigerant: 'R744' }, { Refrigerant: 'R32', Safetycer: ['UL'] }, { Safetycer: ['CE', 'TUV,VDE'] }, { Safetycer: ['CRN'] }];
    for (const filter of cases) {
      const answer = await counts(filter);
      for (const family of demo.families) expect(answer.get(family.Classname), `${family.Classname} ${JSON.stringify(filter)}`).toBe(expectedCount(family.Id, filter.Refrigerant, filter.Safetycer));
    }
    // The demo: Xtf has no R410A product, no product carries CRN, seven families have an R744 product.
    expect((await counts({ Refrigerant: 'R410A' })).get('Xtf')).toBe(0);
    expect([...(await counts({ Safetycer: ['CRN'] })).values()].every((n) => n === 0)).toBe(true);
    expect([...(await counts({ Refrigerant: 'r744' })).values()].filter((n) => n > 0)).toHaveLength(7);
  });

  it('counts as valveserials lists', async () => {
    const answer = await counts({ Refrigerant: 'R454B', Safetycer: 'A2L/A3' });
    for (const family of demo.families) {
      const listed = familySeriesData.parse(envelopeOf(await get(app, '/api/valve/valveserials', { valveName: family.Classname, Refrigerant: 'R454B', Safetycer: 'A2L/A3' })).Data).total;
      expect(answer.get(family.Classname), family.Classname).toBe(listed);
    }
  });

  it('refuses an unknown refrigerant or approval with the envelope and a message in the request language', async () => {
    const refrigerant = await get(app, '/api/valve/baseinfo', { Refrigerant: 'R999' });
    expect(refrigerant.statusCode).toBe(400);
    expect(envelopeOf(refrigerant)).toEqual({ Result: 2, Data: null, ErrorMsg: "Invalid input: Refrigerant 'R999' is not a refrigerant of the catalogue" });
    const approval = await get(app, '/api/valve/baseinfo', { Safetycer: 'XYZ' }, { lang: 'cn' });
    expect(approval.statusCode).toBe(400);
    expect(envelopeOf(approval)).toMatchObject({ Result: 2, Data: null });
    expect(envelopeOf(approval).ErrorMsg).toMatch(/XYZ/);
    expect(envelopeOf(approval).ErrorMsg).toMatch(/\p{Script=Han}/u);
  });
});

describe('the country of a request', () => {
  const cases: { headers: Record<string, string>; iso: string; why: string }[] = [
    { headers: {}, iso: 'CN', why: 'nothing known: China' },
    { headers: { country: 'DE' }, iso: 'DE', why: 'Country header, ISO code' },
    { headers: { country: 'united states' }, iso: 'US', why: 'Country header, English name' },
    { headers: { country: '3' }, iso: 'JP', why: 'Country header, Id' },
    { headers: { country: encodeURIComponent('法国') }, iso: 'FR', why: 'Country header, Chinese name percent-encoded' },
    { headers: { country: 'GB', 'accept-language': 'de-DE' }, iso: 'GB', why: 'the header wins over Accept-Language' },
    { headers: { country: 'Atlantis', 'accept-language': 'ko-KR' }, iso: 'KR', why: 'an unknown header falls back to Accept-Language' },
    { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, iso: 'DE', why: 'de-DE is Germany' },
    { headers: { 'accept-language': 'zh-CN,zh;q=0.9' }, iso: 'CN', why: 'zh-CN is China' },
    { headers: { 'accept-language': 'zh-Hans-CN' }, iso: 'CN', why: 'a script subtag before the region' },
    { headers: { 'accept-language': 'en, fr-FR;q=0.5, ja-JP;q=0.7' }, iso: 'JP', why: 'the highest q-value with a known region' },
    { headers: { 'accept-language': 'pt-BR' }, iso: 'CN', why: 'a region without a country in the catalogue: China' },
    { headers: { 'accept-language': 'en' }, iso: 'CN', why: 'no region subtag: China' },
  ];
  for (const { headers, iso, why } of cases) {
    it(why, async () => {
      // LANG fixes the language of areaName: without it a zh-CN browser gets Chinese names.
      const data = await baseinfo({ lang: 'en', ...headers });
      const expected = demo.countries.find((c) => c.Iso === iso)!;
      expect(data.country.Iso).toBe(iso);
      expect(data.location).toBe(expected.Location);
      expect(data.areaName).toBe(expected.CountryEn);
    });
  }

  it('names the area in the request language', async () => {
    const data = await baseinfo({ lang: 'cn', country: 'DE' });
    expect(data.areaName).toBe('德国');
    expect(data.location).toBe('EU');
  });

  // The loaded languages name it as CLDR does (cldr-localenames territories), not in English.
  for (const [lang, country, name] of [['de', 'DE', 'Deutschland'], ['ja', 'US', 'アメリカ合衆国'], ['fr', 'GB', 'Royaume-Uni']] as const) {
    it(`names the area in ${lang}: ${name}`, async () => {
      const data = await baseinfo({ lang, country });
      expect(data.areaName).toBe(name);
    });
  }
});
