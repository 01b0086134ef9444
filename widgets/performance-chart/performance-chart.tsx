import { toJson } from '../../src/contracts/json';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { formatAmount, numberFormat } from '../../src/engine/units';
import { useTranslator } from '../internal/element/i18n';
import { knobValue, plotOptions } from '../internal/charts/uplot-options';
import { useUplot } from '../internal/charts/use-uplot';
import { useNumberLocale } from '../internal/element/widget-context';
import {
  alignedData,
  axisTitle,
  chartShape,
  checkChartData,
  hasPoints,
  type PerformanceChartData,
} from './performance-chart.model';
import { performanceChartNamespace } from './performance-chart.resources';
import { knobs, palette, styles } from './performance-chart.styles';

/** A curve the user showed or hid by its legend entry. */
export interface SeriesToggle {
  label: string;
  shown: boolean;
}

export interface PerformanceChartProps {
  /** The curves: one x column (ascending) and a y column per series. Default none: the empty state. */
  data?: PerformanceChartData;
  /** A message to show instead of the curves (the caller's call failed). */
  error?: string;
  /** Height of the plot with its axes, px. Default 280. */
  height?: number;
  /** BCP 47 locale of the axis numbers; default the element's lang, else the surrounding i18next language. */
  locale?: string;
  /** The user showed or hid a curve by clicking its legend entry. */
  onSeriesToggle?: (toggle: SeriesToggle) => void;
}

const defaultHeight = 280;

/**
 * Performance curves with uPlot (useUplot: a new plot per shape of the data, series and axes; new values by
 * setData). Empty and error states replace the plot.
 */
export function PerformanceChart(props: PerformanceChartProps) {
  useSignals();
  const { t } = useTranslator([performanceChartNamespace]);
  const locale = useNumberLocale(props.locale);
  const height = props.height && props.height > 0 ? props.height : defaultHeight;
  const holder = useRef<HTMLDivElement>(null);
  // The plot's callbacks read the latest props without the plot being rebuilt for a new callback.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const { data } = props;
  const check = data ? checkChartData(data) : undefined;
  // An empty message is none: a page clears the message by writing error = '' (issue 28).
  const problem = props.error || (check && !check.ok ? t(`problem.${check.problem}`, { detail: check.detail }) : undefined);
  const drawable = problem === undefined && hasPoints(data);
  const columns = useMemo(() => (drawable && data ? alignedData(data) : undefined), [data, drawable]);
  useUplot(holder, columns && data && {
    shape: toJson([chartShape(data), height, locale]),
    options: (element) => chartOptions(data, element, height, locale, (toggle) => latest.current.onSeriesToggle?.(toggle)),
    data: columns,
    // uPlot builds its own legend table; naming it a part lets a shop restyle it like the rest.
    created: (plot) => plot.root.querySelector('.u-legend')?.setAttribute('part', 'legend'),
  });

  const state = problem !== undefined ? 'error' : drawable ? 'ready' : 'empty';
  const title = data?.title ?? t('title');
  return (
    <figure part="base" css={styles.base} data-state={state} aria-label={title}>
      {data?.title && (
        <figcaption part="title" css={styles.title}>
          {data.title}
        </figcaption>
      )}
      {state === 'ready' ? (
        <div ref={holder} part="chart" css={styles.plot} role="img" aria-label={describe(data!, t('legend'))} />
      ) : (
        <p part="message" role={state === 'error' ? 'alert' : undefined} css={[styles.message, state === 'error' && styles.error]}
          style={{ minHeight: height }}>
          {state === 'error' ? t('error', { message: problem }) : t('empty')}
        </p>
      )}
    </figure>
  );
}

/** A text equivalent of the plot for screen readers: axes and curves. */
function describe(data: PerformanceChartData, legend: string): string {
  const point = data.point ? `. ${data.point.label}: ${data.point.x} ${data.x.unit}, ${data.point.y} ${data.y.unit}` : '';
  return `${axisTitle(data.y)} / ${axisTitle(data.x)}. ${legend}: ${data.series.map((s) => s.label).join(', ')}${point}`;
}

/**
 * Marks the operating point after each redraw: a ring, and dashed lines down to the x axis and across to the y
 * axis, in canvas pixels (uPlot's valToPos with canvas units). A point outside the scales is not drawn.
 */
function markPoint(u: uPlot, point: NonNullable<PerformanceChartData['point']>, color: string) {
  const x = u.valToPos(point.x, 'x', true);
  const y = u.valToPos(point.y, 'y', true);
  const { left, top, width, height } = u.bbox;
  if (!(x >= left && x <= left + width && y >= top && y <= top + height)) return;
  const ctx = u.ctx;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.5 * ratio;
  ctx.setLineDash([4 * ratio, 3 * ratio]);
  ctx.beginPath();
  ctx.moveTo(x, top + height);
  ctx.lineTo(x, y);
  ctx.lineTo(left, y);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineWidth = 2.5 * ratio;
  ctx.beginPath();
  ctx.arc(x, y, 6 * ratio, 0, 2 * Math.PI);
  ctx.stroke();
  ctx.restore();
}

/**
 * A value of the legend (the cursor's point) by the one number policy (formatAmount) with its unit: three
 * significant digits, none finer than the quantity shows. A percentage axis has the unit `%`.
 */
export function curveValue(value: number | null | undefined, unit: string, locale: string): string {
  return value == null ? '–' : `${formatAmount(value, unit, locale)} ${unit}`.trim();
}

function chartOptions(
  data: PerformanceChartData,
  element: HTMLElement,
  height: number,
  locale: string,
  onToggle: (toggle: { label: string; shown: boolean }) => void,
): uPlot.Options {
  const format = numberFormat(locale, { maximumFractionDigits: 3 });
  const selected = knobValue(element, knobs, '--vs-performance-chart-selected-color');
  const pointColor = knobValue(element, knobs, '--vs-performance-chart-point-color');
  const { point } = data;
  let other = 0;
  const options = plotOptions(element, {
    height,
    format,
    grid: knobValue(element, knobs, '--vs-performance-chart-grid-color'),
    x: axisTitle(data.x),
    y: axisTitle(data.y),
    series: data.series.map<uPlot.Series>((s) => ({
      label: s.label,
      stroke: s.selected ? selected : palette[other++ % palette.length],
      width: s.selected ? 3 : 1.5,
      spanGaps: false,
      value: (_u, v) => curveValue(v, data.y.unit, locale),
    })),
  });
  // The legend's x under the cursor by the same policy (a capacity axis holds 2.84345 TR at a grid point).
  options.series[0]!.value = (_u, v) => (v == null ? '–' : formatAmount(v, data.x.unit, locale));
  return {
    ...options,
    legend: { show: true },
    cursor: { focus: { prox: -1 } },
    hooks: {
      draw: point ? [(u) => markPoint(u, point, pointColor)] : [],
      // Called when a legend entry is clicked (the only way this plot changes a series' visibility).
      setSeries: [
        (u, index, options) => {
          if (index === null || index === 0 || options.show === undefined) return;
          onToggle({ label: String(u.series[index]?.label ?? ''), shown: options.show });
        },
      ],
    },
  };
}
