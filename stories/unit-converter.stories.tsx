import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { quantityIds } from '../src/engine/units';
import { UnitConverter } from '../widgets/unit-converter';
// Importing the element module defines <vs-unit-converter>.
import { meta as element } from '../widgets/unit-converter/unit-converter.element';

const meta = {
  title: 'Widgets/Unit converter',
  component: UnitConverter,
  args: { onConvert: fn() },
  argTypes: {
    unitSystem: { control: 'inline-radio', options: [1, 2], description: element.attributes.unitSystem.doc },
    quantity: { control: 'select', options: quantityIds, description: element.attributes.quantity.doc },
    fromUnit: { control: 'text', description: element.attributes.fromUnit.doc },
    toUnit: { control: 'text', description: element.attributes.toUnit.doc },
    value: { control: 'number', description: element.attributes.value.doc },
    locale: { control: 'text' },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof UnitConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: no result, no event. */
export const Empty: Story = {};

/** A pressure in bar, shown in psi. */
export const Typical: Story = { args: { quantity: 'Press', value: 12.5 } };

/** Imperial defaults: tons of refrigeration to kW. */
export const Imperial: Story = { args: { unitSystem: 1, quantity: 'CoolCapacity', value: 3 } };

/** A German shop: numbers read and written with a decimal comma (type 12,5). */
export const German: Story = { args: { locale: 'de', quantity: 'Temp', value: 12.5 } };

/** Chinese labels (the language toolbar switches every story). */
export const Chinese: Story = { args: { quantity: 'Temp2', value: 5 }, globals: { lang: 'cn' } };

/** In a narrow column the row wraps. */
export const Narrow: Story = {
  args: { quantity: 'VolumeFlow', value: 3.6 },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
};

/** The custom element itself, as a shop embeds it: attributes in, vs-convert out (see the browser console). */
export const Element: Story = {
  args: { quantity: 'Press', value: 10, unitSystem: 2 },
  render: ({ unitSystem, quantity, fromUnit, toUnit, value, onConvert }) => (
    // React 19 sets the element's properties (typed values), which write its attributes.
    <vs-unit-converter
      unitSystem={unitSystem}
      quantity={quantity}
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
