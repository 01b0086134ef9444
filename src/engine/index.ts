export { limits, refrigerants, saturation, state } from './refrigerants';
export type {
  Phase,
  RefrigerantInfo,
  RefrigerantKind,
  RefrigerantLimits,
  SafetyClass,
  SaturationInput,
  SaturationResult,
  StateInput,
  StateResult,
} from './refrigerants/types';
export { EngineError, errorData } from './errors';
export type { DetailOf, EngineErrorCode, EngineErrorDetail, ErrorData, InvalidConditionDetail, OutOfRangeDetail } from './errors';
export * from './units';
export {
  convertSaturation,
  atmosphere,
  saturationTable,
  type SaturationConversion,
  type SaturationConversionInput,
  type SaturationTable,
  type SaturationTableInput,
} from './pressure-temperature';
export * from './sizing';
export {
  thermostaticValveCapacity,
  TEV_RATING_POINT,
  type ThermostaticConditions,
  type ThermostaticValveInput,
} from './sizing/physics/thermostatic';
/**
 * Electronic expansion valves: `electronicValveCapacity({ refrigerant, Kv, opening, inlet: { p, h }, Te, superheat,
 * dp })`, SI units (m³/h for Kv, Pa, J/kg, K), returns W — the duty the valve passes at that opening (linear
 * characteristic) and drop, with a flashing (two-phase) inlet passed at its homogeneous density.
 */
export {
  electronicValveCapacity,
  inletDensity,
  type ElectronicValveInput,
  type ValveInlet,
} from './sizing/physics/electronic';
