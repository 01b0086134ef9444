import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UnitConverter, converterQuantities, converterRefrigerants } from '../widgets/unit-converter';
// Importing the element module defines <vs-unit-converter>.
import { meta as element } from '../widgets/unit-converter/unit-converter.element';
import { oneOf } from './one-of';

const meta = {
  title: 'Widgets/Unit converter',
  component: UnitConverter,
  args: { onConvert: fn() },
  argTypes: {
    unitSystem: { control: 'inline-radio', options: [1, 2], description: element.attributes.unitSystem.doc },
    quantity: { control: 'select', options: converterQuantities, description: element.attributes.quantity.doc },
    refrigerant: { control: 'select', options: converterRefrigerants, description: element.attributes.refrigerant.doc },
    absolute: { control: 'inline-radio', options: ['true', 'false'], description: element.attributes.absolute.doc },
    fromUnit: { control: 'text', description: element.attributes.fromUnit.doc },
    toUnit: { control: 'text', description: element.attributes.toUnit.doc },
    value: { control: 'number', description: element.attributes.value.doc },
    locale: { control: 'text' },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof UnitConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the tool opens (SPEC §4): temperature to saturation pressure, ℃ to bar; nothing typed yet, no result, no event. */
export const Empty: Story = {};

/** Unit system 1 opens on ℉ to Psi. */
export const ImperialDefaults: Story = { args: { unitSystem: 1, value: 32 } };

/** A pressure in bar, shown in psi. */
export const Typical: Story = { args: { quantity: 'Press', value: 12.5 } };

/** Imperial defaults: tons of refrigeration to kW. */
export const Imperial: Story = { args: { unitSystem: 1, quantity: 'CoolCapacity', value: 3 } };

/** A German shop: numbers read and written with a decimal comma (type 12,5). */
export const German: Story = { args: { locale: 'de', quantity: 'Temp', value: 12.5 } };

/** Chinese labels (the language toolbar switches every story). */
export const Chinese: Story = { args: { quantity: 'Temp2', value: 5 }, globals: { lang: 'cn' } };

/** Temperature to saturation pressure: R134a at 0 ℃ is 2.93 bar abs (the refrigerant's data loads on demand). */
export const WithRefrigerant: Story = { args: { refrigerant: 'R134a', value: 0 } };

/** A zeotropic blend in gauge pressure: bubble and dew differ by the glide. */
export const Blend: Story = { args: { refrigerant: 'R407C', absolute: 'false', value: -10 } };

/** Units of two quantities other than a temperature and a pressure: 'Unable to calculate' (SPEC §5). */
export const UnableToCalculate: Story = { args: { fromUnit: 'bar', toUnit: 'kW', value: 1 } };

/** Out of the refrigerant's range: the reason, with the limits in the user's unit. */
export const OutOfRange: Story = { args: { refrigerant: 'R744', value: 40 } };

/** In a narrow column the row wraps. */
export const Narrow: Story = {
  args: { quantity: 'VolumeFlow', value: 3.6 },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
};

/** The custom element itself, as a shop embeds it: attributes in, vs-convert out (see the browser console). */
export const Element: Story = {
  args: { quantity: 'Press', value: 10, unitSystem: 2 },
  render: ({ unitSystem, quantity, refrigerant, absolute, fromUnit, toUnit, value, onConvert }) => (
    // React 19 sets the element's properties (typed values), which write its attributes.
    <vs-unit-converter
      unitSystem={oneOf([1, 2], unitSystem)}
      quantity={oneOf(converterQuantities, quantity)}
      refrigerant={refrigerant}
      absolute={oneOf(['true', 'false'], String(absolute))}
      fromUnit={fromUnit}
      toUnit={toUnit}
      value={value}
      ref={(host) => {
        if (!host || !onConvert) return undefined;
        const listener = (event: CustomEvent) => onConvert(event.detail);
        host.addEventListener('vs-convert', listener);
        return () => host.removeEventListener('vs-convert', listener);
      }}
    />
  ),
};
