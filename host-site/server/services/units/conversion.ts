import type { UnitConversionBody } from '../../../../src/contracts/unitconvert';
import { EngineError } from '../../../../src/engine/errors';
import { convert, quantities, quantityIds, unitSystems, withoutNoise, type QuantityId } from '../../../../src/engine/units';
import { valueOf } from './number-input';

/**
 * A value in another unit of `quantity`, computed with the same engine code as the widgets, rounded only to drop
 * floating-point noise (withoutNoise, src/engine/units/amount.ts).
 * @throws EngineError not_a_number (answered "Calculation failed"), unknown_unit (likewise) or incompatible_units
 *   (answered "Unable to calculate").
 */
export function unitConversion(body: UnitConversionBody, quantity: QuantityId): { Val: number } {
  const value = valueOf(body.oldvalue);
  const converted = convert(value, body.oldunit, body.newunit, quantity);
  // 1e308 bar is a number, in psi it is not (Infinity, which JSON writes as null): refused as out of range (issue 17).
  if (!Number.isFinite(converted)) {
    const largest = Number((Number.MAX_VALUE / Math.max(1, Math.abs(convert(1, body.oldunit, body.newunit, quantity)))).toPrecision(3));
    throw new EngineError({ code: 'out_of_range', quantity, value, min: -largest, max: largest });
  }
  return { Val: withoutNoise(converted) };
}

/** A temperature in ℃, whatever `newunit` says (the contract lets it say only ℃). */
export function celsiusConversion(body: Omit<UnitConversionBody, 'newunit'>): { Val: number } {
  return unitConversion({ ...body, newunit: '℃' }, 'Temp');
}

/** Every quantity with its unit labels, and each unit system's default unit per quantity. */
export function unitSets() {
  return {
    quantities: Object.fromEntries(quantityIds.map((id) => [id, quantities[id].map((unit) => unit.label)])),
    unitSystems: Object.fromEntries(Object.entries(unitSystems).map(([id, units]) => [id, { ...units }])),
  };
}
