/**
 * The converter's state, apart from rendering: per-instance signals for what the user chose and typed, and
 * the result derived from them with the engine, in the browser. The component creates one model per
 * instance; the host site may create and keep its own (the conversion dialog keeps it between openings).
 *
 * Two kinds of writes: `apply()` for settings from outside (attributes, props), and the user's actions
 * (`setQuantity`, `setFromUnit`, `setToUnit`, `setText`, `setRefrigerant`, `setAbsolute`, `swap`). The model
 * raises no events: the component reports `conversion` after a user action, which is why a setting never
 * causes an event.
 *
 * The saturation mode (quantity `Saturation`) converts a temperature to the refrigerant's saturation pressure or
 * back. It is where the converter opens (SPEC §4, conversion tool defaults: ℃ to bar, or ℉ to Psi in unit system
 * 1). Its engine and the refrigerant's data are loaded when the mode is first entered (`state` is `loading`
 * meanwhile); a converter set to a plain quantity never loads them.
 *
 * Units set from outside decide the quantity when they need to: two units of one quantity convert within it, a
 * temperature and a pressure make the saturation conversion, and any other pair is kept as given and shows
 * 'Unable to calculate' (SPEC §5) until the user picks a unit or a quantity.
 */
import { toJson } from '../../src/contracts/json';
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Resource } from 'i18next';
import { unitChoicesOf, type UnitChoices } from '../../src/contracts/units-header';
import type { EngineErrorDetail } from '../../src/engine/errors';
import type { SaturationConversion, SaturationConversionInput } from '../../src/engine/pressure-temperature/convert-saturation';
import { isBlend, refrigerantNames } from '../../src/engine/refrigerants/names';
import {
  convert,
  defaultUnit,
  defaultUnitSystem,
  isUnitSystemId,
  formatEditable,
  parseNumber,
  quantities,
  quantityIds,
  resolveUnit,
  type QuantityId,
  type ResolvedUnit,
  type UnitSystemId,
} from '../../src/engine/units';

/** The quantity choice of temperature <-> saturation pressure of a refrigerant. */
export const saturationQuantity = 'Saturation';

/** What the quantity select offers: a quantity of the engine, or the saturation conversion. */
export type ConverterQuantity = QuantityId | typeof saturationQuantity;

/** One conversion, as `vs-convert` reports it. */
export interface UnitConversion {
  quantity: ConverterQuantity;
  /** Canonical label of the unit converted from, e.g. `℃`. */
  fromUnit: string;
  toUnit: string;
  /** The number typed, in fromUnit. */
  value: number;
  /** The value in toUnit at full precision (the widget shows two decimals); for a blend, the dew value. */
  result: number;
  /** Saturation conversions: the refrigerant, absolute (false: gauge) pressures, and both saturation values. */
  refrigerant?: string;
  absolute?: boolean;
  bubble?: number;
  dew?: number;
}

/** Settings from outside; each is optional and an invalid one is ignored (the widget keeps what it had). */
export interface UnitConverterSettings {
  /** 1 imperial, 2 metric; picks the default units. */
  unitSystem?: number;
  /** A custom unit set over the system's (quantity → unit, or its JSON): its units are the defaults where it has one. */
  units?: UnitChoices | string;
  /** A quantity id (Temp, Temp2, Press, CoolCapacity ...) or `Saturation`. */
  quantity?: string;
  /**
   * A unit label or alias (`psi` reads as `Psi`). A unit of another quantity moves the converter to that quantity;
   * with toUnit, the pair decides (see the module comment).
   */
  fromUnit?: string;
  /** A unit label or alias; one of another quantity than fromUnit's makes a pair that cannot be converted. */
  toUnit?: string;
  /** The number to convert, in fromUnit. */
  /** null: cleared (the page set the property to null or undefined, or removed the attribute): the field empties. */
  value?: number | null;
  /** BCP 47 locale the typed text is parsed in. */
  locale?: string;
  /** A refrigerant of the list (`R410A`); without a quantity, it opens the saturation conversion. */
  refrigerant?: string;
  /** Absolute pressures (true, the default) or gauge; also the attribute's text `"true"` / `"false"`. */
  absolute?: boolean | string;
}

/**
 * `empty` shows nothing, `invalid` asks for a number, `loading` waits for the refrigerant's data, `error` shows
 * why the value cannot be converted (units of two quantities, out of the refrigerant's range), `ready` shows
 * the result.
 */
export type UnitConverterState = 'empty' | 'invalid' | 'loading' | 'error' | 'ready';

/**
 * Why there is no result: an engine error (`incompatible_units` for a pair of units of two quantities, the
 * saturation engine's `out_of_range` ...), or the refrigerant data not loading.
 */
export type UnitConverterError = EngineErrorDetail | { code: 'load_failed' };

/** The lazily loaded saturation chunk (unit-converter.saturation.ts). */
export interface SaturationEngine {
  saturationOrRefusal(input: SaturationConversionInput): { conversion: SaturationConversion } | { error: EngineErrorDetail };
  loadRefrigerant(name: string): Promise<void>;
  isRefrigerantLoaded(name: string): boolean;
  /** The strings of the engine's error codes (`errors` namespace). */
  resources: Resource;
}

export interface UnitConverterModel {
  readonly unitSystem: ReadonlySignal<UnitSystemId>;
  /** The custom set's units over the system's, as the defaults take them. */
  readonly units: ReadonlySignal<UnitChoices>;
  readonly quantity: ReadonlySignal<ConverterQuantity>;
  readonly fromUnit: ReadonlySignal<string>;
  readonly toUnit: ReadonlySignal<string>;
  /** The value as typed, in `locale`. */
  readonly text: ReadonlySignal<string>;
  /** The number typed; undefined while the text is empty or not a number. */
  readonly value: ReadonlySignal<number | undefined>;
  readonly locale: ReadonlySignal<string>;
  /**
   * Labels the from-unit and to-unit selects offer, SI first (a temperature and a pressure in saturation mode);
   * the to-units end with the to-unit when a setting made it one of another quantity.
   */
  readonly fromUnits: ReadonlySignal<readonly string[]>;
  readonly toUnits: ReadonlySignal<readonly string[]>;
  /** The quantity of the to-unit: Press when the saturation mode goes from a temperature to a pressure. */
  readonly toQuantity: ReadonlySignal<QuantityId>;
  /** The refrigerant of the saturation mode, and whether its pressures are absolute. */
  readonly refrigerant: ReadonlySignal<string>;
  readonly absolute: ReadonlySignal<boolean>;
  /** Whether the chosen refrigerant is a blend with a glide (bubble and dew differ). */
  readonly isBlend: ReadonlySignal<boolean>;
  /** The saturation engine once loaded (its strings are added to the component's i18next). */
  readonly engine: ReadonlySignal<SaturationEngine | undefined>;
  readonly state: ReadonlySignal<UnitConverterState>;
  /** The current conversion; undefined while the value is empty, not a number, loading or out of range. */
  readonly conversion: ReadonlySignal<UnitConversion | undefined>;
  /** Why there is no conversion in state `error`. */
  readonly error: ReadonlySignal<UnitConverterError | undefined>;
  apply(settings: UnitConverterSettings): void;
  setQuantity(quantity: ConverterQuantity): void;
  setFromUnit(unit: string): void;
  setToUnit(unit: string): void;
  setText(text: string): void;
  setRefrigerant(name: string): void;
  setAbsolute(absolute: boolean): void;
  /**
   * Exchanges the units (in saturation mode, temperature -> pressure becomes pressure -> temperature; of a mixed
   * pair, the quantity follows the new from-unit); the value stays.
   */
  swap(): void;
  /** Settles when the data the current settings need has loaded (at once in plain mode). */
  whenReady(): Promise<void>;
}

/** Every choice of the quantity select, in its order: the engine's quantities, then the saturation conversion. */
export const converterQuantities: readonly ConverterQuantity[] = [...quantityIds, saturationQuantity];

/** The refrigerants the saturation mode offers, in catalogue order. */
export const converterRefrigerants: readonly string[] = refrigerantNames;

/** The refrigerant the saturation mode starts with. */
export const defaultRefrigerant = 'R134a';

/** The quantity the converter opens on (SPEC §4: temperature to pressure, the refrigerant's saturation conversion). */
export const defaultQuantity: ConverterQuantity = saturationQuantity;

/**
 * The default pair for a quantity in a unit system: from its default unit to the other system's default (℃ to
 * ℉ in metric, ℉ to ℃ in imperial), or to the first other unit where both systems agree. The saturation
 * conversion goes from the system's temperature unit to its pressure unit: ℃ to bar (2), ℉ to Psi (1). A custom
 * set's unit of a quantity takes the place of its system's.
 */
export function defaultUnits(quantity: ConverterQuantity, system: UnitSystemId, units: UnitChoices = {}): { fromUnit: string; toUnit: string } {
  const shown = (q: QuantityId) => units[q as keyof UnitChoices] ?? defaultUnit(q, system);
  if (quantity === saturationQuantity) return { fromUnit: shown('Temp'), toUnit: shown('Press') };
  const fromUnit = shown(quantity);
  const other = defaultUnit(quantity, system === 1 ? 2 : 1);
  const toUnit = other !== fromUnit ? other : (labelsOf(quantity).find((label) => label !== fromUnit) ?? fromUnit);
  return { fromUnit, toUnit };
}

/** The saturation chunk, loading or loaded: module-level, because the chunk itself is shared by instances. */
let saturationChunk: Promise<SaturationEngine> | undefined;
let saturationEngine: SaturationEngine | undefined;
function loadSaturationEngine(): Promise<SaturationEngine> {
  saturationChunk ??= import('./unit-converter.saturation').then(
    (chunk) => (saturationEngine = chunk),
    (error: unknown) => {
      saturationChunk = undefined; // offline: try again on the next choice
      throw error;
    },
  );
  return saturationChunk;
}

export function createUnitConverterModel(settings: UnitConverterSettings = {}): UnitConverterModel {
  const unitSystem = signal<UnitSystemId>(defaultUnitSystem);
  const units = signal<UnitChoices>({});
  const quantity = signal<ConverterQuantity>(defaultQuantity);
  const initial = defaultUnits(defaultQuantity, defaultUnitSystem);
  const fromUnit = signal(initial.fromUnit);
  const toUnit = signal(initial.toUnit);
  const text = signal('');
  const locale = signal('en');
  const refrigerant = signal(defaultRefrigerant);
  const absolute = signal(true);
  const engine = signal<SaturationEngine | undefined>(undefined);
  /** Refrigerants whose data is registered, and whether the last load failed. */
  const loaded = signal<ReadonlySet<string>>(new Set());
  const loadFailed = signal(false);
  let pending: Promise<void> = Promise.resolve();

  const saturationMode = computed(() => quantity.value === saturationQuantity);
  const fromQuantity = computed<QuantityId>(() =>
    saturationMode.value ? saturationSide(fromUnit.value) : (quantity.value as QuantityId),
  );
  const fromUnits = computed(() => labelsOf(fromQuantity.value));
  const toQuantity = computed<QuantityId>(() =>
    saturationMode.value ? (fromQuantity.value === 'Temp' ? 'Press' : 'Temp') : fromQuantity.value,
  );
  /** Whether a setting made the to-unit one of another quantity than the from-unit's other side. */
  const mixed = computed(() => !labelsOf(toQuantity.value).includes(toUnit.value));
  const toUnits = computed(() => [...labelsOf(toQuantity.value), ...(mixed.value ? [toUnit.value] : [])]);
  const value = computed(() => parseNumber(text.value, locale.value));
  const blend = computed(() => isBlend(refrigerant.value));

  /** The conversion, or why there is none; undefined while there is nothing to convert yet. */
  const outcome = computed<{ conversion: UnitConversion } | { error: UnitConverterError } | 'loading' | undefined>(() => {
    const number = value.value;
    if (number === undefined) return undefined;
    const q = quantity.value;
    const from = fromUnit.value;
    const to = toUnit.value;
    // SPEC §5: only a temperature and a pressure convert across quantities; any other mix is 'Unable to calculate'.
    if (mixed.value) return { error: { code: 'incompatible_units', from, to } };
    if (q !== saturationQuantity) {
      return { conversion: { quantity: q, fromUnit: from, toUnit: to, value: number, result: convert(number, from, to, q) } };
    }
    if (loadFailed.value) return { error: { code: 'load_failed' } };
    const sat = engine.value;
    const name = refrigerant.value;
    if (!sat || !loaded.value.has(name)) return 'loading';
    const reference = absolute.value;
    const answer = sat.saturationOrRefusal({ refrigerant: name, value: number, fromUnit: from, toUnit: to, absolute: reference });
    if ('error' in answer) return answer;
    const r = answer.conversion;
    return {
      conversion: { quantity: q, fromUnit: from, toUnit: to, value: number, result: r.dew, refrigerant: name, absolute: reference, bubble: r.bubble, dew: r.dew },
    };
  });
  const conversion = computed(() => {
    const o = outcome.value;
    return typeof o === 'object' && 'conversion' in o ? o.conversion : undefined;
  });
  const error = computed(() => {
    const o = outcome.value;
    return typeof o === 'object' && 'error' in o ? o.error : undefined;
  });
  const state = computed<UnitConverterState>(() => {
    if (text.value.trim() === '') return 'empty';
    const o = outcome.value;
    if (o === undefined) return 'invalid';
    if (o === 'loading') return 'loading';
    return 'error' in o ? 'error' : 'ready';
  });

  /** Loads the saturation engine and the refrigerant's data when the mode needs them and they are not there. */
  function prepare() {
    if (quantity.peek() !== saturationQuantity) return;
    const name = refrigerant.peek();
    if (engine.peek() && loaded.peek().has(name)) return;
    loadFailed.value = false;
    // Engine and data another instance loaded already: ready on the first render, no loading flash.
    if (saturationEngine?.isRefrigerantLoaded(name)) {
      engine.value = saturationEngine;
      loaded.value = new Set([...loaded.peek(), name]);
      return;
    }
    pending = loadSaturationEngine()
      .then(async (sat) => {
        await sat.loadRefrigerant(name);
        batch(() => {
          engine.value = sat;
          loaded.value = new Set([...loaded.peek(), name]);
        });
      })
      .catch(() => {
        loadFailed.value = true;
      });
  }

  function resetUnits() {
    const pair = defaultUnits(quantity.value, unitSystem.value, units.value);
    fromUnit.value = pair.fromUnit;
    toUnit.value = pair.toUnit;
  }

  /** Sets the from-unit; in saturation mode it sets the direction too, and the to-unit follows to the other side. */
  function chooseFromUnit(unit: string) {
    fromUnit.value = unit;
    if (quantity.value === saturationQuantity && saturationSide(toUnit.value) === saturationSide(unit)) {
      toUnit.value = defaultUnits(saturationQuantity, unitSystem.value, units.value)[saturationSide(unit) === 'Temp' ? 'toUnit' : 'fromUnit'];
    }
  }

  /** Sets both units and the quantity the pair makes (pairOf), the current quantity preferred where it fits. */
  function choosePair(from: readonly ResolvedUnit[], to: readonly ResolvedUnit[]) {
    const pair = pairOf(from, to, quantity.value);
    quantity.value = pair.quantity;
    fromUnit.value = pair.fromUnit;
    toUnit.value = pair.toUnit;
  }

  /** Units from settings; an unknown spelling is ignored, as every invalid setting is. */
  function applyUnits(fromText: string | undefined, toText: string | undefined) {
    const from = fromText === undefined ? [] : resolveUnit(fromText);
    const to = toText === undefined ? [] : resolveUnit(toText);
    if (from.length > 0 && to.length > 0) return choosePair(from, to);
    if (to.length > 0) return choosePair(resolveUnit(fromUnit.value), to);
    if (from.length === 0) return;
    // A from-unit alone keeps the quantity when it is one of its units (the saturation conversion's either side),
    // and otherwise moves to its own quantity, from that unit to the quantity's usual other one.
    const reading = from.find((r) => fitsFrom(quantity.value, r.quantity)) ?? from[0]!;
    if (!fitsFrom(quantity.value, reading.quantity)) {
      quantity.value = reading.quantity;
      resetUnits();
    }
    chooseFromUnit(reading.unit.label);
  }

  function apply(next: UnitConverterSettings) {
    batch(() => {
      if (next.locale !== undefined && next.locale !== locale.value) {
        // Keep the number, not the characters: `12,5` typed in German is `12.5` once the page is English.
        const number = value.peek();
        locale.value = next.locale;
        if (number !== undefined) text.value = formatEditable(number, next.locale);
      }
      const system = Number(next.unitSystem);
      const unitsGiven = next.fromUnit !== undefined || next.toUnit !== undefined;
      const systemChanged = isUnitSystemId(system) && system !== unitSystem.value;
      const choices = next.units === undefined ? units.value : unitChoicesOf(next.units);
      const choicesChanged = toJson(choices) !== toJson(units.value);
      if (systemChanged) unitSystem.value = system;
      if (choicesChanged) units.value = choices;
      if ((systemChanged || choicesChanged) && !unitsGiven) resetUnits();
      const name = next.refrigerant === undefined ? undefined : refrigerantName(next.refrigerant);
      if (name) refrigerant.value = name;
      const reference = absoluteOf(next.absolute);
      if (reference !== undefined) absolute.value = reference;
      // A refrigerant without a quantity means the saturation conversion.
      const q = next.quantity === undefined ? (name ? saturationQuantity : undefined) : quantityId(next.quantity);
      if (q && q !== quantity.value) {
        quantity.value = q;
        resetUnits();
      }
      applyUnits(next.fromUnit, next.toUnit);
      if (next.value === null) text.value = '';
      else if (next.value !== undefined && Number.isFinite(next.value)) text.value = formatEditable(next.value, locale.value);
    });
    prepare();
  }

  apply(settings);

  return {
    unitSystem,
    units,
    quantity,
    fromUnit,
    toUnit,
    text,
    value,
    locale,
    fromUnits,
    toUnits,
    toQuantity,
    refrigerant,
    absolute,
    isBlend: blend,
    engine,
    state,
    conversion,
    error,
    apply,
    setQuantity(next) {
      batch(() => {
        quantity.value = next;
        resetUnits();
      });
      prepare();
    },
    setFromUnit(unit) {
      if (fromUnits.value.includes(unit)) fromUnit.value = unit;
    },
    setToUnit(unit) {
      if (toUnits.value.includes(unit)) toUnit.value = unit;
    },
    setText(next) {
      text.value = next;
    },
    setRefrigerant(name) {
      const known = refrigerantName(name);
      if (!known) return;
      refrigerant.value = known;
      prepare();
    },
    setAbsolute(next) {
      absolute.value = next;
    },
    swap() {
      // The pair decides again: a mixed pair's quantity follows its new from-unit; any other keeps its quantity.
      batch(() => choosePair(resolveUnit(toUnit.value), resolveUnit(fromUnit.value)));
    },
    whenReady: () => pending,
  };
}

function labelsOf(quantity: QuantityId): string[] {
  return quantities[quantity].map((unit) => unit.label);
}

/** Whether a unit of `unitQuantity` can be the from-unit of `quantity` (either side of the saturation conversion). */
function fitsFrom(quantity: ConverterQuantity, unitQuantity: QuantityId): boolean {
  return quantity === saturationQuantity ? unitQuantity === 'Temp' || unitQuantity === 'Press' : unitQuantity === quantity;
}

/**
 * The quantity a pair of units makes, and their labels: the preferred quantity when both units are of it (for the
 * saturation conversion, a temperature and a pressure either way); else a quantity both share (℃ and ℉ read as
 * Temp); else, for a temperature and a pressure, the saturation conversion; else a mix, in the from-unit's
 * quantity with the to-unit as given, which no quantity converts.
 */
function pairOf(
  from: readonly ResolvedUnit[],
  to: readonly ResolvedUnit[],
  preferred: ConverterQuantity,
): { quantity: ConverterQuantity; fromUnit: string; toUnit: string } {
  const labelIn = (readings: readonly ResolvedUnit[], q: QuantityId) => readings.find((r) => r.quantity === q)?.unit.label;
  const candidates: ConverterQuantity[] = [preferred, ...from.map((r) => r.quantity), saturationQuantity];
  for (const quantity of candidates) {
    // The quantity each unit must be of: the same, or the saturation conversion's two sides.
    const fromSide = quantity === saturationQuantity ? saturationSide(from[0]!.unit.label) : quantity;
    const toSide = quantity === saturationQuantity ? (fromSide === 'Temp' ? 'Press' : 'Temp') : quantity;
    const fromUnit = labelIn(from, fromSide);
    const toUnit = labelIn(to, toSide);
    if (fromUnit && toUnit) return { quantity, fromUnit, toUnit };
  }
  const reading = from.find((r) => fitsFrom(preferred, r.quantity)) ?? from[0]!;
  return { quantity: reading.quantity, fromUnit: reading.unit.label, toUnit: to[0]!.unit.label };
}

/** The side of a saturation conversion a unit stands on: Temp for a temperature unit, else Press. */
function saturationSide(unit: string): 'Temp' | 'Press' {
  return resolveUnit(unit).some((r) => r.quantity === 'Temp') ? 'Temp' : 'Press';
}

/** A quantity choice as written in an attribute, matched without regard to case (`press` is Press). */
function quantityId(text: string): ConverterQuantity | undefined {
  const wanted = text.trim().toLowerCase();
  return converterQuantities.find((id) => id.toLowerCase() === wanted);
}

/** A refrigerant of the list as written in an attribute (`r-410a` is R410A). */
function refrigerantName(text: string): string | undefined {
  const key = (name: string) => name.trim().toUpperCase().replace(/^R-/, 'R');
  return converterRefrigerants.find((name) => key(name) === key(text));
}

/** `true` / `false` from a prop or an attribute's text; undefined for anything else. */
function absoluteOf(value: boolean | string | undefined): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
