/**
 * What the chart draws, apart from drawing: the data a caller hands in (columnar, x ascending), checked, and
 * turned into uPlot's aligned arrays. Pure functions: the component keeps no state of its own beyond the plot.
 */
import { toJson } from '../../src/contracts/json';

/** One curve: a y value per x value, null where the curve has no point (a size that cannot pass that duty). */
export interface PerformanceSeries {
  label: string;
  values: readonly (number | null)[];
  /** Drawn thicker and first in the legend: the size the user chose. */
  selected?: boolean;
}

/** A chart's data: one x column shared by every series, each axis with its label and unit. */
export interface PerformanceChartData {
  title?: string;
  x: { label: string; unit: string; values: readonly number[] };
  y: { label: string; unit: string };
  series: readonly PerformanceSeries[];
  /** The operating point (the user's conditions on the selected curve), in the axes' units: marked with a ring and lines to both axes. */
  point?: OperatingPoint;
}

/** A point marked on the chart, with its name for the legend line under the plot and for screen readers. */
export interface OperatingPoint {
  x: number;
  y: number;
  label: string;
}

/** Why data cannot be drawn, as an i18n-free code the component words. */
export type ChartDataProblem = 'x-not-ascending' | 'length-mismatch' | 'not-finite';

export type ChartDataCheck = { ok: true } | { ok: false; problem: ChartDataProblem; detail: string };

/** Whether there is anything to draw: at least one x value and one series with at least one point. */
export function hasPoints(data: PerformanceChartData | undefined): data is PerformanceChartData {
  if (!data || data.x.values.length === 0) return false;
  return data.series.some((s) => s.values.some((v) => v !== null && Number.isFinite(v)));
}

/** Checks what uPlot needs: x strictly ascending and finite, every series as long as x. */
export function checkChartData(data: PerformanceChartData): ChartDataCheck {
  const xs = data.x.values;
  for (let i = 0; i < xs.length; i++) {
    if (!Number.isFinite(xs[i])) return { ok: false, problem: 'not-finite', detail: `x[${i}]` };
    if (i > 0 && !(xs[i]! > xs[i - 1]!)) return { ok: false, problem: 'x-not-ascending', detail: `x[${i}]` };
  }
  for (const series of data.series) {
    if (series.values.length !== xs.length) {
      return { ok: false, problem: 'length-mismatch', detail: `${series.label}: ${series.values.length} ≠ ${xs.length}` };
    }
  }
  return { ok: true };
}

/** uPlot's aligned data: x as a Float64Array, then each series (null stays null: uPlot draws a gap). */
export function alignedData(data: PerformanceChartData): [Float64Array, ...(number | null)[][]] {
  return [Float64Array.from(data.x.values), ...data.series.map((s) => s.values.map((v) => (v === null || Number.isFinite(v) ? v : null)))];
}

/**
 * What fixes the plot's structure: the series and axes. New values with the same shape go through setData; a new
 * shape (another size chosen, other units) needs a new plot, because uPlot's series are fixed at creation.
 */
export function chartShape(data: PerformanceChartData): string {
  const point = data.point ? [data.point.label, data.point.x, data.point.y] : null;
  return toJson([data.title ?? '', data.x.label, data.x.unit, data.y.label, data.y.unit, data.series.map((s) => [s.label, !!s.selected]), point]);
}

/** `Capacity (kW)`; the label alone when there is no unit. */
export function axisTitle(axis: { label: string; unit: string }): string {
  return axis.unit ? `${axis.label} (${axis.unit})` : axis.label;
}
