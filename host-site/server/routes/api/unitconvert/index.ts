import type { FastifyInstance } from 'fastify';
import { unitConversions, unitSetList, type UnitConversionBody } from '../../../../../src/contracts/unitconvert';
import { EngineError } from '../../../../../src/engine/errors';
import { convert, quantities, quantityIds, unitSystems, type QuantityId } from '../../../../../src/engine/units';
import { registerCall } from '../../../http/register-call';

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
}

/**
 * @throws EngineError not_a_number (answered "Calculation failed"), unknown_unit (likewise) or incompatible_units
 *   (answered "Unable to calculate").
 */
function convertBody(body: UnitConversionBody, quantity: QuantityId | undefined): number {
  return convert(valueOf(body.oldvalue), body.oldunit, body.newunit, quantity);
}

/** The spec sends numbers as JSON numbers or as text ("12.5"); anything else in text is not a number. */
function valueOf(oldvalue: number | string): number {
  if (typeof oldvalue === 'number') return oldvalue;
  const text = oldvalue.trim();
  const value = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) throw new EngineError({ code: 'not_a_number', value: oldvalue });
  return value;
}
