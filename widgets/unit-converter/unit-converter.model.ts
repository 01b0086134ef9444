/**
 * The converter's state, apart from rendering: per-instance signals for what the user chose and typed, and
 * the result derived from them with the engine's convert(), in the browser. The component creates one model
 * per instance; the host site may create and keep its own (the conversion dialog keeps it between openings).
 *
 * Two kinds of writes: `apply()` for settings from outside (attributes, props), and the user's actions
 * (`setQuantity`, `setFromUnit`, `setToUnit`, `setText`, `swap`). The model raises no events: the component
 * reports `conversion` after a user action, which is why a setting never causes an event.
 *
 * Growth: the refrigerant temperature <-> saturation pressure mode adds its own inputs (refrigerant, absolute)
 * beside these, a second branch in `conversion` for a pair of units of different quantities, and optional
 * fields in UnitConversion; what exists here stays as it is.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import {
  convert,
  defaultUnit,
  defaultUnitSystem,
  isUnitSystemId,
  parseNumber,
  quantities,
  quantityIds,
  resolveUnit,
  type QuantityId,
  type UnitSystemId,
} from '../../src/engine/units';
import { formatEditable } from '../internal/numbers';

/** One conversion, as `vs-convert` reports it. */
export interface UnitConversion {
  quantity: QuantityId;
  /** Canonical label of the unit converted from, e.g. `℃`. */
  fromUnit: string;
  toUnit: string;
  /** The number typed, in fromUnit. */
  value: number;
  /** The value in toUnit at full precision (the widget shows two decimals). */
  result: number;
}

/** Settings from outside; each is optional and an invalid one is ignored (the widget keeps what it had). */
export interface UnitConverterSettings {
  /** 1 imperial, 2 metric; picks the default units. */
  unitSystem?: number;
  /** A quantity id: Temp, Temp2, Press, CoolCapacity ... */
  quantity?: string;
  /** A unit label or alias of the quantity (`psi` reads as `Psi`); without a quantity, it picks one. */
  fromUnit?: string;
  toUnit?: string;
  /** The number to convert, in fromUnit. */
  value?: number;
  /** BCP 47 locale the typed text is parsed in. */
  locale?: string;
}

/** `empty` shows nothing, `invalid` asks for a number, `ready` shows the result. */
export type UnitConverterState = 'empty' | 'invalid' | 'ready';

export interface UnitConverterModel {
  readonly unitSystem: ReadonlySignal<UnitSystemId>;
  readonly quantity: ReadonlySignal<QuantityId>;
  readonly fromUnit: ReadonlySignal<string>;
  readonly toUnit: ReadonlySignal<string>;
  /** The value as typed, in `locale`. */
  readonly text: ReadonlySignal<string>;
  readonly locale: ReadonlySignal<string>;
  /** Labels of the units of the current quantity, SI first. */
  readonly units: ReadonlySignal<readonly string[]>;
  readonly state: ReadonlySignal<UnitConverterState>;
  /** The current conversion; undefined while the value is empty or not a number. */
  readonly conversion: ReadonlySignal<UnitConversion | undefined>;
  apply(settings: UnitConverterSettings): void;
  setQuantity(quantity: QuantityId): void;
  setFromUnit(unit: string): void;
  setToUnit(unit: string): void;
  setText(text: string): void;
  /** Exchanges the units; the value stays. */
  swap(): void;
}

/** Every quantity the converter offers, in the order of the selector. */
export const converterQuantities: readonly QuantityId[] = quantityIds;

/**
 * The default pair for a quantity in a unit system: from its default unit to the other system's default (℃ to
 * ℉ in metric, ℉ to ℃ in imperial), or to the first other unit where both systems agree.
 */
export function defaultUnits(quantity: QuantityId, system: UnitSystemId): { fromUnit: string; toUnit: string } {
  const fromUnit = defaultUnit(quantity, system);
  const other = defaultUnit(quantity, system === 1 ? 2 : 1);
  const toUnit = other !== fromUnit ? other : (labelsOf(quantity).find((label) => label !== fromUnit) ?? fromUnit);
  return { fromUnit, toUnit };
}

export function createUnitConverterModel(settings: UnitConverterSettings = {}): UnitConverterModel {
  const unitSystem = signal<UnitSystemId>(defaultUnitSystem);
  const quantity = signal<QuantityId>('Temp');
  const initial = defaultUnits('Temp', defaultUnitSystem);
  const fromUnit = signal(initial.fromUnit);
  const toUnit = signal(initial.toUnit);
  const text = signal('');
  const locale = signal('en');

  const units = computed(() => labelsOf(quantity.value));
  const value = computed(() => parseNumber(text.value, locale.value));
  const state = computed<UnitConverterState>(() =>
    text.value.trim() === '' ? 'empty' : value.value === undefined ? 'invalid' : 'ready',
  );
  const conversion = computed<UnitConversion | undefined>(() => {
    const number = value.value;
    if (number === undefined) return undefined;
    const q = quantity.value;
    const from = fromUnit.value;
    const to = toUnit.value;
    return { quantity: q, fromUnit: from, toUnit: to, value: number, result: convert(number, from, to, q) };
  });

  function resetUnits() {
    const pair = defaultUnits(quantity.value, unitSystem.value);
    fromUnit.value = pair.fromUnit;
    toUnit.value = pair.toUnit;
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
      if (isUnitSystemId(system) && system !== unitSystem.value) {
        unitSystem.value = system;
        if (!unitsGiven) resetUnits();
      }
      const q = next.quantity === undefined ? undefined : quantityId(next.quantity);
      if (q && q !== quantity.value) {
        quantity.value = q;
        resetUnits();
      }
      if (next.fromUnit !== undefined) {
        const readings = resolveUnit(next.fromUnit);
        const reading = readings.find((r) => r.quantity === quantity.value) ?? (q ? undefined : readings[0]);
        if (reading && reading.quantity !== quantity.value) {
          quantity.value = reading.quantity;
          resetUnits();
        }
        if (reading) fromUnit.value = reading.unit.label;
      }
      if (next.toUnit !== undefined) {
        const reading = resolveUnit(next.toUnit).find((r) => r.quantity === quantity.value);
        if (reading) toUnit.value = reading.unit.label;
      }
      if (next.value !== undefined && Number.isFinite(next.value)) text.value = formatEditable(next.value, locale.value);
    });
  }

  apply(settings);

  return {
    unitSystem,
    quantity,
    fromUnit,
    toUnit,
    text,
    locale,
    units,
    state,
    conversion,
    apply,
    setQuantity(next) {
      batch(() => {
        quantity.value = next;
        resetUnits();
      });
    },
    setFromUnit(unit) {
      if (units.value.includes(unit)) fromUnit.value = unit;
    },
    setToUnit(unit) {
      if (units.value.includes(unit)) toUnit.value = unit;
    },
    setText(next) {
      text.value = next;
    },
    swap() {
      batch(() => {
        const from = fromUnit.value;
        fromUnit.value = toUnit.value;
        toUnit.value = from;
      });
    },
  };
}

function labelsOf(quantity: QuantityId): string[] {
  return quantities[quantity].map((unit) => unit.label);
}

/** A quantity id as written in an attribute, matched without regard to case (`press` is Press). */
function quantityId(text: string): QuantityId | undefined {
  const wanted = text.trim().toLowerCase();
  return quantityIds.find((id) => id.toLowerCase() === wanted);
}
