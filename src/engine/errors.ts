// Errors are data: widgets render `errors.<code>` from the detail; the message is for developers only.
import type { ConditionName } from './sizing/condition-types';

/**
 * A quantity an engine check names by its id: the property equations' `temperature`, `pressure`, `enthalpy`,
 * `entropy`, or a sizing figure's (`Kv`, `pressure_drop`, `receiver_pressure`, `inlet.p`, ...); the words for each
 * are `errors.quantity.<id>` (src/selection/engine-message.ts).
 */
export type EngineQuantity = string;

/**
 * A value past its limits (never clamped), SI units (K, Pa, J/kg, J/(kg K)); `field` the condition at fault, by its
 * catalogue name, when one is. The saturation converter re-expresses the numbers as text in the caller's unit
 * (`OutOfRangeDetail<string>`).
 */
export type OutOfRangeDetail<N extends number | string = number> = {
  code: 'out_of_range';
  quantity: EngineQuantity;
  value: N;
  min: N;
  max: N;
  field?: ConditionName;
  /**
   * A blend's (T, p) state in its critical region that the equation could not resolve: the pressure given (Pa),
   * and the estimated critical point (K, Pa) when known.
   */
  pressure?: number;
  region?: 'critical';
  criticalTemperature?: number | null;
  criticalPressure?: number | null;
  /**
   * A blend's saturation by pressure above its critical pressure: the highest pressure with any dew point (Pa). Up to
   * it the blend has two dew points and no bubble point (retrograde condensation), so no unique answer.
   */
  cricondenbar?: number | null;
};

/** A value that is not a finite number (null, a wrong shape, NaN), as the check received it. */
export type InvalidInputDetail = { code: 'invalid_input'; quantity: EngineQuantity; value: number | string };

/** A solver gave up at that given value of that quantity (should not happen inside the limits); `what` for developers. */
export type NoConvergenceDetail = { code: 'no_convergence'; quantity: EngineQuantity; value: number; what?: string };

/** A condition the sizing refuses as given: not a finite number, not one of its options, a wrong sign. */
export type InvalidConditionDetail = { code: 'invalid_condition'; field: ConditionName; value: string };

/**
 * What went wrong, as one code and the values of that code: one union, so that a caller narrowing on `code` reads
 * its values without a cast. Pure fluids and blends refuse alike.
 */
export type EngineErrorDetail =
  | OutOfRangeDetail
  | OutOfRangeDetail<string>
  | InvalidInputDetail
  | NoConvergenceDetail
  | InvalidConditionDetail
  | { code: 'unknown_refrigerant'; name: string }
  | { code: 'unknown_family'; name: string }
  /** A unit label no quantity knows. */
  | { code: 'unknown_unit'; unit: string }
  /** Two units (or a unit and a quantity id, `to`) of different quantities. */
  | { code: 'incompatible_units'; from: string; to: string }
  | { code: 'not_a_number'; value: string }
  /** Mass flows, kg/s: the one asked and the most the valve passes. */
  | { code: 'flow_choked'; massFlow: number; maxMassFlow: number }
  /** Temperatures, K. */
  | { code: 'condensing_below_evaporating'; Te: number; Tk: number }
  /** The hot-gas temperature (value) and the dew point it must pass (min), K. */
  | { code: 'discharge_below_dew_point'; value: number; min: number }
  /** A product's rating lacks a figure (`quantity`); `name` the series, when known. */
  | { code: 'missing_rating'; quantity: EngineQuantity; name?: string };

/** Every code of the engine. */
export type EngineErrorCode = EngineErrorDetail['code'];

/** The detail of one code. */
export type DetailOf<C extends EngineErrorCode> = Extract<EngineErrorDetail, { code: C }>;

/** An engine error as data for a caller's answer: the code, the condition at fault, the numbers and names involved. */
export interface ErrorData {
  code: EngineErrorCode;
  field?: string;
  values: Record<string, number | string>;
}

/** The detail as ErrorData: `field` apart, every other number or text among the values. */
export function errorData(detail: EngineErrorDetail): ErrorData {
  const { code, field, ...rest }: { code: EngineErrorCode; field?: unknown } & Record<string, unknown> = detail;
  const values: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  return { code, ...(typeof field === 'string' && { field }), values };
}

/** The engine's only error type: `detail.code` says what went wrong, with the numbers involved. */
export class EngineError extends Error {
  readonly detail: EngineErrorDetail;

  constructor(detail: EngineErrorDetail) {
    super(developerMessage(detail));
    this.name = 'EngineError';
    this.detail = detail;
  }

  get code(): EngineErrorCode {
    return this.detail.code;
  }
}

const UNITS: Record<string, string> = { temperature: 'K', pressure: 'Pa', enthalpy: 'J/kg', entropy: 'J/(kg K)' };

/** For logs and developers: the code, then the value against its limits when there are any, then the rest. */
function developerMessage(d: EngineErrorDetail): string {
  const { code, quantity, value, min, max, ...rest }: Record<string, unknown> = d;
  const unit = typeof quantity === 'string' ? (UNITS[quantity] ?? '') : '';
  const u = unit ? ` ${unit}` : '';
  const parts: string[] = [];
  if (quantity !== undefined) parts.push(`${String(quantity)} = ${String(value)}${u}`);
  else if (value !== undefined) parts.push(`value = ${String(value)}`);
  if (min !== undefined || max !== undefined) parts.push(`allowed ${min === undefined ? '-∞' : String(min)} to ${max === undefined ? '∞' : String(max)}${u}`);
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  return parts.length > 0 ? `${String(code)}: ${parts.join(', ')}` : String(code);
}

/** Throws out_of_range unless min <= value <= max, and invalid_input when value is not a finite number. */
export function checkRange(quantity: 'temperature' | 'pressure' | 'enthalpy' | 'entropy', value: number, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new EngineError({ code: 'invalid_input', quantity, value: String(value) });
  if (value < min || value > max) throw new EngineError({ code: 'out_of_range', quantity, value, min, max });
}

/** An out_of_range detail with its numbers (SI), as every check but the saturation converter's words gives it. */
export function isOutOfRange(detail: EngineErrorDetail): detail is OutOfRangeDetail {
  return detail.code === 'out_of_range' && typeof detail.value === 'number' && typeof detail.min === 'number' && typeof detail.max === 'number';
}

/** The condition at fault, by its catalogue name, when the detail names one. */
export function faultyCondition(detail: EngineErrorDetail): ConditionName | undefined {
  return 'field' in detail ? detail.field : undefined;
}
