// The refrigerant half of the converter, a chunk of its own: the property engine without any fluid data, the
// on-demand loader of one refrigerant's data, and the `errors` strings its messages need. A page that converts
// only plain units never downloads it. The classic bundle loads it built whole, with its own copy of the engine
// (scripts/widget-build/plugins.ts), so a refusal crosses as data, never as an EngineError to test with instanceof.
import { EngineError, type EngineErrorDetail } from '../../src/engine/errors';
import { convertSaturation, type SaturationConversion, type SaturationConversionInput } from '../../src/engine/pressure-temperature/convert-saturation';

export { isRefrigerantLoaded, loadRefrigerant } from '../../src/engine/refrigerants/load';
export { errorsResources as resources } from '../../src/i18n/errors-resources';

/** The conversion, or the engine's refusal of it (a temperature outside the fluid's saturation range). */
export function saturationOrRefusal(input: SaturationConversionInput): { conversion: SaturationConversion } | { error: EngineErrorDetail } {
  try {
    return { conversion: convertSaturation(input) };
  } catch (error) {
    if (error instanceof EngineError) return { error: error.detail };
    throw error;
  }
}
