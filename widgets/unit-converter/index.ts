// The converter for React apps (the host site): the component, its model and its strings. The custom element
// lives in ./unit-converter.element, which only the widget builds import.
export { UnitConverter, type UnitConverterProps } from './unit-converter';
export {
  createUnitConverterModel,
  defaultUnits,
  defaultRefrigerant,
  converterQuantities,
  converterRefrigerants,
  saturationQuantity,
  type ConverterQuantity,
  type SaturationEngine,
  type UnitConversion,
  type UnitConverterError,
  type UnitConverterModel,
  type UnitConverterSettings,
  type UnitConverterState,
} from './unit-converter.model';
export { unitConverterResources, unitConverterNamespace } from './unit-converter.resources';
