import type uPlot from 'uplot';

/** A chart's knob as `element` sees it (set by the shop, or inherited), else its default: a canvas cannot use var(). */
export function knobValue<K extends string>(element: Element, knobs: Record<K, { default: string }>, name: K): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || knobs[name].default;
}

/** What sets a chart widget's plot apart; the rest of its options are the same for every chart. */
export interface PlotSpec {
  /** Height of the plot with its axes, px. */
  height: number;
  /** Axis numbers and the x value in the legend, in the widget's locale. */
  format: Intl.NumberFormat;
  /** Colour of the grid lines and ticks. */
  grid: string;
  /** Axis titles, with units. */
  x: string;
  y: string;
  /** The curves, after the x series. */
  series: uPlot.Series[];
}

/**
 * uPlot options of a chart in `element`: as wide as its box (240 px at least), a numeric x scale, both axes in the
 * element's text colour with `grid` lines. A widget adds its own legend, cursor and hooks.
 */
export function plotOptions(element: HTMLElement, spec: PlotSpec): uPlot.Options {
  const text = getComputedStyle(element).color || '#1f2933';
  const axis = (label: string): uPlot.Axis => ({
    label,
    stroke: text,
    grid: { stroke: spec.grid, width: 1 },
    ticks: { stroke: spec.grid, width: 1 },
    values: (_u, splits) => splits.map((v) => spec.format.format(v)),
  });
  return {
    width: Math.max(element.clientWidth, 240),
    height: spec.height,
    scales: { x: { time: false } },
    axes: [axis(spec.x), axis(spec.y)],
    series: [{ label: spec.x, value: (_u, v) => (v == null ? '–' : spec.format.format(v)) }, ...spec.series],
  };
}
