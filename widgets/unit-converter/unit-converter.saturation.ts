// The refrigerant half of the converter, a chunk of its own: the property engine without any fluid data, the
// on-demand loader of one refrigerant's data, and the `errors` strings its messages need. A page that converts
// only plain units never downloads it.
export { convertSaturation } from '../../src/engine/pressure-temperature/convert-saturation';
export { isRefrigerantLoaded, loadRefrigerant } from '../../src/engine/refrigerants/load';
export { errorsResources as resources } from '../../src/i18n/errors-resources';
