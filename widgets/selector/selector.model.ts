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
import type {
  CalculationBody,
  CalculationData,
  ChartCurve,
  SelectionConditions,
  SelectionField,
  SelectionFieldsData,
  SelectionRow,
} from '../../src/contracts/selection';
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { amountsOf, convertedInput, inputsInLocale, inputsInUnits, numberProblem, startInput, type NumberProblem } from './selector.form';
import { conditionsOf, formFieldsOf, givenFor, isNumberInput, seededInput, type FieldInput, type FormField, type FormInputs } from './selector.seed';
import { hiddenFields, isSupercritical } from './selector.gas-cooler';
import { unusedSetPointEntries } from './selector.set-point';
import { temperatureProblems, type SaturationRange, type TemperatureProblem } from './selector.temperatures';
import { sameUnits, unitsInEffect, unitSystemOf, type UnitProps, type UnitsInEffect } from '../internal/units/units';

export type { FieldInput, FormField, FormInputs, NumberInput } from './selector.seed';

/**
 * Why a field cannot be sent: a required number is missing, the text is not a number, the capacity is not above
 * zero, a temperature difference or pressure is negative (the rules the calculate call applies, checked here so
 * that the message stands beside the field).
 */
export type FieldProblem = NumberProblem | TemperatureProblem;

/** A value by condition (the catalogue's domain names: the form's state never says the wire's). */
type ByCondition<T> = Readonly<Partial<Record<ConditionName, T>>>;

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
  /** The fields the form shows, each with the condition it asks for, in the answer's order. */
  readonly shownFields: ReadonlySignal<readonly FormField[]>;
  /** What the user typed and chose, by condition. */
  readonly inputs: ReadonlySignal<FormInputs>;
  /** The SI value of each number the form shows and that is a number (the units the user chose applied). */
  readonly amounts: ReadonlySignal<ByCondition<number>>;
  readonly problems: ReadonlySignal<ByCondition<FieldProblem>>;
  /** Fields whose problem is shown: every one after a refused Calculate, else those the user edited. */
  readonly shownProblems: ReadonlySignal<ByCondition<FieldProblem>>;
  readonly status: ReadonlySignal<SelectorStatus>;
  /** The server's message when loading or calculating failed and it concerns no one field. */
  readonly error: ReadonlySignal<string | undefined>;
  /** The server's refusal of a calculation that concerns one field (its Detail.field), by field, until that field is edited. */
  readonly fieldErrors: ReadonlySignal<ByCondition<string>>;
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
  readonly hidden: ReadonlySignal<ReadonlySet<ConditionName>>;
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
  /**
   * The inputs of the fields shown as the calculate call's conditions (the wire's, made at this edge); number fields
   * that do not parse are left out.
   */
  readonly conditions: ReadonlySignal<SelectionConditions>;
  /** Those of `names` among them (read in a render, it follows them). */
  conditionsAmong(names: readonly ConditionName[]): SelectionConditions;
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
   * A refused calculation: shown beside the field of `condition` (the refusal's Detail.field) when the form has it,
   * else above the results.
   */
  refused(message: string, condition?: ConditionName): void;
  setText(name: ConditionName, text: string): void;
  /** Another unit for a number field: a typed number is converted, so the quantity stays the same. */
  setUnit(name: ConditionName, unit: string): void;
  setChoice(name: ConditionName, value: string | number | boolean): void;
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
  const inputs = signal<FormInputs>({});
  const edited = signal<ReadonlySet<ConditionName>>(new Set());
  const showAll = signal(false);
  const status = signal<SelectorStatus>('idle');
  const error = signal<string | undefined>(undefined);
  const fieldErrors = signal<ByCondition<string>>({});
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
  /** The user (or the page's conditions) set the gas-cooler flag: Tk no longer decides it. */
  const gasCoolerChosen = signal(false);

  const formFields = computed(() => formFieldsOf(fields.value?.serialResult ?? []));
  const hidden = computed(() => new Set([...hiddenFields(refrigerant.value, inputs.value), ...unusedSetPointEntries(inputs.value)]));
  const shownFields = computed(() => formFields.value.filter(({ condition }) => !hidden.value.has(condition)));
  const conditions = computed(() => conditionsOf(shownFields.value, inputs.value, locale.value));
  const amounts = computed(() => amountsOf(shownFields.value, inputs.value, locale.value));
  const problems = computed(() => {
    const found: Partial<Record<ConditionName, FieldProblem>> = {};
    for (const shown of shownFields.value) {
      const input = inputs.value[shown.condition];
      if (shown.field.labelType !== 'value' || !isNumberInput(input)) continue;
      const problem = numberProblem(shown, input, locale.value);
      if (problem) found[shown.condition] = problem;
    }
    return { ...temperatureProblems(amounts.value, saturationRange.value), ...found };
  });
  const gasCoolerOperation = computed(() => hidden.value.has('condensingTemperature'));
  const temperaturesSendable = computed(() => {
    const asked: readonly ConditionName[] = gasCoolerOperation.value ? ['evaporatingTemperature'] : ['evaporatingTemperature', 'condensingTemperature'];
    return asked.every((name) => !problems.value[name] && amounts.value[name] !== undefined);
  });
  const shownProblems = computed(() =>
    showAll.value ? problems.value : Object.fromEntries(Object.entries(problems.value).filter(([name]) => edited.value.has(name as ConditionName))),
  );

  const fieldOf = (name: ConditionName): FormField | undefined => formFields.value.find(({ condition }) => condition === name);
  const start = (field: SelectionField) => startInput(field, units.value, locale.value);

  function update(name: ConditionName, input: FieldInput) {
    batch(() => {
      inputs.value = { ...inputs.value, [name]: input };
      edits.value += 1;
      if (name in fieldErrors.value) fieldErrors.value = Object.fromEntries(Object.entries(fieldErrors.value).filter(([key]) => key !== name));
      if (!edited.value.has(name)) edited.value = new Set([...edited.value, name]);
    });
  }

  /** Fields whose default follows the line position and that the user has not edited take the new position's default. */
  function followPosition(position: string, kept: ReadonlySet<ConditionName> = edited.value) {
    const rewritten: Partial<Record<ConditionName, FieldInput>> = { ...inputs.value };
    for (const { condition, field } of formFields.value) {
      const value = field.valueByPosition?.[position as 'A' | 'C' | 'D'];
      if (value === undefined || kept.has(condition)) continue;
      rewritten[condition] = start({ ...field, value });
    }
    inputs.value = rewritten;
  }

  /** Tk (K) as typed, shown or not: in gas-cooler operation it still says whether to leave it. */
  const condensingAmount = () => {
    const condensing = fieldOf('condensingTemperature');
    return condensing && amountsOf([condensing], inputs.value, locale.value).condensingTemperature;
  };
  const supercritical = () => isSupercritical(fields.value, refrigerant.value, condensingAmount());

  /**
   * R744 with a Tk at or above its critical point runs with a gas cooler: the flag follows Tk until the user sets
   * it. Not an edit of the user's: it raises no vs-selection-change of its own.
   */
  function followTk() {
    if (!fieldOf('gasCooler') || gasCoolerChosen.value) return;
    const on = supercritical();
    if (inputs.value.gasCooler !== on) inputs.value = { ...inputs.value, gasCooler: on };
  }

  /** Each field's input from `given` conditions where they fit it, else its default. */
  function seeded(given: SelectionConditions, kept: FormInputs = {}): FormInputs {
    return Object.fromEntries(
      formFields.value.map((form) => [form.condition, kept[form.condition] ?? seededInput(form.field, givenFor(form, given), locale.value) ?? start(form.field)]),
    );
  }

  function apply(next: SelectorSettings) {
    batch(() => {
      if (next.locale !== undefined && next.locale !== locale.value) {
        const before = locale.value;
        locale.value = next.locale;
        inputs.value = inputsInLocale(inputs.value, before, next.locale);
      }
      const system = next.unitSystem === 1 || next.unitSystem === 2 ? next.unitSystem : unitSystem.value;
      const target = unitsInEffect(system, next.units);
      if (!sameUnits(target, units.value)) {
        unitSystem.value = unitSystemOf(system);
        units.value = target;
        inputs.value = inputsInUnits(formFields.value, inputs.value, target, locale.value);
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
    shownFields,
    inputs,
    amounts,
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
    conditionsAmong: (names) => conditionsOf(shownFields.value.filter(({ condition }) => names.includes(condition)), inputs.value, locale.value),
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
        inputs.value = seeded(given, kept);
        status.value = same && result.value ? 'calculated' : 'ready';
        error.value = undefined;
        if (same) return;
        edited.value = new Set();
        const givenConditions = new Set(formFields.value.filter((form) => givenFor(form, given) !== undefined).map(({ condition }) => condition));
        gasCoolerChosen.value = givenConditions.has('gasCooler');
        followTk();
        // A position from the address brings its own defaults with it, unless the address names them too.
        const position = inputs.value.position;
        if (typeof position === 'string') followPosition(position, givenConditions);
        showAll.value = false;
        result.value = undefined;
        calculation.value = undefined;
        request.value = undefined;
        curves.value = undefined;
      });
    },
    fail,
    seed(given) {
      if (!fields.value) return;
      batch(() => {
        inputs.value = seeded(given);
        edited.value = new Set();
        showAll.value = false;
        fieldErrors.value = {};
        gasCoolerChosen.value = formFields.value.some((form) => form.condition === 'gasCooler' && givenFor(form, given) !== undefined);
        followTk();
      });
    },
    refused(message, condition) {
      const named = condition !== undefined && fieldOf(condition) ? condition : undefined;
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
        if (name === 'condensingTemperature' && fieldOf('gasCooler') && supercritical()) update('gasCooler', true);
      });
    },
    setUnit(name, unit) {
      const field = fieldOf(name)?.field;
      const input = inputs.value[name];
      if (field && isNumberInput(input) && field.unitOptions.includes(unit)) update(name, convertedInput(field, input, unit, locale.value));
    },
    setChoice(name, value) {
      if (!fieldOf(name)) return;
      batch(() => {
        update(name, value);
        if (name === 'position') followPosition(String(value));
        if (name === 'gasCooler') gasCoolerChosen.value = true;
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
