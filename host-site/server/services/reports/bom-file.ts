// The bill of materials as a buyer's file (issue #28): CSV for any tool, XLSX for a spreadsheet, JSON for a
// shop's import. The order lines first (each part once, quantities added up), then each product's own lines, so
// the file is both the order and its explanation. No prices: they are the distributor's, never sent here.
import ExcelJS from 'exceljs';
import type { BomAnswer, BomLineRow } from '../../../../src/contracts/bom';
import type { Language } from '../../../../src/i18n';
import type { FileAnswer } from '../../http/register-call';

export type BomFormat = 'csv' | 'xlsx' | 'json';

const MEDIA: Record<BomFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/** Column headers: the report languages' (cn, en); any other language reads the English. */
const HEADERS: Record<'cn' | 'en', { section: string; order: string; product: string; partNumber: string; quantity: string; role: string; name: string; description: string; for: string; link: string }> = {
  en: { section: 'Section', order: 'Order', product: 'Product', partNumber: 'Part number', quantity: 'Quantity', role: 'Part', name: 'Name', description: 'Description', for: 'For', link: 'Selection' },
  cn: { section: '部分', order: '订单', product: '产品', partNumber: '物料号', quantity: '数量', role: '部件', name: '型号', description: '说明', for: '用于', link: '选型' },
};

type Row = [section: string, partNumber: string, quantity: number, role: string, name: string, description: string, usedFor: string];

function rows(bom: BomAnswer, words: (typeof HEADERS)['en']): Row[] {
  const of = (section: string) => (line: BomLineRow): Row => [section, line.PartNumber, line.Quantity, line.Role, line.Name, line.Description, line.For ?? ''];
  return [...bom.lines.map(of(words.order)), ...bom.products.flatMap((p) => p.lines.map(of(`${words.product} ${p.PartNumber} × ${p.Quantity}`)))];
}

/** RFC 4180 quoting; a cell starting with = + - @ is prefixed with ' so that a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file of a bill in a format; `date` names it (bom-YYYY-MM-DD). */
export async function bomFile(bom: BomAnswer, format: BomFormat, language: Language, date: Date, link?: string): Promise<FileAnswer> {
  const words = HEADERS[language === 'cn' ? 'cn' : 'en'];
  const filename = `bom-${date.toISOString().slice(0, 10)}.${format}`;
  const header = [words.section, words.partNumber, words.quantity, words.role, words.name, words.description, words.for];
  let bytes: Uint8Array;
  if (format === 'json') {
    bytes = new TextEncoder().encode(`${JSON.stringify({ ...(link ? { link } : {}), ...bom }, null, 2)}\n`);
  } else if (format === 'csv') {
    const lines = [header, ...rows(bom, words), ...(link ? [[words.link, link]] : [])].map((r) => r.map(csvCell).join(','));
    // The byte-order mark makes Excel read UTF-8 (Chinese descriptions) rather than the system's code page.
    bytes = new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
  } else {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('BOM', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(header).font = { bold: true };
    for (const r of rows(bom, words)) sheet.addRow(r);
    if (link) sheet.addRow([words.link, { text: link, hyperlink: link }]);
    sheet.columns.forEach((column, i) => {
      column.width = [22, 16, 10, 16, 26, 60, 40][i];
    });
    bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  }
  return { bytes, filename, mediaType: MEDIA[format] };
}
