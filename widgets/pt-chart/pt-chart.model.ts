/**
 * The pressure-temperature chart's state, apart from rendering: per-instance signals for the refrigerant, the
 * unit system and the pressure reference, and the table derived from them with the engine's saturationTable(),
 * in the browser. The engine (./pt-chart.table, a chunk of its own) and the refrigerant's data load on demand
 * (`state` is `loading` meanwhile), so that the widget's first view is its frame.
 */
import { toJson } from '../../src/contracts/json';
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { unitChoicesOf, type UnitChoices } from '../../src/contracts/units-header';
import type { EngineErrorDetail } from '../../src/engine/errors';
import type { SaturationTable } from '../../src/engine/pressure-temperature/saturation-table';
import type * as TableChunkModule from './pt-chart.table';
import { isBlend, refrigerantNames } from '../../src/engine/refrigerants/names';
import { defaultUnit, defaultUnitSystem, isUnitSystemId, type UnitSystemId } from '../../src/engine/units';

/** The refrigerants the chart offers, in catalogue order. */
export const chartRefrigerants: readonly string[] = refrigerantNames;

/** The refrigerant shown when none is set. */
export const defaultChartRefrigerant = 'R134a';

/** One row the user picked, as `vs-row-select` reports it. */
export interface PtRowSelection {
  refrigerant: string;
  /** In temperatureUnit. */
  temperature: number;
  /** Saturated-liquid and saturated-vapour pressure in pressureUnit; equal for a pure fluid. */
  bubble: number;
  dew: number;
  temperatureUnit: string;
  pressureUnit: string;
  /** False: gauge pressures (absolute minus 1.01325 bar). */
  absolute: boolean;
}

/** Settings from outside; an invalid one is ignored (the chart keeps what it had). */
export interface PtChartSettings {
  refrigerant?: string;
  /** 1 imperial (℉, Psi), 2 metric (℃, bar). */
  unitSystem?: number;
  /** A custom unit set over the system's (quantity → unit, or its JSON); its Temp and Press are the chart's. */
  units?: UnitChoices | string;
  /** Absolute (true, the default) or gauge; also the attribute's text `"true"` / `"false"`. */
  absolute?: boolean | string;
}

export type PtChartState = 'loading' | 'error' | 'ready';

type TableChunk = typeof TableChunkModule;

/** The engine's chunk once it has come, shared by every chart of the page. */
const tableChunk = signal<TableChunk | undefined>(undefined);
let tableChunkLoad: Promise<TableChunk> | undefined;

/** The engine's chunk, fetched once per page; a failed fetch (offline) is tried again next time. */
function loadTableChunk(): Promise<TableChunk> {
  tableChunkLoad ??= import('./pt-chart.table').then(
    (chunk) => (tableChunk.value = chunk),
    (error: unknown) => {
      tableChunkLoad = undefined;
      throw error;
    },
  );
  return tableChunkLoad;
}

export interface PtChartModel {
  readonly refrigerant: ReadonlySignal<string>;
  readonly unitSystem: ReadonlySignal<UnitSystemId>;
  readonly absolute: ReadonlySignal<boolean>;
  /** Whether the refrigerant is a blend: the table and the curve show bubble and dew. */
  readonly isBlend: ReadonlySignal<boolean>;
  /** ℃ and bar (unit system 2), ℉ and Psi (1), or the custom set's Temp and Press. */
  readonly units: ReadonlySignal<{ temperature: string; pressure: string }>;
  /** Every 1 K (or 1 ℉) over -60 … +60 ℃ clipped to the saturation range; undefined until the data is loaded. */
  readonly table: ReadonlySignal<SaturationTable | undefined>;
  readonly state: ReadonlySignal<PtChartState>;
  readonly error: ReadonlySignal<EngineErrorDetail | { code: 'load_failed' } | undefined>;
  apply(settings: PtChartSettings): void;
  /** The selection a row stands for. */
  rowAt(index: number): PtRowSelection | undefined;
  /** Settles when the current refrigerant's data has loaded (or failed to). */
  whenReady(): Promise<void>;
}

export function createPtChartModel(settings: PtChartSettings = {}): PtChartModel {
  const refrigerant = signal(defaultChartRefrigerant);
  const unitSystem = signal<UnitSystemId>(defaultUnitSystem);
  const choices = signal<UnitChoices>({});
  const absolute = signal(true);
  const loaded = signal<ReadonlySet<string>>(new Set());
  const loadFailed = signal(false);
  let pending: Promise<void> = Promise.resolve();

  const units = computed(() => ({
    temperature: choices.value.Temp ?? defaultUnit('Temp', unitSystem.value),
    pressure: choices.value.Press ?? defaultUnit('Press', unitSystem.value),
  }));
  const outcome = computed<{ table: SaturationTable } | { error: EngineErrorDetail | { code: 'load_failed' } } | undefined>(() => {
    if (loadFailed.value) return { error: { code: 'load_failed' } };
    const name = refrigerant.value;
    const chunk = tableChunk.value;
    if (!chunk || !loaded.value.has(name)) return undefined;
    const { temperature, pressure } = units.value;
    return chunk.tableOrRefusal({ refrigerant: name, temperatureUnit: temperature, pressureUnit: pressure, absolute: absolute.value });
  });
  const table = computed(() => {
    const o = outcome.value;
    return o && 'table' in o ? o.table : undefined;
  });
  const error = computed(() => {
    const o = outcome.value;
    return o && 'error' in o ? o.error : undefined;
  });
  const state = computed<PtChartState>(() => (outcome.value === undefined ? 'loading' : 'error' in outcome.value ? 'error' : 'ready'));

  function prepare() {
    const name = refrigerant.peek();
    if (loaded.peek().has(name)) return;
    loadFailed.value = false;
    // Data another instance loaded already: ready on the first render, no loading flash.
    if (tableChunk.peek()?.isRefrigerantLoaded(name)) {
      loaded.value = new Set([...loaded.peek(), name]);
      return;
    }
    pending = loadTableChunk()
      .then((chunk) => chunk.loadRefrigerant(name))
      .then(() => {
        loaded.value = new Set([...loaded.peek(), name]);
      })
      .catch(() => {
        loadFailed.value = true;
      });
  }

  function apply(next: PtChartSettings) {
    batch(() => {
      const name = next.refrigerant === undefined ? undefined : refrigerantName(next.refrigerant);
      if (name) refrigerant.value = name;
      const system = Number(next.unitSystem);
      if (next.unitSystem !== undefined && isUnitSystemId(system)) unitSystem.value = system;
      const set = next.units === undefined ? undefined : unitChoicesOf(next.units);
      if (set && toJson(set) !== toJson(choices.value)) choices.value = set;
      if (next.absolute === true || next.absolute === 'true') absolute.value = true;
      if (next.absolute === false || next.absolute === 'false') absolute.value = false;
    });
    prepare();
  }

  apply(settings);

  return {
    refrigerant,
    unitSystem,
    absolute,
    isBlend: computed(() => isBlend(refrigerant.value)),
    units,
    table,
    state,
    error,
    apply,
    rowAt(index) {
      const t = table.peek();
      if (!t || index < 0 || index >= t.temperature.length) return undefined;
      return {
        refrigerant: t.refrigerant,
        temperature: t.temperature[index]!,
        bubble: t.bubble[index]!,
        dew: t.dew[index]!,
        temperatureUnit: t.temperatureUnit,
        pressureUnit: t.pressureUnit,
        absolute: t.absolute,
      };
    },
    whenReady: () => pending,
  };
}

/** A refrigerant of the list as written in an attribute (`r-410a` is R410A). */
function refrigerantName(text: string): string | undefined {
  const key = (name: string) => name.trim().toUpperCase().replace(/^R-/, 'R');
  return chartRefrigerants.find((name) => key(name) === key(text));
}
