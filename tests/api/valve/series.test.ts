import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIZE_TECH_BY_FAMILY } from '../../../src/catalogue';
import { ResultCode } from '../../../src/contracts';
import { seriesFieldsData, seriesSizesData } from '../../../src/contracts/schemas';
import { quantities, type QuantityId } from '../../../src/engine/units';
import { techFieldInfo } from '../../../host-site/server/services/catalogue/tech-fields';
import { buildTestApp, envelopeOf, get, post } from '../helper';
import { demo, seriesNamed } from './demo-data';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

describe('POST /api/valve/seriallist', () => {
  it("answers every series' sizes in display order with PS resolved, and the coils that fit", async () => {
    let sizes = 0;
    for (const series of demo.series) {
      const response = await post(app, '/api/valve/seriallist', { Serialid: series.Id });
      expect(response.statusCode).toBe(200);
      const data = seriesSizesData.parse(envelopeOf(response).Data).serialResult;
      const own = demo.sizes.filter((s) => s.Serialid === series.Id).sort((a, b) => a.Sort - b.Sort);
      expect(data.series).toMatchObject({ Id: series.Id, Name: series.Name });
      expect(data.sizes.map((s) => s.Id)).toEqual(own.map((s) => s.Id));
      for (const [i, size] of data.sizes.entries()) expect(size.values['psBar']).toBe(own[i]!.tech?.psBar ?? series.tech.psBar);
      const coils = demo.coils.filter((c) => c.Serialids.includes(series.Id)).map((c) => c.Id);
      expect(data.coils.map((c) => c.Id).sort((a, b) => a - b)).toEqual(coils.sort((a, b) => a - b));
      sizes += data.sizes.length;
    }
    expect(sizes).toBe(demo.sizes.length);
  });

  it('gives a solenoid series its sizes with technical data and coils', async () => {
    const data = seriesSizesData.parse(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: seriesNamed('MDF').Id })).Data).serialResult;
    expect(data.sizes[0]).toMatchObject({ Name: 'MDF-A01', values: { psBar: 35, 'tech.kv': 0.15, 'tech.connInInch': '1/4' } });
    expect(data.series.tech).toMatchObject({ ps: { value: 35, unit: 'bar' }, medium: { min: { unit: '℃' }, max: { unit: '℃' } } });
    expect(data.coils.length).toBeGreaterThan(0);
    expect(data.coils[0]).toMatchObject({ Name: 'MQ-230AC-50/60', VoltageV: 230 });
  });

  it('refuses an unknown series and a Serialid that is not a whole number above 0', async () => {
    const unknown = await post(app, '/api/valve/seriallist', { Serialid: 4711 });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toEqual({ Result: ResultCode.notFound, Data: null, ErrorMsg: 'Not found: Serialid 4711 is not a series' });
    expect(envelopeOf(await post(app, '/api/valve/seriallist', {})).ErrorMsg).toBe('Invalid input: Serialid is required');
    expect(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: '1' })).ErrorMsg).toBe('Invalid input: Serialid must be a number');
    expect(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: 1.5 })).ErrorMsg).toBe('Invalid input: Serialid must be a whole number');
    const cn = await post(app, '/api/valve/seriallist', { Serialid: 0 }, { lang: 'cn' });
    expect(cn.statusCode).toBe(400);
    expect(envelopeOf(cn).ErrorMsg).toBe('输入无效：Serialid 不能小于 1');
  });
});

describe('GET /api/valve/fetchserialfields', () => {
  async function fields(serialId: number, lang = 'en') {
    const response = await get(app, '/api/valve/fetchserialfields', { Serialid: serialId }, { lang });
    expect(response.statusCode).toBe(200);
    return seriesFieldsData.parse(envelopeOf(response).Data);
  }

  it("names the columns of a solenoid series' table, with units and a column per refrigerant", async () => {
    const mdf = seriesNamed('MDF');
    const data = await fields(mdf.Id);
    expect(data.valveName).toBe('Sov');
    expect(data.fields[0]).toEqual({ key: 'psBar', label: 'Max. working pressure PS', unit: 'bar', quantity: 'Press' });
    expect(data.fields).toContainEqual({ key: 'tech.kv', label: 'Kv', unit: 'm³/h (Kv)', quantity: 'FlowFactor' });
    // Issue 37: each connection by its standard, not both "Inlet connection".
    expect(data.fields).toContainEqual({ key: 'tech.connInInch', label: 'Inlet connection (ODF)', unit: 'in' });
    expect(data.fields).toContainEqual(expect.objectContaining({ key: 'tech.connOutMm', label: 'Outlet connection (ODM)' }));
    expect(data.fields).toContainEqual({ key: 'tech.operation', label: 'Operation', unit: '' });
    const capacities = data.fields.filter((f) => f.key.startsWith('tech.ratedCapacityKW.')).map((f) => f.key.split('.')[2]);
    expect(capacities).toEqual(mdf.Refrigerants);
    expect(data.fields).toContainEqual({ key: 'tech.ratedCapacityKW.R410A', label: 'Rated capacity (R410A)', unit: 'kW', quantity: 'CoolCapacity' });
    const cn = await fields(mdf.Id, 'cn');
    expect(cn.fields[0]!.label).toBe('最高工作压力 PS');
    expect(cn.fields.find((f) => f.key === 'tech.ratedCapacityKW.R410A')!.label).toBe('额定容量（R410A）');
  });

  it("gives for every series exactly the fields its sizes carry, each key reaching a value", async () => {
    for (const series of demo.series) {
      const data = await fields(series.Id);
      const rows = seriesSizesData.parse(envelopeOf(await post(app, '/api/valve/seriallist', { Serialid: series.Id })).Data).serialResult.sizes;
      const expectedKeys = new Set(['psBar']);
      for (const size of demo.sizes.filter((s) => s.Serialid === series.Id)) {
        for (const [key, value] of Object.entries(size.tech ?? {})) {
          if (key === 'family' || key === 'psBar' || key === 'ratingTable') continue;
          if (typeof value === 'object' && value !== null) for (const r of Object.keys(value)) expectedKeys.add(`tech.${key}.${r}`);
          else expectedKeys.add(`tech.${key}`);
        }
      }
      expect(new Set(data.fields.map((f) => f.key)), series.Name).toEqual(expectedKeys);
      for (const field of data.fields) {
        expect(rows.some((row) => row.values[field.key] !== undefined), `${series.Name} ${field.key}`).toBe(true);
        if (field.quantity) expect(quantities[field.quantity as QuantityId].map((u) => u.label)).toContain(field.unit);
      }
    }
  });

  it('has a label in both languages for every technical field of every family', () => {
    for (const schema of Object.values(SIZE_TECH_BY_FAMILY)) {
      for (const key of Object.keys(schema.shape)) {
        if (key === 'family' || key === 'ratingTable') continue;
        expect(techFieldInfo[key], key).toBeDefined();
        expect(techFieldInfo[key]!.label.cn).not.toBe(techFieldInfo[key]!.label.en);
      }
    }
  });

  it('refuses an unknown series', async () => {
    const response = await get(app, '/api/valve/fetchserialfields', { Serialid: 999 }, { lang: 'cn' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).ErrorMsg).toBe('未找到：Serialid 999 不是产品系列');
    expect(envelopeOf(await get(app, '/api/valve/fetchserialfields', { Serialid: 'one' })).ErrorMsg).toBe('Invalid input: Serialid must be a number');
    expect(envelopeOf(await get(app, '/api/valve/fetchserialfields')).ErrorMsg).toBe('Invalid input: Serialid is required');
  });
});
