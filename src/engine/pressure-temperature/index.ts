// Temperature <-> saturation pressure for Node (server, tests), with every refrigerant's data registered.
// Browsers import ./convert-saturation and ./saturation-table and load a refrigerant with ../refrigerants/load.
import '../refrigerants';

export {
  atmosphere,
  convertSaturation,
  type SaturationConversion,
  type SaturationConversionInput,
} from './convert-saturation';
export { saturationTable, type SaturationTable, type SaturationTableInput } from './saturation-table';
