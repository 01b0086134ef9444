import { fromSI, resolveUnit, toSI } from './convert';
import type { QuantityId } from './quantities';

/**
 * A number that knows what it measures, SI inside (K, Pa, W, kg/s, m³/s, m ...): what the engine computes and
 * what a figure read from the wire becomes. Units appear at one edge only, where the amount is shown or sent:
 * the server's presenter for the wire (src/selection/unit-presenter.ts), the widgets' unit
 * target for a page (widgets/internal/units.ts). In between nobody converts, so nothing is converted twice.
 */
export interface Amount {
  readonly quantity: QuantityId;
  /** The value in the quantity's SI unit. */
  readonly si: number;
}

/** An SI value of `quantity` as an amount. */
export function amount(quantity: QuantityId, si: number): Amount {
  return { quantity, si };
}

/**
 * `value` given in `unit` as an amount. Without `quantity`, the unit must name one quantity (bar, kW, m³/h (Kv));
 * undefined for a unit no quantity or several know (%, a count, ℃ which is a temperature or a difference), or
 * that is not one of `quantity`'s.
 */
export function amountOf(value: number, unit: string, quantity?: QuantityId): Amount | undefined {
  const readings = resolveUnit(unit);
  const reading = quantity === undefined ? (readings.length === 1 ? readings[0] : undefined) : readings.find((r) => r.quantity === quantity);
  return reading && Number.isFinite(value) ? { quantity: reading.quantity, si: toSI(reading.quantity, value, unit) } : undefined;
}

// A double carries 15 to 17 significant digits; a factor and an offset leave noise in the last two or three
// (-10 ℃ through kelvin reads -9.999999999999977, 0 ℃ in ℉ 31.999999999999986), and 12 drop it while keeping
// more than any reading has. Display rounding is the formatter's (amount-format.ts): this never rounds further.
const UNIT_DIGITS = 12;

/** A converted `value` without the floating-point noise of its conversion. */
export function withoutNoise(value: number): number {
  return Number(value.toPrecision(UNIT_DIGITS));
}

/** The amount in `unit` (one of its quantity's), without the noise of the way through SI. */
export function amountIn(value: Amount, unit: string): number {
  return withoutNoise(fromSI(value.quantity, value.si, unit));
}
