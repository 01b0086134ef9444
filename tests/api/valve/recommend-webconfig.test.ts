import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contracts';
import { recommendationsData, webConfigData } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf, get } from '../helper';
import { demo, type DemoRecommendation } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

type RecommendQuery = { Safetycer?: string[]; Refrigerant_S?: string; Location?: string };

describe('GET /api/valve/getRecommend', () => {
  /** The matching rule written out: an empty matching field fits anything, otherwise the request must name one of its values. */
  function fits(r: DemoRecommendation, query: RecommendQuery): boolean {
    return (
      (r.Location.length === 0 || (query.Location !== undefined && r.Location.includes(query.Location))) &&
      (r.Refrigerant_S.length === 0 || (query.Refrigerant_S !== undefined && r.Refrigerant_S.includes(query.Refrigerant_S))) &&
      (r.Safetycer.length === 0 || (query.Safetycer ?? []).some((code) => r.Safetycer.includes(code)))
    );
  }

  async function recommend(query: RecommendQuery, headers: Record<string, string> = {}) {
    const response = await get(app, '/api/valve/getRecommend', query, headers);
    expect(response.statusCode).toBe(200);
    return recommendationsData.parse(envelopeOf(response).Data);
  }

  it('matches Safetycer, Refrigerant_S and Location as the recommendation files say', async () => {
    const queries: RecommendQuery[] = [
      {},
      { Location: 'NA', Safetycer: ['UL'] },
      { Refrigerant_S: 'R744' },
      { Refrigerant_S: 'R32', Safetycer: ['A2L/A3'], Location: 'CN' },
      { Location: 'EU', Safetycer: ['PED II', 'TUV'] },
      { Location: 'APAC', Refrigerant_S: 'R410A' },
    ];
    for (const query of queries) {
      const want = demo.recommendations.filter((r) => fits(r, query)).sort((a, b) => a.Sort - b.Sort).map((r) => r.Id);
      expect((await recommend(query)).recommendList.map((r) => r.Id), JSON.stringify(query)).toEqual(want);
    }
  });

  it('takes the region of the Country header when the query names none', async () => {
    const germany = demo.countries.find((c) => c.Iso === 'DE')!;
    const query = { Safetycer: ['PED II', 'UL'] };
    const want = demo.recommendations.filter((r) => fits(r, { ...query, Location: germany.Location })).map((r) => r.Id);
    expect((await recommend(query, { country: 'DE' })).recommendList.map((r) => r.Id)).toEqual(want);
    expect(want).not.toEqual(demo.recommendations.filter((r) => fits(r, query)).map((r) => r.Id));
    // The query's Location wins over the header.
    expect((await recommend({ ...query, Location: 'NA' }, { country: 'DE' })).recommendList.map((r) => r.Id)).toEqual(
      demo.recommendations.filter((r) => fits(r, { ...query, Location: 'NA' })).map((r) => r.Id),
    );
  });

  it("answers the specification's fields in the request language, and the rows of the part numbers named", async () => {
    const { recommendList, productList } = await recommend({ Location: 'NA', Safetycer: ['UL'] }, { lang: 'cn' });
    const ul = recommendList.find((r) => r.Id === 1)!;
    const file = demo.recommendations.find((r) => r.Id === 1)!;
    const product = demo.products.find((p) => p.PartNumber === file.PartNumber)!;
    expect(ul).toMatchObject({
      Title: 'UL 认证先导式电磁阀',
      LinkType: 'Recommend',
      valveName: 'Sov',
      valveLabel: '电磁阀',
      Serialid: 3,
      series: [{ Id: 3, Name: 'FDF' }],
      PartNumber: product.PartNumber,
      Sizeid: product.Sizeid,
      ImgUrl: '/images/families/Sov.svg',
    });
    expect(ul.Content).toContain('UL/cUL');
    const named = recommendList.flatMap((r) => (r.PartNumber ? [r.PartNumber] : []));
    expect(productList.map((row) => row.PartNumber)).toEqual(named);
    expect(productList.find((row) => row.PartNumber === product.PartNumber)).toMatchObject({ ProductName: product.ProductName, Sizeid: product.Sizeid, valveName: 'Sov' });
  });

  it('answers a Link with its LinkUrl and a NoJump notice without one', async () => {
    const { recommendList } = await recommend({ Location: 'CN' });
    const link = demo.recommendations.find((r) => r.LinkType === 'Link')!;
    expect(recommendList.find((r) => r.Id === link.Id)).toMatchObject({ LinkType: 'Link', LinkUrl: link.LinkUrl });
    const notice = recommendList.find((r) => r.LinkType === 'NoJump')!;
    expect(notice.LinkUrl).toBeUndefined();
  });

  it('refuses unknown regions and refrigerants, naming the field', async () => {
    const region = await get(app, '/api/valve/getRecommend', { Location: 'Mars' });
    expect(region.statusCode).toBe(400);
    expect(envelopeOf(region)).toEqual({ Result: ResultCode.invalidInput, Data: null, ErrorMsg: "Invalid input: Location 'Mars' is not a sales region" });
    expect(envelopeOf(await get(app, '/api/valve/getRecommend', { Refrigerant_S: 'R1' })).ErrorMsg).toBe(
      "Invalid input: Refrigerant_S 'R1' is not a refrigerant of the catalogue",
    );
    expect(envelopeOf(await get(app, '/api/valve/getRecommend', { Safetycer: ['XYZ'] })).ErrorMsg).toBe("Invalid input: Safetycer 'XYZ' is not an approval");
  });
});

describe('GET /api/valve/getWebConfig', () => {
  async function list(query: Record<string, string>, lang = 'en') {
    const response = await get(app, '/api/valve/getWebConfig', query, { lang });
    expect(response.statusCode).toBe(200);
    return webConfigData.parse(envelopeOf(response).Data).list;
  }

  it('answers an entry by KeyName, its label in the request language', async () => {
    expect(await list({ KeyName: 'filing.icp' }, 'cn')).toEqual([
      { KeyName: 'filing.icp', Type: 'Filing', Content: 'https://beian.miit.gov.cn/', Label: '沪ICP备00000000号-1（演示）' },
    ]);
  });

  it('answers every shop link by Type, and the shop link of one region', async () => {
    const shops = demo.webConfig.filter((w) => w.Type === 'Shop');
    expect((await list({ Type: 'Shop' })).map((w) => w.KeyName)).toEqual(shops.map((w) => w.KeyName));
    expect(await list({ Type: 'Shop', Location: 'na' })).toEqual([
      { KeyName: 'shop.NA', Type: 'Shop', Content: 'https://shop.example.com/na', Label: 'Online shop (NA, demo link)', Location: 'NA' },
    ]);
    expect((await list({})).length).toBe(demo.webConfig.length);
  });

  it('puts the images path in front of an Image entry, and only there', async () => {
    const images = demo.webConfig.filter((w) => w.Type === 'Image');
    expect(images.length).toBeGreaterThan(0);
    const answered = await list({ Type: 'Image' });
    expect(answered.map((w) => w.Content)).toEqual(images.map((w) => `/images/${w.Content}`));
    const others = (await list({})).filter((w) => w.Type !== 'Image');
    expect(others.map((w) => w.Content)).toEqual(demo.webConfig.filter((w) => w.Type !== 'Image').map((w) => w.Content));
  });

  it('refuses an unknown KeyName, Type or region', async () => {
    const key = await get(app, '/api/valve/getWebConfig', { KeyName: 'shop.MARS' });
    expect(key.statusCode).toBe(404);
    expect(envelopeOf(key)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: "Not found: KeyName 'shop.MARS' is not a web configuration entry" });
    const type = await get(app, '/api/valve/getWebConfig', { Type: 'banner' });
    expect(type.statusCode).toBe(400);
    expect(envelopeOf(type).ErrorMsg).toBe('Invalid input: Type must be one of "Shop", "Filing", "Link", "Text", "Image"');
    expect(envelopeOf(await get(app, '/api/valve/getWebConfig', { Location: 'XX' })).Result).toBe(ResultCode.invalidInput);
  });
});
