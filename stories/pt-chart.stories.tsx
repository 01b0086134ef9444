import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createI18nInstance } from '../src/i18n';
import { PtChart, chartRefrigerants, ptChartResources } from '../widgets/pt-chart';
import { I18nProvider } from '../widgets/providers';
// Importing the element module defines <vs-pt-chart>.
import { meta as element } from '../widgets/pt-chart/pt-chart.element';
import { oneOf } from './one-of';

const meta = {
  title: 'Widgets/Pressure-temperature chart',
  component: PtChart,
  args: { onRowSelect: fn() },
  // The chart's strings in the toolbar's language.
  decorators: [
    (Story, context) => (
      <I18nProvider i18n={createI18nInstance(String(context.globals.lang ?? 'en'), ptChartResources)}>
        <Story />
      </I18nProvider>
    ),
  ],
  argTypes: {
    refrigerant: { control: 'select', options: chartRefrigerants, description: element.attributes.refrigerant.doc },
    unitSystem: { control: 'inline-radio', options: [1, 2], description: element.attributes.unitSystem.doc },
    absolute: { control: 'inline-radio', options: ['true', 'false'], description: element.attributes.absolute.doc },
    height: { control: 'number', description: element.attributes.height.doc },
    locale: { control: 'text' },
    model: { table: { disable: true } },
  },
} satisfies Meta<typeof PtChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R134a, metric: every 1 K from -60 to +60 ℃, bar absolute. */
export const Typical: Story = { args: { refrigerant: 'R134a' } };

/** A zeotropic blend in gauge pressure: bubble and dew columns and curves. */
export const Blend: Story = { args: { refrigerant: 'R407C', absolute: 'false' } };

/** Imperial: every 1 ℉, Psi. */
export const Imperial: Story = { args: { refrigerant: 'R410A', unitSystem: 1 } };

/** Chinese headings (the language toolbar switches every story). */
export const Chinese: Story = { args: { refrigerant: 'R32' }, globals: { lang: 'cn' } };

/** In a narrow column the table goes below the curve. */
export const Narrow: Story = {
  args: { refrigerant: 'R290' },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
};

/** The custom element itself, as a shop embeds it: attributes in, vs-row-select out (see the browser console). */
export const Element: Story = {
  args: { refrigerant: 'R744', unitSystem: 2, absolute: 'true' },
  render: ({ refrigerant, unitSystem, absolute, height, onRowSelect }) => (
    // React 19 sets the element's properties (typed values), which write its attributes.
    <vs-pt-chart
      refrigerant={refrigerant}
      unitSystem={oneOf([1, 2], unitSystem)}
      absolute={oneOf(['true', 'false'], String(absolute))}
      height={height}
      ref={(host) => {
        if (!host || !onRowSelect) return undefined;
        const listener = (event: CustomEvent) => onRowSelect(event.detail);
        host.addEventListener('vs-row-select', listener);
        return () => host.removeEventListener('vs-row-select', listener);
      }}
    />
  ),
};
