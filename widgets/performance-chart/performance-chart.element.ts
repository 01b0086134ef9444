import { defineWidget } from '../internal/element/define-widget';
import { widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { PerformanceChart } from './performance-chart';
import { performanceChartResources } from './performance-chart.resources';
import { knobs } from './performance-chart.styles';

/** Draws performance curves (capacity, pressure drop ...) of one or more sizes against a shared x axis. */
export const meta = {
  tag: 'vs-performance-chart',
  doc: 'Performance curves drawn with uPlot: one x column, a y column per curve; resizes with its box.',
  attributes: {
    data: {
      type: 'json',
      shape: 'object',
      doc: 'The curves: { title?, x: { label, unit, values (ascending) }, y: { label, unit }, series: [{ label, values (null for a gap), selected? }], point?: { x, y, label } (the operating point, marked) }. Prefer the property for large data.',
    },
    error: { type: 'string', doc: 'A message shown instead of the curves.' },
    height: { type: 'number', default: '280', doc: 'Height of the plot with its axes, px.' },
    lang: widgetAttributes.lang,
  },
  events: {
    'vs-series-toggle': {
      doc: 'The user showed or hid a curve by clicking its legend entry.',
      detail: '{ label: string; shown: boolean }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="empty|error|ready".',
    title: 'The title above the plot, when the data has one.',
    chart: 'The plot: canvas and axes.',
    legend: 'The legend table under the plot.',
    message: 'The empty or error message shown instead of the plot.',
  },
  cssProperties: knobs,
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const PerformanceChartElement = defineWidget(meta, PerformanceChart, { resources: performanceChartResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
