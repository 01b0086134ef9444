// Issue 13: the report's curves are drawn by the chart widget with the operating point marked.
import { describe, expect, it } from 'vitest';
import type { ReportCurve } from '../../../../../../src/contracts/report';
import { chartData } from '../../../../../../host-site/web/features/export/report-view';
import { chartShape } from '../../../../../../widgets/performance-chart';

const curve: ReportCurve = {
  kind: 'drop-capacity',
  title: 'Pressure drop',
  x: { label: 'Capacity', unit: 'kW', values: [2, 6, 10] },
  y: { label: 'Pressure drop', unit: 'bar' },
  series: [
    { Sizeid: 14, SizeName: 'FDF-25', label: 'FDF-25', selected: true, values: [0.01, 0.05, 0.16] },
    { Sizeid: 15, SizeName: 'FDF-32', label: 'FDF-32', selected: false, values: [0.005, null, 0.08] },
  ],
  operatingPoint: { x: 12, y: 0.149 },
};

describe('chartData', () => {
  it('keeps the columns as the report gives them and marks its operating point', () => {
    const data = chartData(curve, 'Operating point');
    expect(data.x).toEqual(curve.x);
    expect(data.series.map((one) => [one.label, one.selected, one.values])).toEqual([
      ['FDF-25', true, [0.01, 0.05, 0.16]],
      ['FDF-32', false, [0.005, null, 0.08]],
    ]);
    expect(data.point).toEqual({ x: 12, y: 0.149, label: 'Operating point' });
  });

  it('marks nothing where the size cannot run at the conditions', () => {
    expect(chartData({ ...curve, operatingPoint: null }, 'Operating point').point).toBeUndefined();
  });

  it('builds a new plot for another operating point (the mark is drawn by the plot, not by its data)', () => {
    const here = chartData(curve, 'Operating point');
    const there = chartData({ ...curve, operatingPoint: { x: 8, y: 0.1 } }, 'Operating point');
    expect(chartShape(here)).not.toBe(chartShape(there));
  });
});
