import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fn } from 'storybook/test';
import { createI18n } from '../src/i18n';
import { PerformanceChart, performanceChartResources, type PerformanceChartData } from '../widgets/performance-chart';
import { meta as element } from '../widgets/performance-chart/performance-chart.element';
import { curveData } from '../widgets/selector';
import chartLine from './fixtures/selector/sov-chartline.json';
import type { ChartCurve } from '../src/contracts/selection';

// The chart's strings on top of the toolbar's language.
function WithStrings({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nextProvider i18n={createI18n(lang, performanceChartResources)}>{children}</I18nextProvider>;
}

const curves = chartLine.Data.curves as ChartCurve[];
/** Real curves: the demo Sov FDF-25 and its neighbours, R410A, as getchartline answers them. */
const capacity: PerformanceChartData = curveData(curves[0]!, 2);
const drop: PerformanceChartData = curveData(curves[1]!, 2);

const meta = {
  title: 'Widgets/Performance chart',
  component: PerformanceChart,
  args: { onSeriesToggle: fn() },
  decorators: [(Story, context) => <WithStrings lang={String(context.globals.lang ?? 'en')}><Story /></WithStrings>],
  argTypes: {
    data: { control: 'object', description: element.attributes.data.doc },
    error: { control: 'text', description: element.attributes.error.doc },
    height: { control: 'number', description: element.attributes.height.doc },
    locale: { control: 'text' },
  },
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No data yet. */
export const Empty: Story = {};

/** Capacity against evaporating temperature for a size and its neighbours. */
export const Typical: Story = { args: { data: capacity } };

/** Pressure drop against capacity, in imperial units. */
export const Imperial: Story = { args: { data: curveData(curves[1]!, 1) } };

/** The caller's call failed. */
export const Failed: Story = { args: { error: 'Network error: Failed to fetch' } };

/** German number format on the axes. */
export const German: Story = { args: { data: drop, locale: 'de' } };

/** A narrow column: the plot follows its box. */
export const Narrow: Story = { args: { data: capacity }, decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>] };

/** The custom element itself, its data set as a property. */
export const Element: Story = {
  args: { data: capacity },
  render: ({ data, height }) => <vs-performance-chart data={data} height={height} />,
};
