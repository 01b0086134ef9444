import { defineWidget } from '../internal/element/define-widget';
import { formAttributes, widgetAttributes, type WidgetMeta } from '../internal/element/meta';
import { unitAttributes } from '../internal/units/units';
import { UnitConverter } from './unit-converter';
import { converterQuantities, converterRefrigerants, defaultQuantity } from './unit-converter.model';
import { unitConverterResources } from './unit-converter.resources';
import { knobs } from './unit-converter.styles';

/**
 * Converts a value between two units of one quantity (temperature, pressure, capacity, flow ...), or a
 * temperature to a refrigerant's saturation pressure and back.
 */
export const meta = {
  tag: 'vs-unit-converter',
  doc: 'Converts a value between two units of one quantity, or a temperature to a refrigerant’s saturation pressure and back, in the browser, with the selector’s own engine.',
  attributes: {
    unitSystem: { ...unitAttributes.unitSystem, doc: 'Default units: 1 imperial, 2 metric.' },
    units: { ...unitAttributes.units, doc: `${unitAttributes.units.doc} Its units are the defaults where it has one.` },
    quantity: {
      type: 'string',
      default: defaultQuantity,
      values: converterQuantities,
      doc: 'Quantity converted; Temp2 is a temperature difference (superheat, subcooling); Saturation, the default, converts a temperature to the refrigerant’s saturation pressure and back (default units ℃ to bar, or ℉ to Psi in unit system 1).',
    },
    refrigerant: {
      type: 'string',
      values: converterRefrigerants,
      doc: 'Refrigerant of the saturation conversion (default R134a); set without quantity, it selects Saturation. Its data loads on demand.',
    },
    absolute: {
      type: 'string',
      default: 'true',
      values: ['true', 'false'],
      doc: 'Saturation pressures absolute ("true") or gauge ("false": absolute minus 1.01325 bar).',
    },
    fromUnit: {
      type: 'string',
      doc: 'Unit converted from (label or alias: ℃, C, psi); default the unit system’s. A unit of another quantity selects that quantity.',
    },
    toUnit: {
      type: 'string',
      doc: 'Unit converted to; default the other unit system’s (in Saturation, the system’s pressure or temperature). A temperature and a pressure make the Saturation conversion; units of any other two quantities show “Unable to calculate”.',
    },
    value: { type: 'number', doc: 'Number to convert, in from-unit, written with a dot (12.5). Default none.' },
    lang: widgetAttributes.lang,
    ...formAttributes,
  },
  events: {
    'vs-convert': {
      doc: 'Every conversion the user causes (typing, choosing a unit or quantity, swapping); never an attribute change.',
      detail:
        '{ quantity: string; fromUnit: string; toUnit: string; value: number; result: number; refrigerant?: string; absolute?: boolean; bubble?: number; dew?: number }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="empty|invalid|loading|error|ready".',
    'quantity-select': 'The quantity select.',
    'refrigerant-select': 'The refrigerant select (saturation conversion).',
    'pressure-reference': 'The absolute / gauge select (saturation conversion).',
    input: 'The value input.',
    'unit-select': 'The from-unit and to-unit selects.',
    swap: 'The button exchanging the units.',
    result: 'The result, two decimals and the unit (for a blend: a list of its bubble and dew values).',
    bubble: 'A blend’s bubble value inside the result, with its label.',
    dew: 'A blend’s dew value inside the result, with its label.',
    error: 'Why there is no result: units of two quantities (“Unable to calculate”), or out of the refrigerant’s range.',
  },
  cssProperties: knobs,
  form: {
    value: 'value',
    entries: { unit: 'fromUnit' },
    control: 'input',
    missing: 'unit-converter:required',
    doc: 'The number typed, with a dot (12.5), under the name, and its unit (from-unit) under <name>-unit.',
  },
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const UnitConverterElement = defineWidget(meta, UnitConverter, { resources: unitConverterResources });

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';
