import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChartCurve } from '../src/contracts/selection';
import type { PerformanceChartData } from '../widgets/performance-chart';
// Importing the element module defines <vs-performance-chart>.
import { meta as element } from '../widgets/performance-chart/performance-chart.element';
import { curveData } from '../widgets/selector';
import { elementStories } from './element-story';
import chartLine from './fixtures/selector/sov-chartline.json';

const curves = chartLine.Data.curves as ChartCurve[];
/** Real curves: the demo Sov FDF-25 and its neighbours, R410A, as getchartline answers them. */
const capacity: PerformanceChartData = curveData(curves[0]!, 2);
const drop: PerformanceChartData = curveData(curves[1]!, 2);

const meta = { title: 'Widgets/Performance chart', ...elementStories(element) } satisfies Meta;

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
export const German: Story = { args: { data: drop, lang: 'de' } };

/** A narrow column: the plot follows its box. */
export const Narrow: Story = { args: { data: capacity }, decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>] };
