import type { UnitConversionBody } from '../../../../src/contracts/unitconvert';
import { convert, quantities, quantityIds, unitSystems, type QuantityId } from '../../../../src/engine/units';
import { valueOf } from './number-input';

/**
 * A value in another unit, computed with the same engine code as the widgets, so the server and a browser give the
 * same answer to the last bit. `quantity` undefined means any quantity both units share.
 * @throws EngineError not_a_number (answered "Calculation failed"), unknown_unit (likewise) or incompatible_units
 *   (answered "Unable to calculate").
 */
export function unitConversion(body: UnitConversionBody, quantity: QuantityId | undefined): { Val: number } {
  return { Val: convert(valueOf(body.oldvalue), body.oldunit, body.newunit, quantity) };
}

/** Every quantity with its unit labels, and each unit system's default unit per quantity. */
export function unitSets() {
  return {
    quantities: Object.fromEntries(quantityIds.map((id) => [id, quantities[id].map((unit) => unit.label)])),
    unitSystems: Object.fromEntries(Object.entries(unitSystems).map(([id, units]) => [id, { ...units }])),
  };
}
