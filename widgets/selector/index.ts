// The selector for React apps (the host site): the component, its model, its unit helpers and strings.
export { Selector, assetUrl, type CalculateDetail, type SelectorChange, type SelectorProps } from './selector';
export {
  createSelectorModel,
  gradeOrder,
  type CurvesState,
  type FieldInput,
  type FieldProblem,
  type NumberInput,
  type SelectionScope,
  type SelectorModel,
  type SelectorSettings,
  type SelectorStatus,
} from './selector.model';
export { conditionsOf, seededInput } from './selector.seed';
export type { OperatingPoint, PointsProps } from './selector.points';
export { Comparison } from './selector.points-lazy';
export type { ComparedColumn } from './selector.compare';
export { asQuantity, curveData, inSystem, measuredInSystem } from './selector.units';
export { selectorNamespace, selectorResources } from './selector.resources';
