import type { Meta, StoryObj } from '@storybook/react-vite';
// Importing the element module defines <vs-unit-converter>.
import { meta as element } from '../widgets/unit-converter/unit-converter.element';
import { elementStories } from './element-story';

const meta = { title: 'Widgets/Unit converter', ...elementStories(element) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the tool opens (SPEC §4): temperature to saturation pressure, ℃ to bar; nothing typed yet, no result, no event. */
export const Empty: Story = {};

/** Unit system 1 opens on ℉ to Psi. */
export const ImperialDefaults: Story = { args: { 'unit-system': '1', value: 32 } };

/** A pressure in bar, shown in psi. */
export const Typical: Story = { args: { quantity: 'Press', value: 12.5 } };

/** Imperial defaults: tons of refrigeration to kW. */
export const Imperial: Story = { args: { 'unit-system': '1', quantity: 'CoolCapacity', value: 3 } };

/** A German shop: numbers read and written with a decimal comma (type 12,5). */
export const German: Story = { args: { lang: 'de', quantity: 'Temp', value: 12.5 } };

/** Chinese labels (the language toolbar switches every story). */
export const Chinese: Story = { args: { quantity: 'Temp2', value: 5 }, globals: { lang: 'cn' } };

/** Temperature to saturation pressure: R134a at 0 ℃ is 2.93 bar abs (the refrigerant's data loads on demand). */
export const WithRefrigerant: Story = { args: { refrigerant: 'R134a', value: 0 } };

/** A zeotropic blend in gauge pressure: bubble and dew differ by the glide. */
export const Blend: Story = { args: { refrigerant: 'R407C', absolute: 'false', value: -10 } };

/** Units of two quantities other than a temperature and a pressure: 'Unable to calculate' (SPEC §5). */
export const UnableToCalculate: Story = { args: { 'from-unit': 'bar', 'to-unit': 'kW', value: 1 } };

/** Out of the refrigerant's range: the reason, with the limits in the user's unit. */
export const OutOfRange: Story = { args: { refrigerant: 'R744', value: 40 } };

/** In a narrow column the row wraps. */
export const Narrow: Story = {
  args: { quantity: 'VolumeFlow', value: 3.6 },
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
};
