// The report as a spreadsheet for buyers: sheet Products, one row per product with an empty quantity column to fill
// in, and sheet Conditions, one row per condition. Numbers are numbers (a buyer sums and sorts them), their units
// in the column headers; every text is in the report's language.
import ExcelJS from 'exceljs';
import type { ReportData, ReportLine, ReportProduct } from '../../../../../src/contracts/report';
import { reportTranslator } from '../language';

type Cell = string | number | null;

interface Column {
  header: string;
  /** Numbers in this column are in this unit (said in the header). */
  unit?: string;
}

/** The figures of the results as columns: each figure name once, in the order they first appear, with its unit. */
function figureColumns(report: ReportData): (Column & { name: string })[] {
  const columns = new Map<string, Column & { name: string }>();
  for (const product of report.products) {
    for (const figure of product.result?.figures ?? []) {
      if (!columns.has(figure.name)) columns.set(figure.name, { name: figure.name, header: figure.label, ...(figure.unit ? { unit: figure.unit } : {}) });
    }
  }
  return [...columns.values()];
}

function headerText(column: Column): string {
  return column.unit ? `${column.header} (${column.unit})` : column.header;
}

/** A line's number when it has one in the column's unit, else its text. */
function cellOf(line: ReportLine | undefined, unit?: string): Cell {
  if (!line) return null;
  if (typeof line.value === 'number' && (line.unit ?? '') === (unit ?? line.unit ?? '')) return line.value;
  return line.value === null ? null : line.text;
}

/** Bold header on a fill, frozen with a filter; widths from the longest text, within reason. */
function addSheet(workbook: ExcelJS.Workbook, name: string, headers: string[], rows: Cell[][]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B5CAD' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  headers.forEach((text, i) => {
    // A CJK character is about two Latin widths.
    const width = (value: Cell) => (value === null ? 0 : [...String(value)].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0));
    const longest = Math.max(width(text), ...rows.map((row) => width(row[i] ?? null)));
    sheet.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 8), 60);
  });
  return sheet;
}

/** Sheet Points: a row per product and operating point, its grade, reasons and figures there; the deciding row marked. */
function pointsSheet(workbook: ExcelJS.Workbook, report: ReportData, t: (key: string) => string): void {
  const { labels } = report;
  const graded = report.products.filter((product) => product.result?.points);
  const columns = new Map<string, Column & { name: string }>();
  for (const product of graded) {
    for (const point of product.result!.points!) {
      for (const figure of point.figures) if (!columns.has(figure.name)) columns.set(figure.name, { name: figure.name, header: figure.label, ...(figure.unit ? { unit: figure.unit } : {}) });
    }
  }
  const figures = [...columns.values()];
  const headers = [labels.partNumber!, t('report:column.point'), labels.decidingPoint!, labels.grade!, labels.reason!, ...figures.map(headerText)];
  const rows = graded.flatMap((product) =>
    product.result!.points!.map((point, index): Cell[] => {
      const decides = index === product.result!.decidingPoint;
      return [
        product.PartNumber,
        point.name,
        decides ? t('details:yes') : '',
        point.gradeTitle,
        point.reasons.join('; '),
        ...figures.map((column) => cellOf(point.figures.find((f) => f.name === column.name), column.unit)),
      ];
    }),
  );
  const sheet = addSheet(workbook, t('report:sheet.points'), headers, rows);
  // The deciding point's row stands out: its reasons are the limit that decided the product's grade.
  rows.forEach((row, i) => {
    if (row[2] === '') return;
    const cells = sheet.getRow(i + 2);
    cells.font = { bold: true };
    cells.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF3CD' } };
  });
}

export async function reportXlsx(report: ReportData): Promise<Uint8Array> {
  const t = reportTranslator(report.language);
  const { labels } = report;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = report.maker;
  workbook.title = report.title;
  workbook.created = new Date(report.generatedAt);

  const figures = figureColumns(report);
  // Issue 27: the deciding point's column only when some product was graded at several points, so a one-point
  // report keeps its columns.
  const withPoints = report.products.some((product) => product.result?.points);
  const decidingName = (product: ReportProduct): Cell => {
    const result = product.result;
    return result?.points ? result.points[result.decidingPoint!]!.name : null;
  };
  const productHeaders = [
    labels.partNumber!,
    labels.description!,
    labels.series!,
    labels.size!,
    labels.quantity!,
    ...figures.map(headerText),
    labels.technicalData!,
    labels.grade!,
    labels.reason!,
    ...(withPoints ? [labels.decidingPoint!] : []),
    labels.provenance!,
  ];
  const productRows = report.products.map((product): Cell[] => [
    product.PartNumber,
    [product.familyName, product.ProductName, product.ProductType].filter((text) => text !== '').join(' · '),
    product.SerialName,
    product.SizeName,
    null,
    ...figures.map((column) => cellOf(product.result?.figures.find((f) => f.name === column.name), column.unit)),
    product.techData.map((line) => `${line.label}: ${line.text}`).join('; '),
    product.result?.gradeTitle ?? labels.notCalculated!,
    product.result ? product.result.reasons.join('; ') : (product.noResult ?? ''),
    ...(withPoints ? [decidingName(product)] : []),
    product.result?.provenance ?? '',
  ]);
  const products = addSheet(workbook, t('report:sheet.products'), productHeaders, productRows);
  // The buyer's column: highlighted, whole numbers only.
  const quantity = products.getColumn(5);
  quantity.eachCell({ includeEmpty: true }, (cell, row) => {
    if (row === 1) return;
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF8E1' } };
    cell.dataValidation = { type: 'whole', operator: 'greaterThanOrEqual', formulae: [0], allowBlank: true, showErrorMessage: true };
  });

  const setsWithPoints = report.conditionSets.some((set) => set.points);
  const conditionRows = report.conditionSets.flatMap((set): Cell[][] => {
    const common = [set.index + 1, set.familyName];
    const approvals = set.approvals.length > 0 ? set.approvals.join(', ') : labels.noApprovals!;
    const line = (l: ReportLine, point?: string): Cell[] => [...common, l.label, typeof l.value === 'number' ? l.value : l.text, l.unit ?? null, l.text, ...(point === undefined ? [] : [point])];
    const head: Cell[][] = [
      [...common, labels.refrigerant!, set.refrigerant, null, set.refrigerant],
      [...common, labels.approvals!, approvals, null, approvals],
    ];
    if (!setsWithPoints) return [...head, ...set.conditions.map((l) => line(l))];
    const points = set.points ?? [{ name: '', conditions: set.conditions }];
    return [...head.map((row) => [...row, null]), ...points.flatMap((point) => point.conditions.map((l) => line(l, point.name)))];
  });
  const columnWords = (key: string) => t(`report:column.${key}`);
  const conditionColumns = ['set', 'family', 'condition', 'value', 'unit', 'text', ...(setsWithPoints ? ['point'] : [])];
  addSheet(workbook, t('report:sheet.conditions'), conditionColumns.map(columnWords), conditionRows);
  if (withPoints) pointsSheet(workbook, report, t);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
