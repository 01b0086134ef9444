import type { FastifyInstance } from 'fastify';
import { unitConversionContracts, unitconvertContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { unitConversion, unitSets } from '../../../services/units/conversion';
import { saturationConversion } from '../../../services/units/saturation';

/** The spec's /api/unitconvert calls: unit conversions, the unit sets, refrigerant temperature <-> pressure. */
export default async function unitConvertRoutes(app: FastifyInstance): Promise<void> {
  const { unitSetList, temperatureToPressure, pressureToTemperature, temperatureBarQuery } = unitconvertContracts;
  for (const call of Object.values(unitConversionContracts)) {
    registerCall(app, call, ({ body }) => unitConversion(body, call.quantity));
  }
  const list = unitSets();
  registerCall(app, unitSetList, () => list);
  registerCall(app, temperatureToPressure, ({ body }) => saturationConversion(body, 'temperature-to-pressure'));
  registerCall(app, pressureToTemperature, ({ body }) => saturationConversion(body, 'pressure-to-temperature'));
  registerCall(app, temperatureBarQuery, ({ query }) => saturationConversion(query));
}
