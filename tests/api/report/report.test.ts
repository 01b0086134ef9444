// Issue 13: the report of a member's saved products, as the model (GET /api/report/data), as a PDF read back with
// pdf.js, and as a spreadsheet opened with exceljs; on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportCurve, ReportData } from '../../../src/contracts/report';
import type { CalculationData, SelectionRow } from '../../../src/contracts/selection';
import { envelopeOf, get } from '../helper';
import { savedWorkApps } from '../results/databases';
import { member, type Member } from '../results/member';
import { calculated, listedProduct, listOf, saveList, solenoidRequest } from './saved-report';
import { pdfText, strokeColours } from './pdf-reader';

const apps = await savedWorkApps();

const A4 = { width: 595.28, height: 841.89 };

/** The curve's y at x, interpolated linearly between its points (the curve is drawn so). */
function curveAt(curve: ReportCurve, x: number): number {
  const selected = curve.series.find((series) => series.selected)!;
  const xs = curve.x.values;
  const i = xs.findIndex((value, k) => k > 0 && value >= x);
  const [x0, x1, y0, y1] = [xs[i - 1]!, xs[i]!, selected.values[i - 1]!, selected.values[i]!];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

const rowsOf = (data: CalculationData): SelectionRow[] => [...data.Optimal, ...data.Available, ...data.Prohibited];

describe.each(apps)('on %s', (_database, app: FastifyInstance) => {
  let calculation: CalculationData;
  let mei: Member;
  let picked: SelectionRow[];

  beforeAll(async () => {
    calculation = await calculated(app, solenoidRequest, { lang: 'cn' });
    mei = await member(app.db, 'mei001');
    const body = listOf(calculation, 3);
    await saveList(app, body, mei.headers);
    picked = [rowsOf(calculation)[0]!, rowsOf(calculation)[2]!];
  });

  const hashkeys = () => picked.map((row) => row.Hashkey).join(',');

  describe('a Chinese PDF of two of three products', () => {
    let bytes: Buffer;
    let text: Awaited<ReturnType<typeof pdfText>>;

    beforeAll(async () => {
      const response = await get(app, '/api/report/pdf', { hashkeys: hashkeys(), language: 'cn' }, mei.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="report-\d{4}-\d{2}-\d{2}\.pdf"$/);
      bytes = response.rawPayload;
      text = await pdfText(bytes);
    });

    it('is A4 and holds the two part numbers, not the third', () => {
      expect(text.size.width).toBeCloseTo(A4.width, 1);
      expect(text.size.height).toBeCloseTo(A4.height, 1);
      const all = text.pages.join('\n');
      for (const row of picked) expect(all).toContain(row.PartNumber);
      expect(all).not.toContain(rowsOf(calculation)[1]!.PartNumber);
    });

    it('prints its headings, the inputs and the grade in Chinese', () => {
      const all = text.pages.join('\n');
      for (const label of ['阀门选型报告', '输入条件', '制冷剂', '蒸发温度（露点）', '技术参数', '额定工况', '性能曲线', '等级', '工况点', '数据来源']) {
        expect(all).toContain(label);
      }
      expect(all).toContain(picked[0]!.Grade === 'Optimal' ? '最佳' : calculation.groupTitles[picked[0]!.Grade]);
    });

    it('has the maker, the date, "n / N" and the demonstration notice on every page', () => {
      const pages = text.pages.length;
      text.pages.forEach((page, i) => {
        expect(page).toContain('阀门选型');
        expect(page).toMatch(/生成日期 \d{4}年\d{1,2}月\d{1,2}日/);
        expect(page).toContain(`${i + 1} / ${pages}`);
        expect(page).toContain('演示数据');
      });
    });

    it("draws each product's picture, the catalogue's line drawing", async () => {
      // The family drawings (host-site/web/public/images/families/*.svg) are stroked in #2b4a6f; nothing else of
      // the report uses that colour.
      const pages = text.pages.map((_, i) => i + 1).filter((n) => picked.some((row) => text.pages[n - 1]!.includes(row.PartNumber)));
      const colours = await Promise.all(pages.map((n) => strokeColours(bytes, n)));
      expect(colours.some((page) => page.has('#2b4a6f'))).toBe(true);
    });

    it('embeds a subset of the CJK font, and stays small', () => {
      const raw = bytes.toString('latin1');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
      expect(raw).toContain('/FontFile2');
      // The font files are 10.5 MB each: a whole one embedded could not fit.
      expect(bytes.length).toBeLessThan(400_000);
    });
  });

  describe('the report model', () => {
    it('repeats the inputs and holds what the selector showed for each product', async () => {
      const answer = envelopeOf<ReportData>(await get(app, '/api/report/data', { hashkeys: hashkeys(), language: 'cn' }, mei.headers));
      expect(answer.Result).toBe(0);
      const report = answer.Data!;
      expect(report.language).toBe('cn');
      expect(report.demoNotice).toContain('演示数据');
      expect(report.conditionSets).toHaveLength(1);
      const set = report.conditionSets[0]!;
      expect(set).toMatchObject({ index: 0, valveName: 'Sov', familyName: '电磁阀', refrigerant: 'R134a' });
      expect(set.conditions.find((line) => line.name === 'Te')).toMatchObject({ label: '蒸发温度（露点）', value: -10, unit: '℃', text: '-10 ℃' });
      expect(set.conditions.find((line) => line.name === 'Capicity')).toMatchObject({ value: 10, unit: 'kW' });
      expect(set.conditions.find((line) => line.name === 'Pos')!.text).toBe('液管');

      expect(report.products.map((product) => product.PartNumber)).toEqual(picked.map((row) => row.PartNumber));
      report.products.forEach((product, i) => {
        const row = picked[i]!;
        expect(product.result!.grade).toBe(row.Grade);
        expect(product.result!.reasons).toEqual(row.Reasons.map((reason) => reason.text));
        // Where the figures come from, as the selector's row says it (issue 23): a solenoid valve rests on its Kv.
        // And where they were calculated, from which catalogue data (issue 41).
        const shown = calculation.Provenances[row.Provenance.source]!;
        expect(product.result!.provenance).toBe(`${shown.text} (${shown.computed.text})`);
        expect(product.result!.provenance).toMatch(/（由服务器根据产品目录数据 .+ 计算）|\(由服务器根据产品目录数据 .+ 计算\)$/);
        expect(product.result!.provenance).toMatch(/^物理模型；流量系数 Kv（IEC 60534-2-1）/);
        const capacity = product.result!.figures.find((figure) => figure.name === 'capacity')!;
        expect(capacity).toMatchObject({ label: '容量', value: row.Values.capacity!.value, unit: 'kW' });
        expect(product.techData.find((line) => line.name === 'psBar')).toMatchObject({ label: '最高工作压力 PS', unit: 'bar' });
        // Rated capacity only for the refrigerant the product was chosen for.
        expect(product.techData.filter((line) => line.name.startsWith('tech.ratedCapacityKW.')).map((line) => line.name)).toEqual(['tech.ratedCapacityKW.R134a']);
        expect(product.ratingBasis).toMatch(/^额定容量对应的工况：蒸发温度 -10 ℃，冷凝温度 25 ℃/);
      });
    });

    it("marks the operating point on the curves: the duty at Te, and the drop the result gives at the duty", async () => {
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { hashkeys: picked[0]!.Hashkey, language: 'en' }, mei.headers)).Data!;
      const [product] = report.products;
      const kinds = Object.fromEntries(product!.curves.map((curve) => [curve.kind, curve]));
      expect(kinds['capacity-te']!.operatingPoint).toEqual({ x: -10, y: 10 });
      const drop = kinds['drop-capacity']!;
      expect(drop.operatingPoint).toEqual({ x: 10, y: picked[0]!.Values.pressureDrop!.value });
      // The curve drawn through the same duty passes through the point (within its 2 % chord error).
      expect(curveAt(drop, 10)).toBeCloseTo(drop.operatingPoint!.y, 2);
    });

    it('answers in the unit set asked for: −10 ℃ is 14 ℉, 10 kW is 2.843 TR', async () => {
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { hashkeys: picked[0]!.Hashkey, language: 'en' }, { ...mei.headers, unitid: '1' })).Data!;
      expect(report.unitSystem).toBe(1);
      const lines = report.conditionSets[0]!.conditions;
      expect(lines.find((line) => line.name === 'Te')).toMatchObject({ value: 14, unit: '℉' });
      // 1 TR = 3.516853 kW (12 000 Btu/h; ASHRAE Handbook, Fundamentals, ch. 38).
      const duty = lines.find((line) => line.name === 'Capicity')!;
      expect(duty.unit).toBe('TR');
      expect(duty.value).toBeCloseTo(10 / 3.516853, 3);
      expect(report.products[0]!.curves.find((curve) => curve.kind === 'capacity-te')!.operatingPoint!.x).toBe(14);
    });

    it('a language loaded on demand has its own words and its own date', async () => {
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { hashkeys: picked[0]!.Hashkey, language: 'de' }, mei.headers)).Data!;
      expect(report.language).toBe('de');
      expect(report.title).toBe('Ventilauslegungsbericht');
      expect(report.generatedDate).toMatch(/^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
    });

    it('says that a product added from the product list has no result', async () => {
      const lin = await member(app.db, 'lin001');
      const body = listOf(calculation, 1);
      body.conditionList.push({ valveName: 'Sov', refrigerant: '', approvals: [], conditions: {} });
      body.productList.push(listedProduct(rowsOf(calculation)[4]!, 1));
      await saveList(app, body, lin.headers);
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { language: 'en' }, lin.headers)).Data!;
      expect(report.conditionSets).toHaveLength(1);
      const listed = report.products[1]!;
      expect(listed).toMatchObject({ conditionIndex: null, result: null, curves: [] });
      expect(listed.noResult).toBe('Added from the product list: no operating conditions were entered, so nothing was calculated.');
      expect(listed.techData.length).toBeGreaterThan(3);
      const pdf = await pdfText((await get(app, '/api/report/pdf', { language: 'en' }, lin.headers)).rawPayload);
      expect(pdf.pages.join(' ')).toContain('no operating conditions were entered');
    });
  });

  describe('the spreadsheet', () => {
    it('has one row per product with an empty quantity, numbers as numbers, and the conditions', async () => {
      const response = await get(app, '/api/report/xlsx', { hashkeys: hashkeys(), language: 'en' }, mei.headers);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="report-\d{4}-\d{2}-\d{2}\.xlsx"$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Products', 'Conditions']);

      const products = workbook.getWorksheet('Products')!;
      const header = (products.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 5)).toEqual(['Part number', 'Description', 'Series', 'Size', 'Quantity']);
      expect(header).toContain('Capacity (kW)');
      expect(header).toContain('Pressure drop (bar)');
      expect(header.slice(-4)).toEqual(['Technical data', 'Grade', 'Reason', 'Source of the figures']);
      expect(products.getRow(1).font?.bold).toBe(true);
      expect(products.rowCount).toBe(3);
      picked.forEach((row, i) => {
        const cells = products.getRow(i + 2);
        expect(cells.getCell(1).value).toBe(row.PartNumber);
        expect(cells.getCell(3).value).toBe(row.SerialName);
        expect(cells.getCell(4).value).toBe(row.SizeName);
        expect(cells.getCell(5).value).toBeNull();
        expect(cells.getCell(header.indexOf('Capacity (kW)') + 1).value).toBe(row.Values.capacity!.value);
        expect(cells.getCell(header.indexOf('Grade') + 1).value).toBe(calculation.Optimal.includes(row) ? 'Optimal' : row.Grade);
        expect(cells.getCell(header.length).value).toMatch(/^physical model; flow coefficient Kv \(IEC 60534-2-1\), liquid .*reference state IIR \(calculated on the server from catalogue data .+\)$/);
      });
      expect(products.getColumn(1).width).toBeGreaterThanOrEqual(10);

      const conditions = workbook.getWorksheet('Conditions')!;
      expect((conditions.getRow(1).values as unknown[]).slice(1)).toEqual(['Set', 'Family', 'Condition', 'Value', 'Unit', 'As shown']);
      const te = conditions.getSheetValues().find((row) => Array.isArray(row) && row[3] === 'Evaporating temperature (dew point)') as unknown[];
      expect(te.slice(1)).toEqual([1, 'Solenoid valve', 'Evaporating temperature (dew point)', -10, '℃', '-10 ℃']);
    });
  });

  // Issue 26: a list added in English kept its English product types ("NC") in a Chinese report.
  describe('product types in the report\'s language, whatever language the list was added in', () => {
    // The catalogue's Chinese product types of the solenoid valves (host-site/server/catalogue/data/products.json).
    const chineseType: Record<string, string> = { NC: '常闭', NO: '常开', 'NC body': '常闭阀体', 'NO body': '常开阀体' };
    let english: SelectionRow[];
    let wang: Member;

    beforeAll(async () => {
      const answer = await calculated(app, solenoidRequest, { lang: 'en' });
      english = rowsOf(answer).slice(0, 3);
      wang = await member(app.db, 'wang001');
      await saveList(app, listOf(answer, 3), wang.headers);
    });

    it('the report page, the PDF and the spreadsheet in cn show the catalogue\'s Chinese product type', async () => {
      for (const row of english) expect(Object.keys(chineseType)).toContain(row.ProductType);
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { language: 'cn' }, wang.headers)).Data!;
      expect(report.products.map((product) => product.ProductType)).toEqual(english.map((row) => chineseType[row.ProductType]));

      const pdf = (await pdfText((await get(app, '/api/report/pdf', { language: 'cn' }, wang.headers)).rawPayload)).pages.join('\n');
      for (const row of english) expect(pdf).toContain(chineseType[row.ProductType]);
      expect(pdf).not.toMatch(/ · N[CO]( body)?$/m);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await get(app, '/api/report/xlsx', { language: 'cn' }, wang.headers)).rawPayload as unknown as ArrayBuffer);
      const descriptions = english.map((_row, i) => String(workbook.worksheets[0]!.getRow(i + 2).getCell(2).value));
      english.forEach((row, i) => expect(descriptions[i]).toMatch(new RegExp(` · ${chineseType[row.ProductType]!}$`)));
    });

    it('and in English again in an English report', async () => {
      const report = envelopeOf<ReportData>(await get(app, '/api/report/data', { language: 'en' }, wang.headers)).Data!;
      expect(report.products.map((product) => product.ProductType)).toEqual(english.map((row) => row.ProductType));
    });
  });

  describe('bad input: a clear refusal as JSON, and no file', () => {
    const calls = ['/api/report/data', '/api/report/pdf', '/api/report/xlsx'];

    it.each(calls)('%s: a guest is asked to sign in; a dead token is refused', async (url) => {
      expect(envelopeOf(await get(app, url, {}, { lang: 'en' }))).toEqual({ Result: 100, Data: null, ErrorMsg: 'Please sign in firstly' });
      expect(envelopeOf(await get(app, url, {}, { authorization: 'Bearer not-a-token' })).Result).toBe(50014);
    });

    const refused = async (url: string, query: Record<string, string>, headers: Record<string, string>) => {
      const response = await get(app, url, query, { lang: 'en', ...headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      const answer = envelopeOf(response);
      expect(answer.Result).toBe(2);
      return answer.ErrorMsg;
    };

    it.each(calls)('%s: an empty list, nothing ticked, an unknown Hashkey, another member\'s product, an unknown language', async (url) => {
      const nobody = await member(app.db, `none${calls.indexOf(url)}`);
      expect(await refused(url, {}, nobody.headers)).toBe('Invalid input: Please select at least one part number');
      expect(await refused(url, { hashkeys: ' , ' }, mei.headers)).toBe('Invalid input: Please select the product to be exported');
      expect(await refused(url, { hashkeys: `${picked[0]!.Hashkey},nosuchkey` }, mei.headers)).toBe('Invalid input: not in your saved list: nosuchkey');
      // Mei's products are in Mei's list only.
      expect(await refused(url, { hashkeys: picked[0]!.Hashkey }, nobody.headers)).toContain(picked[0]!.Hashkey);
      expect(await refused(url, { language: 'xx' }, mei.headers)).toMatch(/^Invalid input: language must be one of "cn", "en", .*"pt"$/);
      expect(await refused(url, { hashkeys: ' , ' }, { ...mei.headers, lang: 'cn' })).toBe('输入无效：请选择要导出的产品');
    });
  });
});
