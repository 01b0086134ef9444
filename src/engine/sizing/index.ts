// Public surface of the sizing engine for Node (server, tests, scripts), with every refrigerant's data registered.
// Its modules read fluids through ../refrigerants/core, so that a browser imports ./calculate and the models without
// the 130 KB gzip of every fluid and loads one refrigerant with ../refrigerants/load (the selector, issue 29).
import '../refrigerants';

export { valveCapacity, pressureDrop, type ValveCapacityInput, type PressureDropInput } from './physics/capacity';
export { calculateSizes, fluidsRead, sizingFields, sizingConditions, type CalculationRequest, type SizeInput } from './calculate';
export { sizingCurves, type CurveRequest } from './curves';
export { isSizingFamily } from './models';
export { dischargeEstimate, DEFAULT_ISENTROPIC_EFFICIENCY } from './physics/operating-point';
export { criticalPoint, GAS_COOLER_MAX_OUTLET_TEMPERATURE, GAS_COOLER_MAX_PRESSURE } from './physics/transcritical';
export { fieldDefault, GAS_COOLER_FIELDS, PART_LOAD, UNUSED_SET_POINT_ENTRY, type ConditionName, type FieldDefinition, type FieldOption, type LabelType, type SizingConditions } from './fields';
export type { ConditionInput } from './conditions';
export { BASE_DEFAULTS, CONDITION_NAMES, CONDITIONS, MAGNITUDES, UNIT_QUANTITY, type ConditionEntry, type ConditionQuantity, type RangeSource } from './condition-catalogue';
export { conditionRange } from './condition-range';
export {
  conditionMagnitudes,
  GAS_COOLER_REFRIGERANTS,
  gasCoolerFollows,
  hasGasCooler,
  inRange,
  saturationProblems,
  signProblem,
  type ConditionRange,
  type SaturationProblem,
  type SignProblem,
} from './condition-rules';
export type * from './ratings';
export type { Curve, Grade, Position, Reason, ReasonCode, SizeResult, SizeValues, SizingFamily } from './types';
export type { RatingGrid, RatingTable, RatingTableBasis, SubcoolingFactors } from './ratings';
export type { Correction, Provenance, RatingBasis, RatingMethod } from './provenance';
export type { EquationOfStateInfo } from '../refrigerants/types';
export { decidingPoint, sizesOverPoints, worseGrade, type SizeOverPoints } from './operating-points';
export {
  HEATING_CONDENSING,
  HEATING_EVAPORATING,
  HIGHEST_CONDENSING,
  LOWEST_EVAPORATING_BELOW_DESIGN,
  operatingPointPresets,
  TXV_PART_LOAD,
  type OperatingPointPreset,
  type OperatingPointPresetKey,
  type PresetOptions,
} from './operating-point-presets';
