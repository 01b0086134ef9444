// Errors are data: widgets render `errors.<code>` from the detail; the message is for developers only.

/**
 * What went wrong, as a code and the numbers involved (SI units: K, Pa, J/kg, J/(kg K)).
 * Codes used by the property engine:
 *  - out_of_range: { quantity: 'temperature' | 'pressure' | 'enthalpy' | 'entropy', value, min, max }
 *  - unknown_refrigerant: { name }
 *  - invalid_input: { quantity, value } (a value that is not a finite number)
 *  - no_convergence: { quantity, value } (a solver gave up at that given value of that quantity; should not happen
 *    inside the limits)
 * Pure fluids and blends refuse alike: null, a wrong shape or a non-finite number is invalid_input, a value past
 * the limits out_of_range with the limits (never clamped); the message carries them for developers.
 * Other modules add their own codes (units: unknown_unit, incompatible_units, not_a_number; sizing:
 * invalid_condition { field, value }, and out_of_range { field } on a condition the physics refuses).
 */
export interface EngineErrorDetail {
  code: string;
  quantity?: string;
  value?: number | string;
  min?: number | string;
  max?: number | string;
  name?: string;
  /** The condition at fault, by its catalogue name (sizing/condition-catalogue.ts), when one is. */
  field?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/** Detail of a condition the sizing refuses as given: not a finite number, not one of its options, a wrong sign. */
export interface InvalidConditionDetail extends EngineErrorDetail {
  code: 'invalid_condition';
  field: string;
  value: string;
}

/** An engine error as data for a caller's answer: the code, the condition at fault, the numbers and names involved. */
export interface ErrorData {
  code: string;
  field?: string;
  values: Record<string, number | string>;
}

/** The detail as ErrorData: `field` apart, every other number or text among the values. */
export function errorData(detail: EngineErrorDetail): ErrorData {
  const { code, field, ...rest } = detail;
  const values: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  return { code, ...(typeof field === 'string' && { field }), values };
}

/** Detail of an out_of_range error. */
export interface OutOfRangeDetail extends EngineErrorDetail {
  code: 'out_of_range';
  quantity: 'temperature' | 'pressure' | 'enthalpy' | 'entropy';
  value: number;
  min: number;
  max: number;
}

/** The engine's only error type: `detail.code` says what went wrong, with the numbers involved. */
export class EngineError extends Error {
  readonly detail: EngineErrorDetail;

  constructor(detail: EngineErrorDetail) {
    super(developerMessage(detail));
    this.name = 'EngineError';
    this.detail = detail;
  }

  get code(): string {
    return this.detail.code;
  }
}

const UNITS: Record<string, string> = { temperature: 'K', pressure: 'Pa', enthalpy: 'J/kg', entropy: 'J/(kg K)' };

/** For logs and developers: the code, then the value against its limits when there are any, then the rest. */
function developerMessage(d: EngineErrorDetail): string {
  const { code, quantity, value, min, max, ...rest } = d;
  const unit = quantity === undefined ? '' : (UNITS[quantity] ?? '');
  const u = unit ? ` ${unit}` : '';
  const parts: string[] = [];
  if (quantity !== undefined) parts.push(`${quantity} = ${String(value)}${u}`);
  else if (value !== undefined) parts.push(`value = ${String(value)}`);
  if (min !== undefined || max !== undefined) parts.push(`allowed ${min === undefined ? '-∞' : String(min)} to ${max === undefined ? '∞' : String(max)}${u}`);
  if (Object.keys(rest).length > 0) parts.push(JSON.stringify(rest));
  return parts.length > 0 ? `${code}: ${parts.join(', ')}` : code;
}

/** Throws out_of_range unless min <= value <= max, and invalid_input when value is not a finite number. */
export function checkRange(quantity: OutOfRangeDetail['quantity'], value: number, min: number, max: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new EngineError({ code: 'invalid_input', quantity, value: String(value) });
  if (value < min || value > max) throw new EngineError({ code: 'out_of_range', quantity, value, min, max } satisfies OutOfRangeDetail);
}
