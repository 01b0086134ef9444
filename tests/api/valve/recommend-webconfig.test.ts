import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts';
import { recommendationsData, webConfigData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, post } from '../helper';
import { demo, type DemoRecommendation } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('POST /api/valve/getRecommend', () => {
  /** The matching rule written out: an empty matching field fits anything, otherwise the request must name one of its values. */
  function fits(r: DemoRecommendation, query: { Safetycer?: string[]; Refrigerant_S?: string; Location?: string }): boolean {
    return (
      (r.Location.length === 0 || (query.Location !== undefined && r.Location.includes(query.Location))) &&
      (r.Refrigerant_S.length === 0 || (query.Refrigerant_S !== undefined && r.Refrigerant_S.includes(query.Refrigerant_S))) &&
      (r.Safetycer.length === 0 || (query.Safetycer ?? []).some((code) => r.Safetycer.includes(code)))
    );
  }

  async function ids(body: { Safetycer?: string[]; Refrigerant_S?: string; Location?: string }, lang = 'en') {
    const response = await post(app, '/api/valve/getRecommend', body, { lang });
    expect(response.statusCode).toBe(200);
    return recommendationsData.parse(envelopeOf(response).Data).list;
  }

  it('matches Safetycer, Refrigerant_S and Location as the recommendation files say', async () => {
    const queries = [
      {},
      { Location: 'NA', Safetycer: ['UL'] },
      { Refrigerant_S: 'R744' },
      { Refrigerant_S: 'R32', Safetycer: ['A2L/A3'], Location: 'CN' },
      { Location: 'EU', Safetycer: ['PED II', 'TUV'] },
      { Location: 'APAC', Refrigerant_S: 'R410A' },
    ];
    for (const query of queries) {
      const want = demo.recommendations.filter((r) => fits(r, query)).sort((a, b) => a.Sort - b.Sort).map((r) => r.Id);
      expect((await ids(query)).map((r) => r.Id), JSON.stringify(query)).toEqual(want);
    }
  });

  it('answers titles in the request language, with the family and series names', async () => {
    const [ul] = await ids({ Location: 'NA', Safetycer: ['UL'] }, 'cn');
    expect(ul).toMatchObject({ Id: 1, valveName: 'Sov', valveLabel: '电磁阀', Title: 'UL 认证先导式电磁阀', series: [{ Id: 3, Name: 'FDF' }] });
  });

  it('refuses unknown regions, refrigerants and wrong types, naming the field', async () => {
    const region = await post(app, '/api/valve/getRecommend', { Location: 'Mars' });
    expect(region.statusCode).toBe(400);
    expect(envelopeOf(region)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: "Invalid input: Location 'Mars' is not a sales region" });
    expect(envelopeOf(await post(app, '/api/valve/getRecommend', { Refrigerant_S: 'R1' })).ErrorMsg).toBe(
      "Invalid input: Refrigerant_S 'R1' is not a refrigerant of the catalogue",
    );
    expect(envelopeOf(await post(app, '/api/valve/getRecommend', { Safetycer: [1] })).ErrorMsg).toBe('Invalid input: Safetycer.0 must be text');
  });
});

describe('POST /api/valve/getWebConfig', () => {
  async function list(body: object, lang = 'en') {
    const response = await post(app, '/api/valve/getWebConfig', body, { lang });
    expect(response.statusCode).toBe(200);
    return webConfigData.parse(envelopeOf(response).Data).list;
  }

  it('answers an entry by KeyName, its label in the request language', async () => {
    expect(await list({ KeyName: 'filing.icp' }, 'cn')).toEqual([
      { KeyName: 'filing.icp', Type: 'filing', Content: 'https://beian.miit.gov.cn/', Label: '沪ICP备00000000号-1（演示）' },
    ]);
  });

  it('answers every shop link by Type, and the shop link of one region', async () => {
    const shops = demo.webConfig.filter((w) => w.Type === 'shop');
    expect((await list({ Type: 'shop' })).map((w) => w.KeyName)).toEqual(shops.map((w) => w.KeyName));
    expect(await list({ Type: 'shop', Location: 'na' })).toEqual([
      { KeyName: 'shop.NA', Type: 'shop', Content: 'https://shop.example.com/na', Label: 'Online shop (NA, demo link)', Location: 'NA' },
    ]);
    expect((await list({})).length).toBe(demo.webConfig.length);
  });

  it('refuses an unknown KeyName, Type or region', async () => {
    const key = await post(app, '/api/valve/getWebConfig', { KeyName: 'shop.MARS' });
    expect(key.statusCode).toBe(404);
    expect(envelopeOf(key)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: "Not found: KeyName 'shop.MARS' is not a web configuration entry" });
    const type = await post(app, '/api/valve/getWebConfig', { Type: 'banner' });
    expect(type.statusCode).toBe(400);
    expect(envelopeOf(type).ErrorMsg).toBe('Invalid input: Type must be one of "shop", "filing", "link", "text"');
    expect(envelopeOf(await post(app, '/api/valve/getWebConfig', { Location: 'XX' })).Result).toBe(ResultCode.invalidInput);
  });
});
