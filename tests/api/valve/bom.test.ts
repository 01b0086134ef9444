// Issue #28 (https://issues/28): the orderable bill of materials as data and as a buyer's file, without sign-in.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bomAnswer } from '../../../src/contracts/schemas';
import { buildTestApp, envelopeOf } from '../helper';
import { demo } from './demo-data';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

const partNumber = (name: string) => demo.products.find((p) => p.ProductName === name)!.PartNumber;
const withCoil = partNumber('MDF-A02-S22-230AC');
const eev = partNumber('SEK-16-S33-M12');

describe('GET /api/valve/bom', () => {
  it('splits each product into what is bought and adds the order lines up', async () => {
    const items = `${withCoil}:2,${partNumber('MDF-A03-S33-230AC')}`;
    const response = await app.inject({ method: 'GET', url: `/api/valve/bom?items=${encodeURIComponent(items)}`, headers: { LANG: 'en' } });
    expect(response.statusCode).toBe(200);
    const data = bomAnswer.parse(envelopeOf(response).Data);
    expect(data.products[0]!.lines.map((l) => [l.Role, l.PartNumber, l.Quantity])).toEqual([
      ['body', partNumber('MDF-A02-S22'), 2],
      ['coil', 'COIL-10001', 2],
    ]);
    expect(data.lines.map((l) => [l.Role, l.Quantity])).toEqual([['body', 2], ['coil', 3], ['body', 1]]);
    expect(data.lines[1]!.Description).toBe('230 V AC 50/60 Hz, 9 W, DIN 43650, IP65');
  });

  it("answers descriptions in the request's language", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/valve/bom?items=${eev}`, headers: { LANG: 'cn' } });
    const data = bomAnswer.parse(envelopeOf(response).Data);
    expect(data.lines.map((l) => l.Role)).toEqual(['body', 'coil', 'driver', 'cable']);
    expect(data.lines[3]!.Description).toBe('定子电缆，M12 插座，3 m');
  });

  it('refuses an unknown part number by name and a malformed list by rule', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/valve/bom?items=NOPE-1:1', headers: { LANG: 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).Result).not.toBe(0);
    expect(envelopeOf(unknown).ErrorMsg).toContain("'NOPE-1' is not a part number");
    const malformed = await app.inject({ method: 'GET', url: `/api/valve/bom?items=${withCoil}:0`, headers: { LANG: 'en' } });
    expect(malformed.statusCode).toBe(400);
    expect(envelopeOf(malformed).ErrorMsg).toMatch(/items/);
  });
});

// Issue #35 (https://issues/35): a body alone is billed with the coil it needs, the choice offered and preselected for
// the request's country, every line saying what it is for.
describe('GET /api/valve/bom: choices and what each line is for', () => {
  const body = partNumber('MDF-A02-F22');
  const ask = (query: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/valve/bom?${query}`, headers });

  it("preselects the coil of the request's country and says it did", async () => {
    const de = bomAnswer.parse(envelopeOf(await ask(`items=${body}:2`, { LANG: 'de', Country: 'DE' })).Data);
    expect(de.products[0]!.choices).toEqual([
      expect.objectContaining({ For: body, Part: 'coil', Label: `Spule für ${body}`, Chosen: 'COIL-10001', Preselected: true }),
    ]);
    expect(de.products[0]!.choices![0]!.Options).toHaveLength(6);
    expect(de.lines.map((l) => [l.Role, l.Name, l.Quantity, l.For ?? null])).toEqual([
      ['body', 'MDF-A02-F22', 2, null],
      ['coil', 'MQ-230AC-50/60', 2, `Spule für ${body}`],
      ['flare-nut', 'FN-2', 4, `Bördelmuttern für ${body}`],
    ]);
    const us = bomAnswer.parse(envelopeOf(await ask(`items=${body}`, { LANG: 'en', Country: 'US' })).Data);
    expect(us.products[0]!.choices![0]!.Chosen).toBe('COIL-10002');
  });

  it("bills the buyer's choice and refuses one that is no option", async () => {
    const chosen = bomAnswer.parse(envelopeOf(await ask(`items=${body}&choices=${body}:COIL-10004`, { LANG: 'en', Country: 'US' })).Data);
    expect(chosen.products[0]!.choices![0]).toMatchObject({ Chosen: 'COIL-10004', Preselected: false });
    expect(chosen.lines[1]).toMatchObject({ PartNumber: 'COIL-10004', For: `Coil for ${body}`, ForPartNumbers: [body] });
    const refused = await ask(`items=${body}&choices=${body}:COIL-30001`, { LANG: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(envelopeOf(refused).ErrorMsg).toBe(`Invalid input: choices 'COIL-30001' is not an option for ${body}`);
  });

  it('bills a flare expansion valve with its nuts, and an EEV body with a stator and the driver of its motor', async () => {
    // RFKHX-03's flare variant: 3/8 × 1/2 SAE (two nut sizes, one each).
    const txv = demo.products.find((p) => p.ProductName.startsWith('RFKHX-03-') && p.ConnectionType === 'SAE')!;
    const sek = partNumber('SEK-16-S33');
    const data = bomAnswer.parse(envelopeOf(await ask(`items=${txv.PartNumber},${sek}`, { LANG: 'en' })).Data);
    expect(data.products[0]!.lines.map((l) => [l.Role, l.Name, l.Quantity])).toEqual([['valve', txv.ProductName, 1], ['flare-nut', 'FN-3', 1], ['flare-nut', 'FN-4', 1]]);
    expect(data.products[1]!.lines.map((l) => [l.Role, l.Name, l.For])).toEqual([
      ['body', 'SEK-16-S33', undefined],
      ['coil', 'SB-12DC-L05', `Stator for ${sek}`],
      ['driver', 'SD-B24', `Driver for ${sek}`],
    ]);
  });
});

describe('GET /api/report/bom', () => {
  const url = (format: string) => `/api/report/bom?format=${format}&items=${withCoil}:2&link=${encodeURIComponent('https://shop.example/s?x=1')}`;

  it('downloads CSV for a guest, formulas defused, the link last', async () => {
    const response = await app.inject({ method: 'GET', url: url('csv'), headers: { LANG: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="bom-\d{4}-\d\d-\d\d\.csv"/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Section,Part number,Quantity,Part,Name,Description,For');
    expect(lines[1]).toBe(`Order,${partNumber('MDF-A02-S22')},2,body,MDF-A02-S22,NC body,Body of ${withCoil}`);
    expect(lines[2]).toBe(`Order,COIL-10001,2,coil,MQ-230AC-50/60,"230 V AC 50/60 Hz, 9 W, DIN 43650, IP65",Coil for ${withCoil}`);
    expect(lines.at(-1)).toBe('Selection,https://shop.example/s?x=1');
  });

  it('downloads XLSX and JSON with the same lines', async () => {
    const xlsx = await app.inject({ method: 'GET', url: url('xlsx'), headers: { LANG: 'cn' } });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('BOM')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('物料号');
    expect(sheet.getRow(3).values).toEqual([undefined, '订单', 'COIL-10001', 2, 'coil', 'MQ-230AC-50/60', '230 V AC 50/60 Hz, 9 W, DIN 43650, IP65', `${withCoil} 的线圈`]);
    const json = await app.inject({ method: 'GET', url: url('json') });
    const body = JSON.parse(json.body) as { link: string; lines: { PartNumber: string; Quantity: number }[] };
    expect(body.link).toBe('https://shop.example/s?x=1');
    expect(body.lines.map((l) => [l.PartNumber, l.Quantity])).toEqual([[partNumber('MDF-A02-S22'), 2], ['COIL-10001', 2]]);
  });
});
