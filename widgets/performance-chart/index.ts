// The chart for React apps (the host site, the selector): the component, its data model and its strings.
export { PerformanceChart, type PerformanceChartProps, type SeriesToggle } from './performance-chart';
export {
  alignedData,
  axisTitle,
  chartShape,
  checkChartData,
  hasPoints,
  type ChartDataCheck,
  type ChartDataProblem,
  type OperatingPoint,
  type PerformanceChartData,
  type PerformanceSeries,
} from './performance-chart.model';
export { performanceChartNamespace, performanceChartResources } from './performance-chart.resources';
