import { toJson } from '../../src/contracts/json';
import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import type { SaturationTable } from '../../src/engine/pressure-temperature/saturation-table';
import { formatNumber, numberFormat } from '../../src/engine/units';
import { useTranslator } from '../internal/element/i18n';
import { knobValue, plotOptions } from '../internal/charts/uplot-options';
import { useUplot } from '../internal/charts/use-uplot';
import { useNumberLocale } from '../internal/element/widget-context';
import { createPtChartModel, type PtChartModel, type PtChartSettings, type PtRowSelection } from './pt-chart.model';
import { ptChartNamespace } from './pt-chart.resources';
import { knobs, styles } from './pt-chart.styles';

export interface PtChartProps {
  /** Refrigerant, ASHRAE designation (R134a, R410A ...). Default R134a. */
  refrigerant?: string;
  /** 1 imperial (rows every 1 ℉, pressures in Psi), 2 metric (every 1 K, ℃ and bar). Default 2. */
  unitSystem?: number;
  /** A custom unit set over unitSystem's (quantity → unit, or its JSON); its Temp and Press are the chart's. */
  units?: PtChartSettings['units'];
  /** Pressures absolute (true, `"true"`, the default) or gauge (false, `"false"`: absolute minus 1.01325 bar). */
  absolute?: boolean | string;
  /** BCP 47 locale of the numbers; default the element's lang, else the surrounding i18next language. */
  locale?: string;
  /** Height of the curve with its axes, px. Default 280. */
  height?: number;
  /** A model the host keeps; default one made for this instance. */
  model?: PtChartModel;
  /** The user picked a row of the table (click, Enter or Space on it); never a prop change. */
  onRowSelect?: (selection: PtRowSelection) => void;
}

const defaultHeight = 280;

/**
 * A refrigerant's saturation pressures against temperature: a curve (uPlot; bubble and dew for blends) and a
 * table every whole degree, in the user's units, computed in the browser once the refrigerant's data is loaded.
 */
export function PtChart(props: PtChartProps) {
  useSignals();
  const { t } = useTranslator([ptChartNamespace]);
  const locale = useNumberLocale(props.locale);
  const model = useModel(props);
  const table = model.table.value;
  // A selection belongs to its table: a new one (refrigerant, units) has other rows.
  const [picked, setPicked] = useState<{ table: SaturationTable; index: number } | undefined>(undefined);
  const selected = picked && picked.table === table ? picked.index : undefined;
  const blend = model.isBlend.value;
  const state = model.state.value;
  const refrigerant = model.refrigerant.value;
  const { temperature, pressure } = model.units.value;
  const suffix = t(model.absolute.value ? 'absoluteSuffix' : 'gaugeSuffix');
  function pick(index: number) {
    const selection = model.rowAt(index);
    if (!selection || !table) return;
    setPicked({ table, index });
    props.onRowSelect?.(selection);
  }
  const grid = useGridFocus(table?.temperature.length ?? 0, blend ? 3 : 2, selected, pick);

  const pressureUnit = `(${pressure} ${suffix})`;
  const columnHeads = [
    `${t('temperature')} (${temperature})`,
    ...(blend ? [`${t('bubble')} ${pressureUnit}`, `${t('dew')} ${pressureUnit}`] : [`${t('pressure')} ${pressureUnit}`]),
  ];
  const title = t('title', { refrigerant });
  return (
    <section part="base" css={styles.base} data-state={state} aria-label={title}>
      <h3 part="title" css={styles.title}>
        {title}
      </h3>
      {state === 'ready' && table ? (
        <div css={styles.body}>
          <Curve table={table} blend={blend} height={props.height} locale={locale} t={t}
            axes={{ x: columnHeads[0]!, y: `${t('pressure')} ${pressureUnit}` }} />
          <div part="table" css={styles.tableBox} tabIndex={-1}>
            <table role="grid" css={styles.table} aria-label={t('table', { refrigerant })}
              onKeyDown={grid.onKeyDown} onFocus={grid.onFocus}>
              <thead>
                <tr>
                  {columnHeads.map((head, column) => (
                    <th key={head} scope="col" data-cell={`${headRow},${column}`} tabIndex={grid.tabIndexOf(headRow, column)}>
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from(table.temperature, (value, i) => (
                  <tr key={value} part="row" aria-selected={selected === i} onClick={() => pick(i)}>
                    <th scope="row">
                      <button type="button" css={styles.rowButton} data-cell={`${i},0`} tabIndex={grid.tabIndexOf(i, 0)}
                        onClick={(e) => { e.stopPropagation(); pick(i); }}>
                        {formatNumber(value, locale, 0)}
                      </button>
                    </th>
                    <td data-cell={`${i},1`} tabIndex={grid.tabIndexOf(i, 1)}>{formatNumber(table.bubble[i]!, locale, 2)}</td>
                    {blend && <td data-cell={`${i},2`} tabIndex={grid.tabIndexOf(i, 2)}>{formatNumber(table.dew[i]!, locale, 2)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <p part="message" role={state === 'error' ? 'alert' : undefined} css={[styles.message, state === 'error' && styles.error]}>
          {state === 'error' ? errorText(model, t) : t('loading')}
        </p>
      )}
    </section>
  );
}

/** Rows PageUp and PageDown move by. */
const pageRows = 10;
/** The row of the column headings, above the table's first row (0): a row of the grid, as APG's data grid has it. */
const headRow = -1;

/**
 * The table as one tab stop with the APG data grid's keys: the arrows move a cell (up into the column headings,
 * which say the units), Home and End to the row's first and last, Ctrl+Home and Ctrl+End to the grid's first and
 * last cell, PageUp and PageDown ten rows; Enter or Space picks the row. The temperature cell's button is its
 * cell's focus (a cell holding one control focuses the control).
 */
function useGridFocus(rows: number, columns: number, selected: number | undefined, pick: (row: number) => void) {
  const [cell, setCell] = useState<{ row: number; column: number } | undefined>(undefined);
  // Before the user has been in the grid, Tab lands on the picked row, else the first.
  const at = cell && cell.row < rows && cell.column < columns ? cell : { row: selected ?? 0, column: 0 };
  const keys: Readonly<Record<string, (ctrl: boolean) => [number, number]>> = {
    ArrowDown: () => [at.row + 1, at.column],
    ArrowUp: () => [at.row - 1, at.column],
    ArrowRight: () => [at.row, at.column + 1],
    ArrowLeft: () => [at.row, at.column - 1],
    Home: (ctrl) => [ctrl ? headRow : at.row, 0],
    End: (ctrl) => [ctrl ? rows - 1 : at.row, columns - 1],
    PageDown: () => [at.row + pageRows, at.column],
    PageUp: () => [at.row - pageRows, at.column],
  };
  return {
    tabIndexOf: (row: number, column: number) => (row === at.row && column === at.column ? 0 : -1),
    onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
      const key = keys[event.key];
      if (key) {
        event.preventDefault();
        const [row, column] = key(event.ctrlKey || event.metaKey);
        const next = { row: Math.max(headRow, Math.min(rows - 1, row)), column: Math.max(0, Math.min(columns - 1, column)) };
        setCell(next);
        event.currentTarget.querySelector<HTMLElement>(`[data-cell="${next.row},${next.column}"]`)?.focus();
      } else if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLTableCellElement && at.row !== headRow) {
        // The temperature's button picks by its own click; the pressure cells pick here; a heading picks nothing.
        event.preventDefault();
        pick(at.row);
      }
    },
    onFocus(event: { target: EventTarget }) {
      const found = event.target instanceof HTMLElement ? event.target.dataset.cell : undefined;
      if (!found) return;
      const [row, column] = found.split(',').map(Number) as [number, number];
      if (row !== at.row || column !== at.column) setCell({ row, column });
    },
  };
}

function errorText(model: PtChartModel, t: TFunction): string {
  const error = model.error.peek();
  return error?.code === 'load_failed' ? t('loadFailed') : t('failed', { code: error?.code ?? '' });
}

interface CurveProps {
  table: SaturationTable;
  blend: boolean;
  axes: { x: string; y: string };
  height: number | undefined;
  locale: string;
  t: TFunction;
}

/** The curve: a new plot per shape (series, axes, locale), new rows by setData (useUplot). */
function Curve({ table, blend, axes, height: wanted, locale, t }: CurveProps) {
  const holder = useRef<HTMLDivElement>(null);
  const height = wanted && wanted > 0 ? wanted : defaultHeight;
  const labels = { bubble: blend ? t('bubble') : t('pressure'), dew: t('dew') };
  const data = useMemo(() => columns(table, blend), [table, blend]);
  useUplot(holder, {
    // Labels follow the axes and the language.
    shape: toJson([blend, axes.x, axes.y, labels.bubble, height, locale]),
    options: (element) => curveOptions(element, blend, axes, labels, height, locale),
    data,
  });

  const first = table.temperature[0];
  const last = table.temperature[table.temperature.length - 1];
  return (
    // The plot's height is kept while uPlot's chunk loads: stacked on a phone, the table would move down as it arrives.
    <div ref={holder} part="chart" css={styles.plot} style={{ minBlockSize: height }} role="img"
      aria-label={t('curve', { refrigerant: table.refrigerant, from: `${first} ${table.temperatureUnit}`, to: `${last} ${table.temperatureUnit}` })} />
  );
}

function columns(table: SaturationTable, blend: boolean): uPlot.AlignedData {
  return blend ? [table.temperature, table.bubble, table.dew] : [table.temperature, table.bubble];
}

function curveOptions(
  element: HTMLElement,
  blend: boolean,
  axes: { x: string; y: string },
  labels: { bubble: string; dew: string },
  height: number,
  locale: string,
): uPlot.Options {
  const format = numberFormat(locale, { maximumFractionDigits: 2 });
  const series = (label: string, knob: keyof typeof knobs): uPlot.Series => ({
    label,
    stroke: knobValue(element, knobs, knob),
    width: 2,
    value: (_u, v) => (v == null ? '–' : format.format(v)),
  });
  return {
    ...plotOptions(element, {
      height,
      format,
      grid: knobValue(element, knobs, '--vs-pt-chart-grid-color'),
      ...axes,
      series: [series(labels.bubble, '--vs-pt-chart-bubble-color'), ...(blend ? [series(labels.dew, '--vs-pt-chart-dew-color')] : [])],
    }),
    legend: { show: blend },
  };
}

/**
 * The instance's model (the host's, or one made here from the first props), kept in step with later props:
 * they reach it through apply(), after render, and only when they changed.
 */
function useModel(props: PtChartProps): PtChartModel {
  const units = typeof props.units === 'object' ? toJson(props.units) : props.units;
  const settings: PtChartSettings = { refrigerant: props.refrigerant, unitSystem: props.unitSystem, units, absolute: props.absolute };
  const [own] = useState(() => (props.model ? undefined : createPtChartModel(settings)));
  const model = props.model ?? (own as PtChartModel);
  const applied = useRef<PtChartSettings>(own ? settings : {});
  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = settings;
    const keys = (Object.keys(settings) as (keyof PtChartSettings)[]).filter(
      (key) => settings[key] !== undefined && !Object.is(settings[key], before[key]),
    );
    if (keys.length > 0) model.apply(Object.fromEntries(keys.map((key) => [key, settings[key]])) as PtChartSettings);
  });
  return model;
}
