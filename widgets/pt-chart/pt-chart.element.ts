import { defineWidget } from '../internal/element/define-widget';
import { widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { unitAttributes } from '../internal/units/units';
import { PtChart } from './pt-chart';
import { chartRefrigerants } from './pt-chart.model';
import { ptChartResources } from './pt-chart.resources';
import { knobs } from './pt-chart.styles';

/** A refrigerant's saturation pressure against temperature: curve and table, in the user's units. */
export const meta = {
  tag: 'vs-pt-chart',
  doc: 'A refrigerant’s saturation pressure against temperature: a curve and a table every 1 K (or 1 ℉), bubble and dew for blends, computed in the browser.',
  attributes: {
    refrigerant: { type: 'string', default: 'R134a', values: chartRefrigerants, doc: 'Refrigerant; its data loads on demand.' },
    unitSystem: {
      type: 'number',
      default: '2',
      values: ['1', '2'],
      doc: 'Units: 1 imperial (every 1 ℉, Psi), 2 metric (every 1 K, ℃ and bar).',
    },
    units: { ...unitAttributes.units, doc: `${unitAttributes.units.doc} The chart takes its Temp and Press.` },
    absolute: {
      type: 'string',
      default: 'true',
      values: ['true', 'false'],
      doc: 'Pressures absolute ("true") or gauge ("false": absolute minus 1.01325 bar).',
    },
    height: { type: 'number', default: '280', doc: 'Height of the curve with its axes, px.' },
    lang: widgetAttributes.lang,
  },
  events: {
    'vs-row-select': {
      doc: 'The user picked a row of the table (click, Enter or Space); never an attribute change.',
      detail:
        '{ refrigerant: string; temperature: number; bubble: number; dew: number; temperatureUnit: string; pressureUnit: string; absolute: boolean }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="loading|error|ready".',
    title: 'The heading naming the refrigerant.',
    chart: 'The curve (uPlot canvas).',
    table: 'The scrolling box of the table.',
    row: 'A row of the table; aria-selected on the picked one.',
    message: 'The loading or error message that replaces curve and table.',
  },
  cssProperties: knobs,
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const PtChartElement = defineWidget(meta, PtChart, { resources: ptChartResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
