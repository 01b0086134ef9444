// Public surface of the sizing engine.
export { valveCapacity, pressureDrop, type ValveCapacityInput, type PressureDropInput } from './physics/capacity';
export { calculateSizes, sizingFields, sizingConditions, type CalculationRequest, type SizeInput } from './calculate';
export { sizingCurves, type CurveRequest } from './curves';
export { isSizingFamily } from './models';
export { dischargeEstimate, DEFAULT_ISENTROPIC_EFFICIENCY } from './physics/operating-point';
export { fieldDefault, PART_LOAD, type ConditionName, type FieldDefinition, type FieldOption, type LabelType, type SizingConditions } from './fields';
export type { ConditionInput } from './conditions';
export type * from './ratings';
export type { Curve, Grade, Position, Reason, ReasonCode, SizeResult, SizeValues, SizingFamily } from './types';
