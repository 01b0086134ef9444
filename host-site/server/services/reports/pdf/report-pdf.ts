// The report as an A4 PDF: the maker's name, title, date and "n / N" on every page, the demonstration notice, the
// inputs of each condition set, and per product its data, result with grade and reasons, rating basis and curves.
// Made whole in memory before it is answered, so a failure never sends half a file.
import PDFDocument from 'pdfkit';
import type { ReportData, ReportLine, ReportProduct } from '../../../../../src/contracts/report';
import { reportTranslator } from '../language';
import type { Progress } from '../report-model';
import { ReportWords } from '../words';
import { chartColours, drawChart } from './chart';
import { registerReportFonts, write } from './fonts';
import { drawProductImage, productDrawings } from './product-image';

const A4 = { width: 595.28, height: 841.89 };
const margin = { top: 62, bottom: 48, side: 42 };
const contentWidth = A4.width - 2 * margin.side;
const gradeColours = { Optimal: '#2e7d32', Available: '#b26a00', Prohibited: '#c62828' } as const;
const muted = '#5f6b76';

type Doc = PDFKit.PDFDocument;

/** Starts a new page when fewer than `height` points are left on this one. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > A4.height - margin.bottom) doc.addPage();
}

function heading(doc: Doc, text: string, size = 12): void {
  ensureSpace(doc, size * 3);
  write(doc.moveDown(0.4).font('bold').fontSize(size).fillColor('#000'), 'bold', text, { x: margin.side, y: doc.y }, { width: contentWidth });
  doc.moveDown(0.2);
}

function paragraph(doc: Doc, text: string, options: { colour?: string; size?: number } = {}): void {
  doc.font('regular').fontSize(options.size ?? 8.5).fillColor(options.colour ?? '#000');
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth }) + 2);
  write(doc, 'regular', text, { x: margin.side, y: doc.y }, { width: contentWidth });
}

/** Label and value pairs in `columns` columns, rows as high as their longest text. */
function lineGrid(doc: Doc, lines: readonly ReportLine[], columns = 2): void {
  const cell = contentWidth / columns;
  const labelWidth = cell * 0.52;
  const valueWidth = cell - labelWidth - 6;
  doc.fontSize(8);
  for (let i = 0; i < lines.length; i += columns) {
    const row = lines.slice(i, i + columns);
    const height = Math.max(
      ...row.map((line) => Math.max(doc.font('regular').heightOfString(line.label, { width: labelWidth }), doc.font('bold').heightOfString(line.text, { width: valueWidth }))),
    ) + 3;
    ensureSpace(doc, height);
    const y = doc.y;
    if ((i / columns) % 2 === 0) doc.rect(margin.side, y - 1, contentWidth, height).fill('#f3f5f7');
    row.forEach((line, c) => {
      const x = margin.side + c * cell;
      write(doc.fillColor(muted), 'regular', line.label, { x: x + 3, y }, { width: labelWidth });
      write(doc.fillColor('#000'), 'bold', line.text, { x: x + labelWidth + 3, y }, { width: valueWidth });
    });
    doc.y = y + height;
  }
  doc.x = margin.side;
}

function inputs(doc: Doc, report: ReportData, t: (key: string, params?: Record<string, unknown>) => string): void {
  if (report.conditionSets.length === 0) return;
  heading(doc, report.labels.inputs!, 13);
  for (const set of report.conditionSets) {
    heading(doc, t('report:conditionSet', { number: set.index + 1, family: set.familyName }), 10);
    const approvals = set.approvals.length > 0 ? set.approvals.join(', ') : report.labels.noApprovals!;
    const common = [
      { name: 'refrigerant', label: report.labels.refrigerant!, text: set.refrigerant },
      { name: 'approvals', label: report.labels.approvals!, text: approvals },
    ];
    if (!set.points) {
      lineGrid(doc, [...common, ...set.conditions]);
      continue;
    }
    // Issue 27: every operating point's conditions under its name, the design point first.
    lineGrid(doc, common);
    for (const point of set.points) {
      heading(doc, `${report.labels.operatingPoint!}: ${point.name}`, 9);
      lineGrid(doc, point.conditions);
    }
  }
}

/** The product at each operating point: grade, reasons and figures there, the deciding point marked. */
function pointResults(doc: Doc, result: NonNullable<ReportProduct['result']>, report: ReportData): void {
  const { labels } = report;
  for (const [index, point] of (result.points ?? []).entries()) {
    const deciding = index === result.decidingPoint;
    ensureSpace(doc, 40);
    doc.moveDown(0.3);
    write(doc.fontSize(8.5).fillColor('#000'), 'bold', `${labels.operatingPoint!}: ${point.name} · `, { x: margin.side, y: doc.y }, { continued: true });
    write(doc.fillColor(gradeColours[point.grade]), 'bold', point.gradeTitle + (deciding ? ` · ${labels.decidingPoint!}` : ''), undefined);
    if (point.reasons.length > 0) paragraph(doc, `${deciding ? labels.decidingLimit! : labels.reason!}: ${point.reasons.join('; ')}`, deciding ? { colour: gradeColours[point.grade] } : {});
    lineGrid(doc, point.figures, 3);
  }
}

function result(doc: Doc, product: ReportProduct, report: ReportData, t: (key: string, params?: Record<string, unknown>) => string): void {
  const { labels } = report;
  const title = product.conditionIndex === null ? labels.result! : `${labels.result!} (${t('report:conditionsOf', { number: product.conditionIndex + 1 })})`;
  heading(doc, title, 9.5);
  if (!product.result) {
    paragraph(doc, product.noResult ?? labels.notCalculated!, { colour: muted });
    return;
  }
  const { grade, gradeTitle, reasons, figures } = product.result;
  ensureSpace(doc, 30);
  write(doc.fontSize(8.5).fillColor(muted), 'regular', `${labels.grade!}: `, { x: margin.side, y: doc.y }, { continued: true });
  write(doc.fillColor(gradeColours[grade]), 'bold', gradeTitle, undefined);
  if (reasons.length > 0) paragraph(doc, `${labels.reason!}: ${reasons.join('; ')}`);
  doc.moveDown(0.2);
  if (product.result.points) pointResults(doc, product.result, report);
  else lineGrid(doc, figures, 3);
  paragraph(doc, `${labels.provenance!}: ${product.result.provenance}`, { colour: muted });
}

function curves(doc: Doc, product: ReportProduct, report: ReportData, words: ReportWords): void {
  if (product.curves.length === 0) return;
  const width = (contentWidth - 12) / 2;
  const height = 165;
  // The heading stays with the first row of curves.
  ensureSpace(doc, height + 40);
  heading(doc, report.labels.curves!, 9.5);
  product.curves.forEach((curve, i) => {
    const column = i % 2;
    if (column === 0) ensureSpace(doc, height + 6);
    const y = doc.y;
    drawChart(doc, curve, { x: margin.side + column * (width + 12), y, width, height }, words, report.labels.operatingPoint!);
    doc.y = column === 1 || i === product.curves.length - 1 ? y + height + 8 : y;
  });
  doc.x = margin.side;
}

/** The side of a product's picture, points, at the right of its heading. */
const pictureSize = 52;

function productBlock(doc: Doc, product: ReportProduct, report: ReportData, words: ReportWords, picture: string | undefined): void {
  const { labels } = report;
  const t = words.t;
  // Keep a product's heading with the start of its data.
  ensureSpace(doc, 120);
  doc.moveDown(0.6);
  const top = doc.y;
  doc.rect(margin.side, top, contentWidth, 1.2).fill(chartColours.selected);
  const textWidth = picture ? contentWidth - pictureSize - 8 : contentWidth;
  if (picture) drawProductImage(doc, picture, margin.side + contentWidth - pictureSize, top + 5, pictureSize);
  doc.y = top + 5;
  write(doc.fontSize(12).fillColor('#000'), 'bold', `${product.PartNumber}  ${product.ProductName}`, { x: margin.side, y: doc.y }, { width: textWidth });
  const scope = `${product.familyName} · ${labels.series!} ${product.SerialName} · ${labels.size!} ${product.SizeName}${product.ProductType ? ` · ${product.ProductType}` : ''}`;
  write(doc.fontSize(8.5).fillColor(muted), 'regular', scope, { x: margin.side, y: doc.y }, { width: textWidth });
  if (picture) doc.y = Math.max(doc.y, top + 5 + pictureSize + 4);
  result(doc, product, report, t);
  if (product.ratingBasis) {
    heading(doc, labels.ratingBasis!, 9.5);
    paragraph(doc, product.ratingBasis);
  }
  if (product.techData.length > 0) {
    heading(doc, labels.technicalData!, 9.5);
    lineGrid(doc, product.techData, 2);
  }
  curves(doc, product, report, words);
}

/** Header, footer and page numbers on every page, written once the page count is known. */
function frame(doc: Doc, report: ReportData, t: (key: string, params?: Record<string, unknown>) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text in the margins must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(doc.fontSize(10).fillColor('#000'), 'bold', report.maker, { x: margin.side, y: 24 }, { width: contentWidth / 2, lineBreak: false, ellipsis: true });
    write(doc.fontSize(8).fillColor(muted), 'regular', `${report.title} · ${t('report:generated', { date: report.generatedDate })}`, { x: A4.width / 2, y: 26 }, { width: contentWidth / 2 - margin.side + margin.side, align: 'right', lineBreak: false });
    doc.moveTo(margin.side, 42).lineTo(A4.width - margin.side, 42).lineWidth(0.6).strokeColor(chartColours.selected).stroke();
    const footerY = A4.height - 32;
    doc.moveTo(margin.side, footerY - 4).lineTo(A4.width - margin.side, footerY - 4).lineWidth(0.4).strokeColor(chartColours.grid).stroke();
    if (report.demoNotice) write(doc.fontSize(6.5).fillColor(chartColours.point), 'regular', report.demoNotice, { x: margin.side, y: footerY }, { width: contentWidth - 60 });
    write(doc.fontSize(8).fillColor(muted), 'regular', t('report:page', { page: i - start + 1, pages: count }), { x: A4.width - margin.side - 60, y: footerY }, { width: 60, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The report as PDF bytes; `progress` is told after each product. */
export async function reportPdf(report: ReportData, progress: Progress = () => undefined): Promise<Uint8Array> {
  const t = reportTranslator(report.language);
  const words = new ReportWords(report.language, t);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin.top, bottom: margin.bottom, left: margin.side, right: margin.side },
    bufferPages: true,
    info: { Title: report.title, Author: report.maker, Subject: report.products.map((p) => p.PartNumber).join(', '), CreationDate: new Date(report.generatedAt) },
    lang: report.language === 'cn' ? 'zh-CN' : report.language,
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerReportFonts(doc, report.language);

  write(doc.fontSize(18).fillColor('#000'), 'bold', report.title, { x: margin.side, y: margin.top });
  paragraph(doc, t('report:generated', { date: report.generatedDate }), { colour: muted, size: 9 });
  if (report.demoNotice) {
    doc.moveDown(0.4);
    const height = doc.font('bold').fontSize(8.5).heightOfString(report.demoNotice, { width: contentWidth - 16 }) + 10;
    const y = doc.y;
    doc.rect(margin.side, y, contentWidth, height).lineWidth(0.8).fillAndStroke('#fdecea', chartColours.point);
    write(doc.fillColor(chartColours.point), 'bold', report.demoNotice, { x: margin.side + 8, y: y + 5 }, { width: contentWidth - 16 });
    doc.y = y + height + 4;
  }
  const pictures = await productDrawings([...new Set(report.products.map((product) => product.ImageUrl))]);
  inputs(doc, report, t);
  heading(doc, report.labels.products!, 13);
  for (const [i, product] of report.products.entries()) {
    productBlock(doc, product, report, words, pictures.get(product.ImageUrl));
    progress(i + 1, report.products.length);
  }
  frame(doc, report, t);
  doc.end();
  return finished;
}
