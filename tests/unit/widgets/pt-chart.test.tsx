// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nInstance } from '../../../src/i18n';
import { I18nProvider } from '../../../widgets/internal/element/i18n';
import { PtChart, createPtChartModel, ptChartResources, type PtChartProps } from '../../../widgets/pt-chart';
import { installCanvas, withChinese } from './test-support';

// happy-dom has no canvas: uPlot draws into a stub context.
beforeAll(installCanvas);
afterEach(cleanup);

function renderChart(props: PtChartProps = {}, lang = 'en') {
  const i18n = createI18nInstance(lang, withChinese(ptChartResources));
  const wrap = (p: PtChartProps) => (
    <I18nProvider i18n={i18n}>
      <PtChart {...p} />
    </I18nProvider>
  );
  const view = render(wrap(props));
  return { ...view, update: (next: PtChartProps) => view.rerender(wrap(next)) };
}

// uPlot's legend of a blend is a table too: the chart's own table is the one named "Saturation pressures of ...".
const table = () => screen.getByRole('grid', { name: /^Saturation pressures|饱和压力$/ });
// The engine's chunk and the fluid's data load after the first render: a guard against a hang, not a speed check.
const findTable = () => screen.findByRole('grid', { name: /^Saturation pressures|饱和压力$/ }, { timeout: 30_000 });
const rows = () => within(table()).getAllByRole('row').slice(1);
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);

describe('PtChart: accessibility and defaults', () => {
  it('is a region named by the refrigerant, with a labelled table and a described curve', async () => {
    const { container } = renderChart();
    expect(screen.getByRole('region', { name: 'Pressure-temperature chart of R134a' })).toBeTruthy();
    await findTable();
    expect(table().getAttribute('aria-label')).toBe('Saturation pressures of R134a');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Saturation pressure against temperature of R134a, -60 ℃ to 60 ℃',
    );
    expect(container.querySelector('[part="base"]')?.getAttribute('data-state')).toBe('ready');
  });

  it('lists R134a every 1 K from -60 to +60 ℃ in bar abs, 0 ℃ at 2.93', async () => {
    renderChart();
    await findTable();
    expect(headers()).toEqual(['Temperature (℃)', 'Pressure (bar abs)']);
    expect(rows()).toHaveLength(121);
    const zero = rows().find((row) => row.querySelector('th')?.textContent === '0')!;
    expect(zero.querySelector('td')?.textContent).toBe('2.93');
  });

  it('gives bubble and dew columns for a blend', async () => {
    renderChart({ refrigerant: 'R407C', absolute: 'false' });
    await findTable();
    expect(headers()).toEqual([
      'Temperature (℃)', 'Bubble (bar g)', 'Dew (bar g)',
    ]);
  });
});

describe('PtChart: events on user action only', () => {
  it('reports the picked row with its values and units, and marks it selected', async () => {
    const onRowSelect = vi.fn();
    renderChart({ refrigerant: 'R410A', onRowSelect });
    await findTable();
    const zero = rows().find((row) => row.querySelector('th')?.textContent === '0')!;
    fireEvent.click(within(zero).getByRole('button', { name: '0' }));
    expect(onRowSelect).toHaveBeenCalledExactlyOnceWith({
      refrigerant: 'R410A',
      temperature: 0,
      bubble: expect.closeTo(8.007, 2),
      dew: expect.closeTo(7.981, 2),
      temperatureUnit: '℃',
      pressureUnit: 'bar',
      absolute: true,
    });
    expect(zero.getAttribute('aria-selected')).toBe('true');
  });
});

describe('PtChart: imperial units and Chinese', () => {
  it('shows Chinese headings', async () => {
    renderChart({ refrigerant: 'R404A' }, 'cn');
    await screen.findByRole('grid', { name: 'R404A 饱和压力' });
    expect(headers()[1]).toBe('泡点 (bar 绝压)');
  });
});

describe('PtChart model', () => {
  it('ends R744 below its critical point and follows a new refrigerant', async () => {
    const model = createPtChartModel({ refrigerant: 'R744' });
    expect(model.state.value).toBe('loading');
    await model.whenReady();
    const t = model.table.value!;
    expect(t.temperature[t.temperature.length - 1]).toBe(30);
    model.apply({ refrigerant: 'R290', unitSystem: 1 });
    await model.whenReady();
    expect(model.table.value?.temperatureUnit).toBe('℉');
    expect(model.rowAt(-1)).toBeUndefined();
  });

  it('ignores an unknown refrigerant', () => {
    expect(createPtChartModel({ refrigerant: 'R999' }).refrigerant.value).toBe('R134a');
  });
});
