// A performance curve drawn as vectors: axes with round ticks, the size's curve (bold) and its neighbours (grey),
// and the operating point marked with a ring and guide lines. Ticks and labels in the report's number format.
import type { ReportCurve } from '../../../../../src/contracts/report';
import type { ReportWords } from '../words';
import { write } from './fonts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const chartColours = { selected: '#0b5cad', neighbour: '#9aa3ad', point: '#c62828', grid: '#e3e6ea', axis: '#333333', text: '#333333' } as const;

/** Round tick values covering [min, max]: steps of 1, 2 or 5 × 10ⁿ, about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const ticks: number[] = [];
  const first = Math.floor(min / step + 1e-9) * step;
  for (let i = 0; ticks.length === 0 || ticks.at(-1)! < max - step * 1e-9; i++) ticks.push(Number((first + i * step).toPrecision(12)));
  return ticks;
}

function extent(curve: ReportCurve): { x: [number, number]; y: [number, number] } {
  const xs = [...curve.x.values];
  const ys = curve.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (curve.operatingPoint) {
    xs.push(curve.operatingPoint.x);
    ys.push(curve.operatingPoint.y);
  }
  const yMin = Math.min(0, ...ys);
  return { x: [Math.min(...xs), Math.max(...xs)], y: [yMin, Math.max(...ys, yMin + 1e-9)] };
}

/** Draws one curve family into `box` (PDF points, top-left origin). */
export function drawChart(doc: PDFKit.PDFDocument, curve: ReportCurve, box: Box, words: ReportWords, operatingPointLabel: string): void {
  const pad = { left: 42, right: 8, top: 18, bottom: 30 };
  const plot = { x: box.x + pad.left, y: box.y + pad.top, width: box.width - pad.left - pad.right, height: box.height - pad.top - pad.bottom };
  const range = extent(curve);
  const xTicks = niceTicks(range.x[0], range.x[1]);
  const yTicks = niceTicks(range.y[0], range.y[1]);
  const [x0, x1] = [xTicks[0]!, xTicks.at(-1)!];
  const [y0, y1] = [yTicks[0]!, yTicks.at(-1)!];
  const px = (v: number) => plot.x + ((v - x0) / (x1 - x0 || 1)) * plot.width;
  const py = (v: number) => plot.y + plot.height - ((v - y0) / (y1 - y0 || 1)) * plot.height;

  doc.save();
  write(doc.fontSize(8).fillColor(chartColours.text), 'bold', curve.title, { x: box.x, y: box.y }, { width: box.width, lineBreak: false, ellipsis: true });
  doc.font('regular').fontSize(6.5);
  for (const v of xTicks) {
    doc.moveTo(px(v), plot.y).lineTo(px(v), plot.y + plot.height).lineWidth(0.4).strokeColor(chartColours.grid).stroke();
    write(doc.fillColor(chartColours.text), 'regular', words.number(v), { x: px(v) - 20, y: plot.y + plot.height + 2 }, { width: 40, align: 'center', lineBreak: false });
  }
  for (const v of yTicks) {
    doc.moveTo(plot.x, py(v)).lineTo(plot.x + plot.width, py(v)).lineWidth(0.4).strokeColor(chartColours.grid).stroke();
    write(doc.fillColor(chartColours.text), 'regular', words.number(v), { x: box.x, y: py(v) - 3.5 }, { width: pad.left - 4, align: 'right', lineBreak: false });
  }
  doc.rect(plot.x, plot.y, plot.width, plot.height).lineWidth(0.6).strokeColor(chartColours.axis).stroke();
  const axisLabel = (label: string, unit: string) => (unit ? `${label} (${unit})` : label);
  write(doc, 'regular', axisLabel(curve.x.label, curve.x.unit), { x: plot.x, y: plot.y + plot.height + 11 }, { width: plot.width, align: 'center', lineBreak: false });
  write(doc, 'regular', axisLabel(curve.y.label, curve.y.unit), { x: box.x, y: box.y + 9 }, { width: box.width, lineBreak: false, ellipsis: true });

  // Neighbours first, so that the size's own curve is drawn over them; nothing strays out of the plot.
  doc.save();
  doc.rect(plot.x, plot.y, plot.width, plot.height).clip();
  for (const series of [...curve.series].sort((a, b) => Number(a.selected) - Number(b.selected))) {
    let drawing = false;
    series.values.forEach((value, i) => {
      const x = curve.x.values[i]!;
      if (value === null) {
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(px(x), py(value));
      else doc.moveTo(px(x), py(value));
      drawing = true;
    });
    doc.lineWidth(series.selected ? 1.6 : 0.8).strokeColor(series.selected ? chartColours.selected : chartColours.neighbour);
    if (!series.selected) doc.dash(2, { space: 1.5 });
    doc.stroke().undash();
  }
  doc.restore();

  const point = curve.operatingPoint;
  if (point) {
    const [x, y] = [px(point.x), py(point.y)];
    doc.moveTo(x, plot.y + plot.height).lineTo(x, y).lineTo(plot.x, y).lineWidth(0.6).dash(1.5, { space: 1.5 }).strokeColor(chartColours.point).stroke().undash();
    doc.circle(x, y, 3).lineWidth(1.2).strokeColor(chartColours.point).stroke();
    write(doc.fillColor(chartColours.point).fontSize(6.5), 'regular', operatingPointLabel, { x: Math.min(x + 5, plot.x + plot.width - 60), y: Math.max(y - 10, plot.y + 1) }, { width: 60, lineBreak: false });
  }
  legend(doc, curve, { x: plot.x, y: box.y + box.height - 8, width: plot.width });
  doc.restore();
}

function legend(doc: PDFKit.PDFDocument, curve: ReportCurve, at: { x: number; y: number; width: number }): void {
  let x = at.x;
  doc.fontSize(6.5);
  for (const series of curve.series) {
    const colour = series.selected ? chartColours.selected : chartColours.neighbour;
    const width = doc.widthOfString(series.label) + 22;
    if (x + width > at.x + at.width) break;
    doc.moveTo(x, at.y + 3.5).lineTo(x + 12, at.y + 3.5).lineWidth(series.selected ? 1.6 : 0.8).strokeColor(colour).stroke();
    write(doc.fillColor(chartColours.text), 'regular', series.label, { x: x + 15, y: at.y }, { lineBreak: false });
    x += width;
  }
}
