import type { Meta, StoryObj } from '@storybook/react-vite';
// Importing the element module defines <vs-pt-chart>.
import { meta as element } from '../widgets/pt-chart/pt-chart.element';
import { elementStories } from './element-story';

const meta = { title: 'Widgets/Pressure-temperature chart', ...elementStories(element) } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** R134a, metric: every 1 K from -60 to +60 ℃, bar absolute. */
export const Typical: Story = { args: { refrigerant: 'R134a' } };

/** A zeotropic blend in gauge pressure: bubble and dew columns and curves. */
export const Blend: Story = { args: { refrigerant: 'R407C', absolute: 'false' } };

/** Imperial: every 1 ℉, Psi. */
export const Imperial: Story = { args: { refrigerant: 'R410A', 'unit-system': '1' } };

/** Chinese headings (the language toolbar switches every story). */
export const Chinese: Story = { args: { refrigerant: 'R32' }, globals: { lang: 'cn' } };

/** In a narrow column the table goes below the curve. */
export const Narrow: Story = {
  args: { refrigerant: 'R290' },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
};

/** Carbon dioxide up to its critical point. */
export const CarbonDioxide: Story = { args: { refrigerant: 'R744' } };
