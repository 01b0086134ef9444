// The request header `Units`: the custom unit set a request's numbers come and go in, over its `Unitid` system.
// A guest's set lives only in the browser, so the set itself travels (not an id the server could look up), and a
// member's works the same way. Header values must be ASCII, so the pairs are URL-encoded: `Temp=K&Press=kPa`,
// ℃ as %E2%84%83. Client and server both use this module, so the two ends cannot disagree on the format.
import { resolveUnit } from '../engine/units/convert';
import { unitSetQuantities, type QuantityId } from '../engine/units/quantities';

/** The header's name as sent; Node reads it lower-cased. */
export const unitsHeader = 'Units';

/** A custom set's choices: quantity → unit label, only the quantities the set changes. */
export type UnitChoices = Partial<Record<QuantityId, string>>;

/** Why a `Units` header was refused: the pair that is not a quantity of a unit set, or not one of its units. */
export type UnitsHeaderProblem =
  | { code: 'tooLong'; maximum: number }
  | { code: 'unknownQuantity'; quantity: string }
  | { code: 'unknownUnit'; quantity: string; unit: string };

/** Longest header read; a whole set with the longest labels is well under it. */
export const maxUnitsHeaderLength = 1024;

function isSetQuantity(name: string): name is (typeof unitSetQuantities)[number] {
  return (unitSetQuantities as readonly string[]).includes(name);
}

/** The header value of a set's choices; empty when there are none (the header is then left out). */
export function writeUnitsHeader(units: UnitChoices): string {
  const params = new URLSearchParams();
  for (const quantity of unitSetQuantities) {
    const unit = units[quantity];
    if (unit) params.append(quantity, unit);
  }
  return params.toString();
}

/**
 * The choices a header holds, each unit under its canonical label (`psi` reads as `Psi`), or the first problem.
 * An empty header holds none.
 */
export function readUnitsHeader(text: string): { units: UnitChoices } | { problem: UnitsHeaderProblem } {
  if (text.length > maxUnitsHeaderLength) return { problem: { code: 'tooLong', maximum: maxUnitsHeaderLength } };
  const units: UnitChoices = {};
  for (const [quantity, unit] of new URLSearchParams(text.trim())) {
    if (!isSetQuantity(quantity)) return { problem: { code: 'unknownQuantity', quantity } };
    const reading = resolveUnit(unit).find((r) => r.quantity === quantity);
    if (!reading) return { problem: { code: 'unknownUnit', quantity, unit } };
    units[quantity] = reading.unit.label;
  }
  return { units };
}

/**
 * The choices a value holds that the engine knows, each under its label: a `units` attribute, a stored or served set
 * (an object, or its JSON text). Pairs that are not a set's quantity and one of its units are left out, as an old or
 * hand-written set may hold them; what is not an object holds none.
 */
export function unitChoicesOf(value: unknown): UnitChoices {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const choices: UnitChoices = {};
  for (const [quantity, unit] of Object.entries(parsed)) {
    if (typeof unit !== 'string' || !isSetQuantity(quantity)) continue;
    const reading = resolveUnit(unit).find((r) => r.quantity === quantity);
    if (reading) choices[quantity] = reading.unit.label;
  }
  return choices;
}
