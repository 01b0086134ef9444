import type * as React from 'react';
import { quantityIds } from '../../src/engine/units';
import { defineWidget } from '../internal/define-widget';
import { widgetAttributes, type WidgetMeta } from '../internal/meta';
import { UnitConverter } from './unit-converter';
import type { UnitConversion } from './unit-converter.model';
import { unitConverterResources } from './unit-converter.resources';
import { knobs } from './unit-converter.styles';

/** Converts a value between two units of one quantity (temperature, pressure, capacity, flow ...). */
export const meta = {
  tag: 'vs-unit-converter',
  doc: 'Converts a value between two units of one quantity, in the browser, with the selector’s own factors.',
  attributes: {
    unitSystem: { type: 'number', default: '2', values: ['1', '2'], doc: 'Default units: 1 imperial, 2 metric.' },
    quantity: {
      type: 'string',
      default: 'Temp',
      values: quantityIds,
      doc: 'Quantity converted; Temp2 is a temperature difference (superheat, subcooling).',
    },
    fromUnit: { type: 'string', doc: 'Unit converted from (label or alias: ℃, C, psi); default the unit system’s.' },
    toUnit: { type: 'string', doc: 'Unit converted to; default the other unit system’s.' },
    value: { type: 'number', doc: 'Number to convert, in from-unit, written with a dot (12.5). Default none.' },
    lang: widgetAttributes.lang,
  },
  events: {
    'vs-convert': {
      doc: 'Every conversion the user causes (typing, choosing a unit or quantity, swapping); never an attribute change.',
      detail: '{ quantity: string; fromUnit: string; toUnit: string; value: number; result: number }',
    },
  },
  parts: {
    base: 'The outer wrapper; carries data-state="empty|invalid|ready".',
    'quantity-select': 'The quantity select.',
    input: 'The value input.',
    'unit-select': 'The from-unit and to-unit selects.',
    swap: 'The button exchanging the units.',
    result: 'The result, two decimals and the unit.',
  },
  cssProperties: knobs,
} as const satisfies WidgetMeta;

/** The element class; undefined where custom elements do not exist (Node). */
export const UnitConverterElement = defineWidget(meta, UnitConverter, { resources: unitConverterResources });

/** The element as the DOM sees it: attributes as properties, set them to re-render. */
export interface VsUnitConverter extends HTMLElement {
  unitSystem?: number;
  quantity?: string;
  fromUnit?: string;
  toUnit?: string;
  value?: number;
}

// For bundlers this module is the widget's whole face: importing it defines the element and gives the component.
export * from './index';

declare module 'react' {
  // React 19 sets a custom element's properties, so a React page passes typed values: unitSystem={1}.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'vs-unit-converter': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
        Partial<Pick<VsUnitConverter, 'unitSystem' | 'quantity' | 'fromUnit' | 'toUnit' | 'value'>>;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vs-unit-converter': VsUnitConverter;
  }
  interface GlobalEventHandlersEventMap {
    'vs-convert': CustomEvent<UnitConversion>;
  }
}
