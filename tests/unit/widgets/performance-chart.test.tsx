// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  PerformanceChart,
  alignedData,
  checkChartData,
  performanceChartResources,
  type PerformanceChartData,
  type PerformanceChartProps,
} from '../../../widgets/performance-chart';
import { curveValue } from '../../../widgets/performance-chart/performance-chart';
import { hosted, installCanvas } from './test-support';

beforeAll(installCanvas);
afterEach(cleanup);

const data: PerformanceChartData = {
  title: 'Capacity against evaporating temperature',
  x: { label: 'Evaporating temperature', unit: '℃', values: [-20, -10, 0] },
  y: { label: 'Capacity', unit: 'kW' },
  series: [
    { label: 'FDF-25 (selected)', values: [12.7, 14.0, 15.1], selected: true },
    { label: 'FDF-16', values: [8.1, null, 9.7] },
  ],
};

function renderChart(props: PerformanceChartProps, lang = 'en') {
  const view = render(hosted(<PerformanceChart {...props} />, performanceChartResources, lang));
  return { ...view, update: (next: PerformanceChartProps) => view.rerender(hosted(<PerformanceChart {...next} />, performanceChartResources, lang)) };
}

const base = (container: HTMLElement) => container.querySelector('[part="base"]') as HTMLElement;

describe('PerformanceChart: accessibility', () => {
  it('is a figure named by its title, the plot an image described by its axes and curves', () => {
    renderChart({ data });
    expect(screen.getByRole('figure', { name: data.title })).toBeTruthy();
    const plot = screen.getByRole('img');
    expect(plot.getAttribute('aria-label')).toBe('Capacity (kW) / Evaporating temperature (℃). Legend: FDF-25 (selected), FDF-16');
  });
});

describe('PerformanceChart: defaults and states', () => {
  it('without data shows the empty state and no plot', () => {
    const { container } = renderChart({});
    expect(base(container).dataset.state).toBe('empty');
    expect(screen.getByText('No curve to show yet')).toBeTruthy();
    expect(container.querySelector('.uplot')).toBeNull();
  });

  it('data whose curves have no point is empty too', () => {
    const { container } = renderChart({ data: { ...data, series: [{ label: 'A', values: [null, null, null] }] } });
    expect(base(container).dataset.state).toBe('empty');
  });

  it('refuses x values that do not ascend and curves of another length, saying which', () => {
    renderChart({ data: { ...data, x: { ...data.x, values: [0, -10, -20] } } });
    expect(screen.getByRole('alert').textContent).toContain('the x values must ascend (x[1])');
    cleanup();
    renderChart({ data: { ...data, series: [{ label: 'A', values: [1, 2] }] } });
    expect(screen.getByRole('alert').textContent).toContain('a curve has not one value per x value (A: 2 ≠ 3)');
    expect(checkChartData(data)).toEqual({ ok: true });
  });

  it('feeds uPlot columnar data: x as Float64Array, gaps as null', () => {
    const [x, first, second] = alignedData(data);
    expect(x).toBeInstanceOf(Float64Array);
    expect([...x]).toEqual([-20, -10, 0]);
    expect(first).toEqual([12.7, 14.0, 15.1]);
    expect(second).toEqual([8.1, null, 9.7]);
  });
});

describe('PerformanceChart: data property', () => {
  it('draws one plot with a legend entry per curve', () => {
    const { container } = renderChart({ data });
    expect(base(container).dataset.state).toBe('ready');
    expect(container.querySelectorAll('.uplot')).toHaveLength(1);
    const legend = container.querySelector('[part="legend"]');
    expect([...(legend?.querySelectorAll('.u-series .u-label') ?? [])].map((l) => l.textContent)).toEqual([
      'Evaporating temperature (℃)',
      'FDF-25 (selected)',
      'FDF-16',
    ]);
  });

  it('keeps its plot for new values of the same curves (setData) and builds a new one for other curves', () => {
    const { container, update } = renderChart({ data });
    const plot = container.querySelector('.uplot');
    update({ data: { ...data, series: data.series.map((s) => ({ ...s, values: s.values.map((v) => (v === null ? null : v * 2)) })) } });
    expect(container.querySelector('.uplot')).toBe(plot);
    update({ data: { ...data, series: [{ label: 'FDF-38', values: [19, 21, 23] }] } });
    expect(container.querySelectorAll('.uplot')).toHaveLength(1);
    expect(container.querySelector('.uplot')).not.toBe(plot);
  });

  it('destroys the plot when the chart goes', () => {
    const { container, unmount } = renderChart({ data });
    const holder = container.querySelector('[part="chart"]') as HTMLElement;
    unmount();
    expect(holder.querySelector('.uplot')).toBeNull();
  });
});

describe('PerformanceChart: locale', () => {
  it('speaks Chinese in its messages', () => {
    renderChart({}, 'cn');
    expect(screen.getByText('暂无曲线')).toBeTruthy();
  });
});

// Issue 26: the legend's figures under the cursor follow the one number policy (amount-format.ts), as the results do.
describe('PerformanceChart: legend values', () => {
  it.each([
    [12.3456, 'kW', 'en', '12.3 kW'],
    [2.84345, 'TR', 'en', '2.84 TR'],
    // No finer than a pressure's 0.001 bar.
    [0.0748123, 'bar', 'en', '0.075 bar'],
    [64.40041, '%', 'en', '64.4 %'],
    [12.3456, 'kW', 'de', '12,3 kW'],
    [null, 'kW', 'en', '–'],
  ] as const)('%s %s (%s) reads %s', (value, unit, locale, shown) => {
    expect(curveValue(value, unit, locale)).toBe(shown);
  });
});
