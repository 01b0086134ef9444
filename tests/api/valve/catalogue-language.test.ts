// Issue #10: the catalogue answers in the request's language and unit set, as a user reads them: product types,
// series bodies and rating notes in Chinese under LANG cn; technical codes (a solenoid's operation, a drier's core)
// in words; a flow-factor column named Kv or Cv as its unit says, never Kv over a value in Cv.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIZE_TECH_BY_FAMILY, type FamilyClassname } from '../../../src/catalogue';
import { familyInfoData, productListData, recommendationsData, seriesFieldsData, seriesSizesData } from '../../../src/contracts/schemas';
import { codesOf } from '../../../host-site/server/services/catalogue/tech-fields';
import { connectionTypeLabels, techCodeLabels } from '../../../host-site/server/services/catalogue/tech-codes';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { demo, familyNamed, seriesNamed } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

async function sizes(name: string, headers: Record<string, string> = {}) {
  return seriesSizesData.parse(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: seriesNamed(name).Id }, headers)).Data).serialResult;
}

describe('catalogue texts in the request language', () => {
  it("gives a series' body and rating note in Chinese under LANG cn and in English under LANG en", async () => {
    const mdf = seriesNamed('MDF');
    const cn = await sizes('MDF', { lang: 'cn' });
    const en = await sizes('MDF', { lang: 'en' });
    expect(cn.series.tech.body).toBe(mdf.tech.body!.cn);
    expect(cn.series.tech.rating?.note).toBe(mdf.tech.rating!.note!.cn);
    expect(en.series.tech.body).toBe(mdf.tech.body!.en);
    expect(en.series.tech.rating?.note).toBe(mdf.tech.rating!.note!.en);
    expect(cn.series.tech.body).toBe('黄铜，不锈钢衔铁管');
  });

  it('lists product types in the language asked, on the product list and in recommendations', async () => {
    const list = async (lang: string) =>
      productListData.parse(envelopeOf(await post(app, '/api/valve/products', { valveName: 'Sov', Serialid: seriesNamed('MDF').Id, pageSize: 100 }, { lang })).Data).list;
    const cn = await list('cn');
    const en = await list('en');
    expect(cn.length).toBeGreaterThan(0);
    for (const [i, row] of cn.entries()) {
      const product = demo.products.find((p) => p.PartNumber === row.PartNumber)!;
      expect(row.ProductType).toBe(product.ProductType.cn);
      expect(en[i]!.ProductType).toBe(product.ProductType.en);
    }
    expect(new Set(cn.map((row) => row.ProductType))).toEqual(new Set(['常闭阀体', '常闭']));
    const recommended = recommendationsData.parse(envelopeOf(await get(app, '/api/valve/getRecommend', { Location: 'CN', Refrigerant_S: 'R32' }, { lang: 'cn' })).Data).productList;
    expect(recommended.length).toBeGreaterThan(0);
    for (const row of recommended) expect(row.ProductType).toMatch(/\p{Script=Han}/u);
  });
});

describe('technical codes in words', () => {
  it("answers a solenoid's operation and normal state as words, in both languages", async () => {
    const en = await sizes('MDF');
    const cn = await sizes('MDF', { lang: 'cn' });
    expect(en.sizes[0]!.values).toMatchObject({ 'tech.operation': 'direct-acting', 'tech.normally': 'normally closed' });
    expect(cn.sizes[0]!.values).toMatchObject({ 'tech.operation': '直动式', 'tech.normally': '常闭' });
    expect((await sizes('MDF-NO')).sizes[0]!.values['tech.normally']).toBe('normally open');
  });

  it('answers no coded value raw: every code column of every series in every language is a label', async () => {
    const codes = new Set(Object.keys(techCodeLabels));
    for (const series of demo.series) {
      for (const lang of ['en', 'cn']) {
        const answer = seriesSizesData.parse(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: series.Id }, { lang })).Data).serialResult;
        for (const size of answer.sizes)
          for (const [key, value] of Object.entries(size.values))
            // An English label may be its code (`internal`); a Chinese one never is.
            if (typeof value === 'string') expect(codes.has(value) && (lang === 'cn' || techCodeLabels[value]!.en !== value), `${series.Name} ${key} ${value}`).toBe(false);
      }
    }
  });

  it('has words in both languages for every code a family schema allows', () => {
    for (const [family, schema] of Object.entries(SIZE_TECH_BY_FAMILY) as [FamilyClassname, (typeof SIZE_TECH_BY_FAMILY)[FamilyClassname]][]) {
      for (const [key, field] of Object.entries(schema.shape)) {
        for (const code of codesOf(field as never) ?? []) {
          if (key === 'family') continue;
          expect(techCodeLabels[code], `${family}.${key}: ${code}`).toBeDefined();
        }
      }
    }
  });

  it('labels the size table of POST info the same way', async () => {
    const data = familyInfoData.parse(envelopeOf(await post(app, '/api/valve/info', { valveName: 'Filter', showList: true }, { lang: 'cn' })).Data);
    const cores = new Set(data.serialInfoList.map((row) => row.values['tech.core']));
    expect(cores).toContain('80 % 分子筛，20 % 活性氧化铝');
    expect(cores).not.toContain('sieve-80-alumina-20');
  });
});

describe('connection types in words', () => {
  it("gives each product row its connection in words beside the code, and the list's filter options both", async () => {
    for (const lang of ['en', 'cn'] as const) {
      const data = productListData.parse(envelopeOf(await post(app, '/api/valve/products', { valveName: 'Bv', pageSize: 100 }, { lang })).Data);
      expect(data.options.connections.map((c) => c.value)).toEqual(data.options.connectionTypes);
      for (const { value, label } of data.options.connections) expect(label).toBe(connectionTypeLabels[value as keyof typeof connectionTypeLabels][lang]);
      for (const row of data.list) expect(row.ConnectionLabel, row.PartNumber).toBe(connectionTypeLabels[row.ConnectionType as keyof typeof connectionTypeLabels][lang]);
    }
    const cn = productListData.parse(envelopeOf(await post(app, '/api/valve/products', { valveName: 'Bv', ConnectionType: 'SAE' }, { lang: 'cn' })).Data);
    expect(cn.list.length).toBeGreaterThan(0);
    expect(new Set(cn.list.map((row) => row.ConnectionLabel))).toEqual(new Set(['SAE 扩口']));
  });
});

describe('flow-factor columns', () => {
  async function fields(name: string, headers: Record<string, string>) {
    return seriesFieldsData.parse(envelopeOf(await get(app, '/api/valve/fetchserialfields', { Serialid: seriesNamed(name).Id }, headers)).Data).fields;
  }

  it('names Kv columns Cv when Unitid 1 gives them in Cv, and Kv in metric', async () => {
    expect(await fields('MDF', { unitid: '1' })).toContainEqual({ key: 'tech.kv', label: 'Cv', unit: 'gal/min (Cv)', quantity: 'FlowFactor' });
    expect(await fields('MDF', { unitid: '2' })).toContainEqual({ key: 'tech.kv', label: 'Kv', unit: 'm³/h (Kv)', quantity: 'FlowFactor' });
    expect((await fields('MDF', { unitid: '1', lang: 'cn' })).find((f) => f.key === 'tech.kv')!.label).toBe('Cv 值');
    const regulator = await fields(demo.series.find((s) => s.Valveid === familyNamed('Xtf').Id)!.Name, { unitid: '1' });
    expect(regulator.find((f) => f.key === 'tech.kvMax')!.label).toBe('Cv max.');
  });

  it("labels each column once, but a connection's nominal inch size and its size in mm (two readings of one thing)", async () => {
    for (const series of demo.series) {
      for (const headers of [{}, { lang: 'cn', unitid: '1' }] as Record<string, string>[]) {
        const byLabel = new Map<string, string[]>();
        for (const field of await fields(series.Name, headers)) byLabel.set(field.label, [...(byLabel.get(field.label) ?? []), field.key]);
        for (const [label, keys] of byLabel) {
          if (keys.length === 1) continue;
          expect(keys.map((key) => key.replace(/(Inch|Mm)$/, '')), `${series.Name}: ${label}`).toEqual([keys[0]!.replace(/(Inch|Mm)$/, ''), keys[0]!.replace(/(Inch|Mm)$/, '')]);
        }
      }
    }
  });

  it('never repeats a unit in a label, nor names Kv over a value in Cv, in any series, system or language', async () => {
    for (const series of demo.series) {
      for (const headers of [{ unitid: '1' }, { unitid: '2', lang: 'cn' }] as Record<string, string>[]) {
        for (const field of await fields(series.Name, headers)) {
          if (field.unit && field.unit !== 'in') expect(field.label.includes(field.unit), `${series.Name}: ${field.label} [${field.unit}]`).toBe(false);
          if (field.quantity === 'FlowFactor') expect(field.label.includes(headers.unitid === '1' ? 'Kv' : 'Cv'), `${series.Name}: ${field.label}`).toBe(false);
        }
      }
    }
  });
});
