import type { FastifyInstance } from 'fastify';
import { unitConversionContracts, unitconvertContracts } from '../../../../../src/contracts/schemas';
import { registerCall } from '../../../http/register-call';
import { celsiusConversion, unitConversion, unitSets } from '../../../services/units/conversion';
import { barConversion, saturationConversion } from '../../../services/units/saturation';

/** The spec's /api/unitconvert calls: unit conversions, refrigerant temperature <-> pressure; our unit sets. */
export default async function unitConvertRoutes(app: FastifyInstance): Promise<void> {
  const { temperatureToCelsius, unitSetList, temperatureToPressure, pressureToTemperature, temperatureToBar } = unitconvertContracts;
  for (const call of Object.values(unitConversionContracts)) {
    registerCall(app, call, ({ body }) => unitConversion(body, call.quantity));
  }
  registerCall(app, temperatureToCelsius, ({ body }) => celsiusConversion(body));
  const list = unitSets();
  registerCall(app, unitSetList, () => list);
  registerCall(app, temperatureToPressure, ({ body }) => saturationConversion(body, 'temperature-to-pressure'));
  registerCall(app, pressureToTemperature, ({ body }) => saturationConversion(body, 'pressure-to-temperature'));
  registerCall(app, temperatureToBar, ({ query }) => barConversion(query));
}
