import type { FastifyInstance } from 'fastify';
import { unitConversions, unitSetList, type UnitConversionBody } from '../../../../../src/contracts/unitconvert';
import { convert, quantities, quantityIds, unitSystems, type QuantityId } from '../../../../../src/engine/units';
import { registerCall } from '../../../http/register-call';
import { valueOf } from './number-input';
import { registerSaturationCalls } from './saturation';

/**
 * The spec's /api/unitconvert calls. They compute with the same engine code as the widgets, so the server and a
 * browser give the same answer to the last bit.
 */
export default async function unitConvertRoutes(app: FastifyInstance): Promise<void> {
  for (const call of Object.values(unitConversions)) {
    registerCall(app, call, ({ body }) => ({ Val: convertBody(body, call.quantity) }));
  }

  const list = {
    quantities: Object.fromEntries(quantityIds.map((id) => [id, quantities[id].map((unit) => unit.label)])),
    unitSystems: Object.fromEntries(Object.entries(unitSystems).map(([id, units]) => [id, { ...units }])),
  };
  registerCall(app, unitSetList, () => list);
  registerSaturationCalls(app);
}

/**
 * @throws EngineError not_a_number (answered "Calculation failed"), unknown_unit (likewise) or incompatible_units
 *   (answered "Unable to calculate").
 */
function convertBody(body: UnitConversionBody, quantity: QuantityId | undefined): number {
  return convert(valueOf(body.oldvalue), body.oldunit, body.newunit, quantity);
}
