// Issue 27: a report of products graded at two operating points shows every point's conditions, each product's
// figures at each point and the point and limit that decided its grade: in the model, the spreadsheet and the PDF.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../src/contracts/report';
import type { CalculationData, SelectionRow } from '../../../src/contracts/selection';
import { envelopeOf, get } from '../helper';
import { savedWorkApps } from '../results/databases';
import { member, type Member } from '../results/member';
import { demo } from '../valve/demo-data';
import { pdfText } from './pdf-reader';
import { calculated, savedRow, saveList } from './saved-report';

const apps = await savedWorkApps();

/** An EEV at full load (10 kW) and at the lowest part load (3 kW), R410A, Te −10 ℃, Tk 40 ℃. */
const request = {
  valveName: 'Eev',
  refrigerant: 'R410A',
  conditions: { Capicity: { value: 10, unit: 'kW' } },
  designPointName: 'Full load',
  operatingPoints: [{ name: 'Part load', conditions: { Capicity: { value: 3, unit: 'kW' } } }],
};

const rowsOf = (data: CalculationData): SelectionRow[] => [...data.Optimal, ...data.Available, ...data.Prohibited];

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  let data: CalculationData;
  let picked: SelectionRow[];
  let owner: Member;

  beforeAll(async () => {
    data = await calculated(app, request);
    // One size decided by the part-load point (SEK-34), one by the full load (DPF-20: 93 % open there).
    picked = ['SEK-34', 'DPF-20'].map((name) => rowsOf(data).find((row) => row.SizeName === name)!);
    owner = await member(app.db, `pts${_database.slice(0, 3)}`);
    await saveList(app, { conditionList: [data.SelectCondition], productList: picked.map((row) => savedRow(row, 0)) }, owner.headers);
  });

  it('models every point of the set and each product at each point, the deciding one named', async () => {
    const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { language: 'en' }, owner.headers)).Data!;
    const [set] = report.conditionSets;
    expect(set!.points!.map((p) => p.name)).toEqual(['Full load', 'Part load']);
    expect(set!.points![1]!.conditions.find((line) => line.name === 'Capicity')).toMatchObject({ value: 3, unit: 'kW' });
    const [sek, dpf] = report.products;
    expect(sek!.result).toMatchObject({ grade: 'Prohibited', decidingPoint: 1 });
    expect(sek!.result!.reasons).toEqual(['opening 8.53 % below the minimum controllable 10 % at Part load']);
    expect(dpf!.result!.decidingPoint).toBe(0);
    expect(dpf!.result!.reasons[0]).toMatch(/ at Full load$/);
    // The opening at each point as calculated, the part-load one 30 % of the full-load one (linear characteristic).
    const opening = (point: number) => sek!.result!.points![point]!.figures.find((f) => f.name === 'opening')!.value!;
    expect(opening(0)).toBe(picked[0]!.Points![0]!.Values.opening!.value);
    expect(opening(1) / opening(0)).toBeCloseTo(0.3, 6);
    expect(opening(1)).toBeLessThan(demo.sizes.find((s) => s.Name === 'SEK-34')!.tech!.minOpeningPercent as number);
  });

  it('writes a Points sheet, the deciding point per product and the conditions of both points to the spreadsheet', async () => {
    const response = await get(app, '/api/report/xlsx', { language: 'en' }, owner.headers);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Products', 'Conditions', 'Points']);

    const products = workbook.getWorksheet('Products')!;
    const productHeader = (products.getRow(1).values as unknown[]).slice(1);
    const decidingColumn = productHeader.indexOf('Deciding point') + 1;
    expect(decidingColumn).toBeGreaterThan(0);
    expect([products.getRow(2).getCell(1).value, products.getRow(2).getCell(decidingColumn).value]).toEqual([picked[0]!.PartNumber, 'Part load']);
    expect([products.getRow(3).getCell(1).value, products.getRow(3).getCell(decidingColumn).value]).toEqual([picked[1]!.PartNumber, 'Full load']);

    const points = workbook.getWorksheet('Points')!;
    const header = (points.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['Part number', 'Point', 'Deciding point', 'Grade', 'Reason']);
    const openingColumn = header.indexOf('Opening (%)') + 1;
    const cells = (row: number) => [1, 2, 3, 4, 5, openingColumn].map((column) => points.getRow(row).getCell(column).value);
    const sek = picked[0]!.Points!;
    expect(cells(2)).toEqual([picked[0]!.PartNumber, 'Full load', '', 'Available', sek[0]!.Reason, sek[0]!.Values.opening!.value]);
    expect(cells(3)).toEqual([picked[0]!.PartNumber, 'Part load', 'yes', 'Prohibited', sek[1]!.Reason, sek[1]!.Values.opening!.value]);
    expect(points.getRow(3).font?.bold).toBe(true);
    expect(cells(4).slice(0, 3)).toEqual([picked[1]!.PartNumber, 'Full load', 'yes']);
    expect(points.rowCount).toBe(5);

    const conditions = workbook.getWorksheet('Conditions')!;
    expect((conditions.getRow(1).values as unknown[]).slice(1)).toEqual(['Set', 'Family', 'Condition', 'Value', 'Unit', 'As shown', 'Point']);
    const capacity = [];
    for (let r = 2; r <= conditions.rowCount; r++) {
      const row = conditions.getRow(r);
      if (row.getCell(3).value === 'Cooling capacity') capacity.push([row.getCell(4).value, row.getCell(5).value, row.getCell(7).value]);
    }
    expect(capacity).toEqual([
      [10, 'kW', 'Full load'],
      [3, 'kW', 'Part load'],
    ]);
  });

  it('prints every point and the deciding limit in the PDF', async () => {
    const text = (await pdfText((await get(app, '/api/report/pdf', { language: 'en' }, owner.headers)).rawPayload)).pages.join('\n');
    expect(text).toContain('Operating point: Full load');
    expect(text).toContain('Operating point: Part load');
    expect(text).toContain('Deciding limit: opening 8.53 % below the minimum controllable 10 % at Part load');
  });
});
