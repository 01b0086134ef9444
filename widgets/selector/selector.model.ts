/**
 * The selector's state, apart from rendering: the family's field definitions, what the user typed and chose for
 * each (a number with its unit, an option, a flag), the validation of that input, and the last calculation with
 * the curves of a chosen row. The component creates one model per instance and does the calls; the model only
 * holds and derives.
 *
 * Two kinds of writes, as in every widget: `apply()` for settings from outside (unit system, locale) and the
 * user's actions (`setText`, `setUnit`, `setChoice` ...). The model raises no events.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { convert, formatEditable, parseNumber, roundAmount, toSI } from '../../src/engine/units';
import type {
  CalculationBody,
  CalculationData,
  ChartCurve,
  SelectionConditions,
  SelectionField,
  SelectionFieldsData,
  SelectionRow,
} from '../../src/contracts/selection';
import { conditionOfWire, WIRE_NAMES } from '../../src/contracts/condition-names';
import { signProblem } from '../../src/engine/sizing/condition-rules';
import { conditionsOf, isNumberInput, seededInput, type FieldInput, type NumberInput } from './selector.seed';
import { hiddenFields, isSupercritical } from './selector.gas-cooler';
import { unusedSetPointEntries } from './selector.set-point';
import { kelvinOf, temperatureProblems, type SaturationRange, type TemperatureProblem } from './selector.temperatures';
import { asQuantity, inSystem } from './selector.units';
import { sameUnits, unitsInEffect, unitSystemOf, type UnitProps, type UnitsInEffect } from '../internal/units/units';

export type { FieldInput, NumberInput } from './selector.seed';

/**
 * Why a field cannot be sent: a required number is missing, the text is not a number, the capacity is not above
 * zero, a temperature difference or pressure is negative (the rules the calculate call applies, checked here so
 * that the message stands beside the field).
 */
export type FieldProblem = 'required' | 'notANumber' | 'notPositive' | 'negative' | TemperatureProblem;

/** The form's inputs are keyed by the fields' wire names, as the server defines them. */
const GAS_COOLER = WIRE_NAMES.gasCooler;
const CONDENSING = WIRE_NAMES.condensingTemperature;
const EVAPORATING = WIRE_NAMES.evaporatingTemperature;

/** The sign rule of a number field (condition-rules.ts, as the calculate call applies it), on its SI value. */
function signProblemOf(field: SelectionField, input: NumberInput, value: number): FieldProblem | undefined {
  const condition = conditionOfWire(field.name);
  const quantity = asQuantity(field.quantity);
  if (!condition || !quantity) return undefined;
  try {
    return signProblem(condition, toSI(quantity, value, input.unit));
  } catch {
    return undefined;
  }
}

export type SelectorStatus = 'idle' | 'loading' | 'ready' | 'calculating' | 'calculated' | 'error';

/** Where the result shown was calculated: by the server's calculate call, or in the browser on the family's slice (issue 29). */
export type CalculationSource = 'server' | 'local';

export interface SelectorSettings {
  /** 1 imperial, 2 metric. */
  unitSystem?: number;
  /** A custom set's units over the system's (quantity → unit, or its JSON). */
  units?: UnitProps['units'];
  /** BCP 47 locale numbers are typed in. */
  locale?: string;
}

/** What the calculation was asked: the family, its scope, refrigerant, approvals. */
export interface SelectionScope {
  valveName: string;
  serialId?: number;
  systemId?: number;
  refrigerant: string;
  approvals?: readonly string[];
}

export interface CurvesState {
  /** The row whose curves are shown, by size. */
  sizeId: number;
  sizeName: string;
  status: 'loading' | 'ready' | 'error';
  curves: readonly ChartCurve[];
  error?: string;
}

export interface SelectorModel {
  readonly fields: ReadonlySignal<SelectionFieldsData | undefined>;
  readonly inputs: ReadonlySignal<Readonly<Record<string, FieldInput>>>;
  readonly problems: ReadonlySignal<Readonly<Record<string, FieldProblem>>>;
  /** Fields whose problem is shown: every one after a refused Calculate, else those the user edited. */
  readonly shownProblems: ReadonlySignal<Readonly<Record<string, FieldProblem>>>;
  readonly status: ReadonlySignal<SelectorStatus>;
  /** The server's message when loading or calculating failed and it concerns no one field. */
  readonly error: ReadonlySignal<string | undefined>;
  /** The server's refusal of a calculation that concerns one field (its Detail.field), by field, until that field is edited. */
  readonly fieldErrors: ReadonlySignal<Readonly<Record<string, string>>>;
  readonly result: ReadonlySignal<CalculationData | undefined>;
  /** Where the result shown was calculated. */
  readonly calculation: ReadonlySignal<CalculationSource | undefined>;
  /** The request of the result shown. */
  readonly request: ReadonlySignal<CalculationBody | undefined>;
  readonly curves: ReadonlySignal<CurvesState | undefined>;
  /** The refrigerant the user chose in the widget's own select (when no refrigerant is set from outside). */
  readonly refrigerantChoice: ReadonlySignal<string | undefined>;
  /** The refrigerant the form calculates for (set from outside or chosen): R744 may run with a gas cooler. */
  readonly refrigerant: ReadonlySignal<string | undefined>;
  setRefrigerantInEffect(refrigerant: string | undefined): void;
  /**
   * Fields the form neither shows nor sends: the gas cooler's except for R744, Tk and DTSC1 in gas-cooler
   * operation (issue 15); the condensing set point's entry that LnwdType does not choose (issue 26).
   */
  readonly hidden: ReadonlySignal<ReadonlySet<string>>;
  /** True in gas-cooler operation: Tk and DTSC1 are neither asked nor sent, the gas cooler's pressure and outlet are. */
  readonly gasCoolerOperation: ReadonlySignal<boolean>;
  /**
   * Te and, out of gas-cooler operation, Tk are temperatures without a problem: the values that follow them
   * (tb_techanged, tb_tkchanged) may be asked.
   */
  readonly temperaturesSendable: ReadonlySignal<boolean>;
  /** The refrigerant's saturation range, K, once the server told it: Te and Tk are checked against it. */
  readonly saturationRange: ReadonlySignal<SaturationRange | undefined>;
  setSaturationRange(range: SaturationRange | undefined): void;
  /** Counts the user's edits (inputs, units, choices, refrigerant): what a `vs-selection-change` follows. */
  readonly edits: ReadonlySignal<number>;
  /** The inputs of the fields shown as the calculate call's conditions; number fields that do not parse are left out. */
  readonly conditions: ReadonlySignal<SelectionConditions>;
  readonly unitSystem: ReadonlySignal<number>;
  /** The unit each quantity is shown in: the system's with the custom set's over them. */
  readonly units: ReadonlySignal<UnitsInEffect>;
  readonly locale: ReadonlySignal<string>;
  apply(settings: SelectorSettings): void;
  loading(): void;
  /**
   * New field definitions: the inputs start from their defaults, in the unit system's units; for the same family
   * (labels in another language) the inputs and the result stay. `given` conditions (from a page's address)
   * replace the defaults of the fields they fit.
   */
  setFields(data: SelectionFieldsData, given?: SelectionConditions): void;
  fail(message: string): void;
  /**
   * Another operating point's conditions into the form (issue 27): each field takes its condition, or its default
   * where the point has none. Not an edit of the user's; the shown problems and the server's refusals start afresh.
   */
  seed(conditions: SelectionConditions): void;
  /**
   * A refused calculation: shown beside `field` (the refusal's Detail.field, a wire name) when the form has it,
   * else above the results.
   */
  refused(message: string, field?: string): void;
  setText(name: string, text: string): void;
  /** Another unit for a number field: a typed number is converted, so the quantity stays the same. */
  setUnit(name: string, unit: string): void;
  setChoice(name: string, value: string | number | boolean): void;
  setRefrigerant(refrigerant: string): void;
  /**
   * The request for `scope` and the inputs, or undefined (and every problem shown) when a field cannot be sent.
   */
  requestFor(scope: SelectionScope): CalculationBody | undefined;
  calculating(request: CalculationBody): void;
  calculated(result: CalculationData): void;
  /**
   * A result calculated in the browser for `request` as the user typed (issue 29): shown at once, without the
   * calculating state in between; a refusal of the field just edited is cleared, as the server's answer would.
   */
  calculatedLocally(request: CalculationBody, result: CalculationData): void;
  curvesLoading(row: SelectionRow): void;
  curvesLoaded(sizeId: number, curves: readonly ChartCurve[]): void;
  curvesFailed(sizeId: number, message: string): void;
  hideCurves(): void;
}

export function createSelectorModel(settings: SelectorSettings = {}): SelectorModel {
  const fields = signal<SelectionFieldsData | undefined>(undefined);
  const inputs = signal<Readonly<Record<string, FieldInput>>>({});
  const edited = signal<ReadonlySet<string>>(new Set());
  const showAll = signal(false);
  const status = signal<SelectorStatus>('idle');
  const error = signal<string | undefined>(undefined);
  const fieldErrors = signal<Readonly<Record<string, string>>>({});
  const result = signal<CalculationData | undefined>(undefined);
  const calculation = signal<CalculationSource | undefined>(undefined);
  const request = signal<CalculationBody | undefined>(undefined);
  const curves = signal<CurvesState | undefined>(undefined);
  const refrigerantChoice = signal<string | undefined>(undefined);
  const unitSystem = signal(2);
  const units = signal<UnitsInEffect>(unitsInEffect(2));
  const locale = signal('en');
  const edits = signal(0);
  const saturationRange = signal<SaturationRange | undefined>(undefined);
  const refrigerant = signal<string | undefined>(undefined);
  /** The user (or the page's conditions) set GasCooler: Tk no longer decides it. */
  const gasCoolerChosen = signal(false);

  const hidden = computed(() => new Set([...hiddenFields(refrigerant.value, inputs.value), ...unusedSetPointEntries(inputs.value)]));
  const shownFields = computed(() => (fields.value?.serialResult ?? []).filter((field) => !hidden.value.has(field.name)));
  const conditions = computed(() => conditionsOf(shownFields.value, inputs.value, locale.value));
  const problems = computed(() => {
    const found: Record<string, FieldProblem> = {};
    for (const field of shownFields.value) {
      const input = inputs.value[field.name];
      if (field.labelType !== 'value' || !isNumberInput(input)) continue;
      const value = parseNumber(input.text, locale.value);
      if (input.text.trim() === '') found[field.name] = 'required';
      else if (value === undefined) found[field.name] = 'notANumber';
      else {
        const problem = signProblemOf(field, input, value);
        if (problem) found[field.name] = problem;
      }
    }
    return { ...temperatureProblems(conditions.value, saturationRange.value), ...found };
  });
  const gasCoolerOperation = computed(() => hidden.value.has(CONDENSING));
  const temperaturesSendable = computed(() => {
    const asked = gasCoolerOperation.value ? [EVAPORATING] : [EVAPORATING, CONDENSING];
    return asked.every((name) => !problems.value[name] && kelvinOf(conditions.value[name]) !== undefined);
  });
  const shownProblems = computed(() =>
    showAll.value ? problems.value : Object.fromEntries(Object.entries(problems.value).filter(([name]) => edited.value.has(name))),
  );

  function startInput(field: SelectionField): FieldInput {
    if (field.labelType !== 'value' || typeof field.value !== 'number') return field.option?.value ?? field.value;
    const quantity = asQuantity(field.quantity);
    const shown = quantity ? inSystem(field.value, field.unit, quantity, units.value) : { value: field.value, unit: field.unit };
    const unit = field.unitOptions.includes(shown.unit) || field.unitOptions.length === 0 ? shown.unit : field.unit;
    const value = unit === field.unit ? field.value : roundAmount(shown.value, unit, quantity);
    return { text: formatEditable(value, locale.value), unit };
  }

  function update(name: string, input: FieldInput) {
    batch(() => {
      inputs.value = { ...inputs.value, [name]: input };
      edits.value += 1;
      if (name in fieldErrors.value) fieldErrors.value = Object.fromEntries(Object.entries(fieldErrors.value).filter(([key]) => key !== name));
      if (!edited.value.has(name)) edited.value = new Set([...edited.value, name]);
    });
  }

  /** Fields whose default follows the line position and that the user has not edited take the new position's default. */
  function followPosition(position: string, kept: ReadonlySet<string> = edited.value) {
    const rewritten: Record<string, FieldInput> = { ...inputs.value };
    for (const field of fields.value?.serialResult ?? []) {
      const value = field.valueByPosition?.[position as 'A' | 'C' | 'D'];
      if (value === undefined || kept.has(field.name)) continue;
      rewritten[field.name] = startInput({ ...field, value });
    }
    inputs.value = rewritten;
  }

  /**
   * R744 with a Tk at or above its critical point runs with a gas cooler: the flag follows Tk until the user sets
   * it. Not an edit of the user's: it raises no vs-selection-change of its own.
   */
  function followTk() {
    if (!fieldOf(GAS_COOLER) || gasCoolerChosen.value) return;
    const on = isSupercritical(fields.value, refrigerant.value, kelvinOf(conditionsOf(fields.value?.serialResult ?? [], inputs.value, locale.value)[CONDENSING]));
    if (inputs.value[GAS_COOLER] !== on) inputs.value = { ...inputs.value, [GAS_COOLER]: on };
  }

  function fieldOf(name: string): SelectionField | undefined {
    return fields.value?.serialResult.find((field) => field.name === name);
  }

  /** Converts a number input into `unit`, keeping the text when it is not a number. */
  function converted(field: SelectionField, input: NumberInput, unit: string): NumberInput {
    const number = parseNumber(input.text, locale.value);
    const quantity = asQuantity(field.quantity);
    if (number === undefined || !quantity) return { text: input.text, unit };
    try {
      return { text: formatEditable(roundAmount(convert(number, input.unit, unit, quantity), unit, quantity), locale.value), unit };
    } catch {
      return { text: input.text, unit };
    }
  }

  function apply(next: SelectorSettings) {
    batch(() => {
      if (next.locale !== undefined && next.locale !== locale.value) {
        // Keep the numbers, not the characters: 12,5 typed on a German page is 12.5 once the page is English.
        const before = locale.value;
        locale.value = next.locale;
        const rewritten: Record<string, FieldInput> = {};
        for (const [name, input] of Object.entries(inputs.value)) {
          const number = isNumberInput(input) ? parseNumber(input.text, before) : undefined;
          rewritten[name] = isNumberInput(input) && number !== undefined ? { ...input, text: formatEditable(number, next.locale) } : input;
        }
        inputs.value = rewritten;
      }
      const system = next.unitSystem === 1 || next.unitSystem === 2 ? next.unitSystem : unitSystem.value;
      const target = unitsInEffect(system, next.units);
      if (!sameUnits(target, units.value)) {
        unitSystem.value = unitSystemOf(system);
        units.value = target;
        const rewritten: Record<string, FieldInput> = { ...inputs.value };
        for (const field of fields.value?.serialResult ?? []) {
          const input = rewritten[field.name];
          const quantity = asQuantity(field.quantity);
          if (!isNumberInput(input) || !quantity) continue;
          const unit = inSystem(0, input.unit, quantity, target).unit;
          if (field.unitOptions.includes(unit)) rewritten[field.name] = converted(field, input, unit);
        }
        inputs.value = rewritten;
      }
    });
  }

  function fail(message: string) {
    batch(() => {
      status.value = 'error';
      error.value = message;
    });
  }

  apply(settings);

  return {
    fields,
    inputs,
    problems,
    shownProblems,
    status,
    error,
    fieldErrors,
    result,
    calculation,
    request,
    curves,
    refrigerantChoice,
    edits,
    conditions,
    refrigerant,
    setRefrigerantInEffect(name) {
      if (refrigerant.peek() === name) return;
      batch(() => {
        refrigerant.value = name;
        followTk();
      });
    },
    hidden,
    gasCoolerOperation,
    temperaturesSendable,
    saturationRange,
    setSaturationRange(range) {
      const before = saturationRange.peek();
      if (before?.min !== range?.min || before?.max !== range?.max) saturationRange.value = range;
    },
    unitSystem,
    units,
    locale,
    apply,
    loading() {
      batch(() => {
        status.value = 'loading';
        error.value = undefined;
      });
    },
    setFields(data, given = {}) {
      // The same family again (the labels in another language): what the user typed and the result stay.
      const same = fields.value?.valveName === data.valveName && fields.value.Serialid === data.Serialid;
      batch(() => {
        const kept = same ? inputs.value : {};
        fields.value = data;
        inputs.value = Object.fromEntries(
          data.serialResult.map((field) => [field.name, kept[field.name] ?? seededInput(field, given[field.name], locale.value) ?? startInput(field)]),
        );
        status.value = same && result.value ? 'calculated' : 'ready';
        error.value = undefined;
        if (same) return;
        edited.value = new Set();
        gasCoolerChosen.value = given[GAS_COOLER] !== undefined;
        followTk();
        // A position from the address brings its own defaults with it, unless the address names them too.
        const position = inputs.value[WIRE_NAMES.position];
        if (typeof position === 'string') followPosition(position, new Set(Object.keys(given)));
        showAll.value = false;
        result.value = undefined;
        calculation.value = undefined;
        request.value = undefined;
        curves.value = undefined;
      });
    },
    fail,
    seed(given) {
      const data = fields.value;
      if (!data) return;
      batch(() => {
        inputs.value = Object.fromEntries(data.serialResult.map((field) => [field.name, seededInput(field, given[field.name], locale.value) ?? startInput(field)]));
        edited.value = new Set();
        showAll.value = false;
        fieldErrors.value = {};
        gasCoolerChosen.value = given[GAS_COOLER] !== undefined;
        followTk();
      });
    },
    refused(message, field) {
      const named = field !== undefined && fieldOf(field) ? field : undefined;
      if (!named) return fail(message);
      batch(() => {
        status.value = result.value ? 'calculated' : 'ready';
        error.value = undefined;
        fieldErrors.value = { [named]: message };
      });
    },
    setText(name, text) {
      const input = inputs.value[name];
      if (!isNumberInput(input)) return;
      batch(() => {
        update(name, { ...input, text });
        // A supercritical Tk typed for R744 switches to gas-cooler operation, even after the user switched it off.
        if (name === CONDENSING && fieldOf(GAS_COOLER) && isSupercritical(fields.value, refrigerant.value, kelvinOf(conditionsOf([fieldOf(CONDENSING)!], inputs.value, locale.value)[CONDENSING]))) {
          update(GAS_COOLER, true);
        }
      });
    },
    setUnit(name, unit) {
      const field = fieldOf(name);
      const input = inputs.value[name];
      if (field && isNumberInput(input) && field.unitOptions.includes(unit)) update(name, converted(field, input, unit));
    },
    setChoice(name, value) {
      if (!fieldOf(name)) return;
      batch(() => {
        update(name, value);
        if (name === WIRE_NAMES.position) followPosition(String(value));
        if (name === GAS_COOLER) gasCoolerChosen.value = true;
      });
    },
    setRefrigerant(refrigerant) {
      batch(() => {
        refrigerantChoice.value = refrigerant;
        edits.value += 1;
      });
    },
    requestFor(scope) {
      if (Object.keys(problems.value).length > 0) {
        showAll.value = true;
        return undefined;
      }
      return {
        valveName: scope.valveName,
        ...(scope.serialId === undefined ? {} : { serialId: scope.serialId }),
        ...(scope.systemId === undefined ? {} : { systemId: scope.systemId }),
        refrigerant: scope.refrigerant,
        ...(scope.approvals && scope.approvals.length > 0 ? { approvals: [...scope.approvals] } : {}),
        conditions: conditions.value,
      };
    },
    calculating(body) {
      batch(() => {
        status.value = 'calculating';
        error.value = undefined;
        fieldErrors.value = {};
        request.value = body;
        curves.value = undefined;
      });
    },
    calculated(data) {
      batch(() => {
        result.value = data;
        calculation.value = 'server';
        status.value = 'calculated';
      });
    },
    calculatedLocally(body, data) {
      batch(() => {
        status.value = 'calculated';
        error.value = undefined;
        fieldErrors.value = {};
        // The curves are of the conditions before: they close, as for a new calculation.
        if (curves.value) curves.value = undefined;
        request.value = body;
        result.value = data;
        calculation.value = 'local';
      });
    },
    curvesLoading(row) {
      curves.value = { sizeId: row.Sizeid, sizeName: row.SizeName, status: 'loading', curves: [] };
    },
    curvesLoaded(sizeId, loaded) {
      const current = curves.value;
      if (current?.sizeId === sizeId) curves.value = { ...current, status: 'ready', curves: loaded };
    },
    curvesFailed(sizeId, message) {
      const current = curves.value;
      if (current?.sizeId === sizeId) curves.value = { ...current, status: 'error', error: message };
    },
    hideCurves() {
      curves.value = undefined;
    },
  };
}

/** The rows of a result by group, in the order the page shows them. */
export const gradeOrder = ['Optimal', 'Available', 'Prohibited'] as const;
