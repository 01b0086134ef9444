// The wire's figures as amounts. An answer carries `{ value, unit }` in the units its request asked for (SPEC: the
// wire keeps its fields and units); a client reads each back into SI with its quantity here, once, and converts
// only where it shows it (widgets/internal/units.ts), whatever units the answer came in.
import { amountOf, type Amount, type QuantityId } from '../engine/units';
import type { Measured } from './schemas/selection';

/**
 * A figure of an answer as an amount; undefined for a figure that does not exist (null) or whose unit names no
 * one quantity (%, a count, ℃ without `quantity`, which may be a temperature or a difference).
 */
export function measuredAmount(measured: Measured, quantity?: QuantityId): Amount | undefined {
  return measured.value === null ? undefined : amountOf(measured.value, measured.unit, quantity);
}
