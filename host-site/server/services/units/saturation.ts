import type { RefrigerantConversionBody } from '../../../../src/contracts/unitconvert';
import { convertSaturation, EngineError, type SaturationConversion } from '../../../../src/engine';
import { withoutNoise } from '../../../../src/engine/units';
import { valueOf } from './number-input';

/**
 * Refrigerant temperature <-> pressure. `Val` is the dew value (what a pressure gauge's dew scale shows for a
 * blend, and the one value of a pure fluid); `Bubble` and `Dew` carry both. With `expected`, a request whose units
 * go the other way is refused as units of the wrong quantity.
 */
export function saturationConversion(request: RefrigerantConversionBody, expected?: SaturationConversion['direction']) {
  const result = convertSaturation({
    refrigerant: request.refrigerant,
    value: valueOf(request.oldvalue),
    fromUnit: request.oldunit,
    toUnit: request.newunit,
    absolute: request.absolute === true || request.absolute === 'true' || request.absolute === '1',
  });
  if (expected && result.direction !== expected) {
    throw new EngineError({ code: 'incompatible_units', from: request.oldunit, to: request.newunit });
  }
  const dew = withoutNoise(result.dew);
  return { Val: dew, Bubble: withoutNoise(result.bubble), Dew: dew };
}

/** The saturation pressure in bar at a temperature (convertto_temper_bar: the contract lets `newunit` say only bar). */
export function barConversion(request: Omit<RefrigerantConversionBody, 'newunit'>) {
  return saturationConversion({ ...request, newunit: 'bar' }, 'temperature-to-pressure');
}
