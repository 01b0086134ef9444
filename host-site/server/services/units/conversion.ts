import type { UnitConversionBody } from '../../../../src/contracts/unitconvert';
import { convert, quantities, quantityIds, unitSystems, type QuantityId } from '../../../../src/engine/units';
import { withoutNoise } from './answer-digits';
import { valueOf } from './number-input';

/**
 * A value in another unit of `quantity`, computed with the same engine code as the widgets, rounded only to drop
 * floating-point noise (answer-digits.ts).
 * @throws EngineError not_a_number (answered "Calculation failed"), unknown_unit (likewise) or incompatible_units
 *   (answered "Unable to calculate").
 */
export function unitConversion(body: UnitConversionBody, quantity: QuantityId): { Val: number } {
  return { Val: withoutNoise(convert(valueOf(body.oldvalue), body.oldunit, body.newunit, quantity)) };
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
