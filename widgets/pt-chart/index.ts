// The pressure-temperature chart for React apps (the host site): the component, its model and its strings. The
// custom element lives in ./pt-chart.element, which only the widget builds import.
export { PtChart, type PtChartProps } from './pt-chart';
export {
  chartRefrigerants,
  createPtChartModel,
  defaultChartRefrigerant,
  type PtChartModel,
  type PtChartSettings,
  type PtChartState,
  type PtRowSelection,
} from './pt-chart.model';
export { ptChartNamespace, ptChartResources } from './pt-chart.resources';
