// The request's conditions to SI: each field of the family from `{ value, unit }`, a bare number in the request's
// unit set, an option value or a flag; missing fields take the family's defaults. Every refusal names the field
// and the rule. The resolved conditions come back three ways: SI for the engine, in the request's units for the
// rows' SelectCondition, and as the hash's condition values.
import type { ConditionValue, HashedConditions, Measured, SelectionConditions } from '../../../../src/contracts/selection';
import {
  criticalPoint,
  EngineError,
  fieldDefault,
  GAS_COOLER_FIELDS,
  GAS_COOLER_MAX_OUTLET_TEMPERATURE,
  GAS_COOLER_MAX_PRESSURE,
  hasGasCooler,
  saturation,
  sizingConditions,
  toSI,
  UNUSED_SET_POINT_ENTRY,
  type ConditionInput,
  type FieldDefinition,
  type SizingConditions,
  type SizingFamily,
} from '../../../../src/engine';
import { resolveUnit } from '../../../../src/engine/units';
import type { Translate } from '../../http/translate';
import { engineText } from './language';
import { refuse } from './refuse';
import type { UnitPresenter } from '../units/unit-presenter';

export interface ResolvedConditions {
  /** Every condition of the family, SI. */
  si: SizingConditions;
  /** The family's conditions in the request's units, as a client posts them back. */
  shown: Record<string, Measured | string | number | boolean>;
  /** The family's conditions and the refrigerant, SI, for the Hashkey. */
  hashed: HashedConditions;
}

export interface ConditionContext {
  family: SizingFamily;
  /** The family's fields (SelectionService: line positions narrowed to the family). */
  fields: readonly FieldDefinition[];
  refrigerant: string;
  units: UnitPresenter;
  t: Translate;
}

/** Resolves and checks the conditions of a calculating call. */
export function resolveConditions(sent: SelectionConditions, ctx: ConditionContext): ResolvedConditions {
  const { fields } = ctx;
  for (const name of Object.keys(sent)) {
    if (!fields.some((f) => f.name === name)) {
      throw refuse(ctx.t, 'invalidInput', 'selection:error.unknownCondition', { field: name, family: ctx.family, fields: fields.map((f) => f.name).join(', ') });
    }
  }
  const input: ConditionInput = {};
  for (const field of fields) {
    const value = sent[field.name];
    if (value !== undefined) input[field.name] = fieldValue(field, field.name === 'LnwdType' ? setPointEntry(value) : value, ctx);
  }
  // A field not sent takes its default here rather than the engine's: the family's Pos default may differ, and
  // some defaults follow the line position.
  const positionField = fields.find((f) => f.name === 'Pos');
  const position = (input.Pos ?? positionField?.default ?? 'A') as SizingConditions['Pos'];
  // Issue 15: R744 at or above its critical temperature cannot condense; a Tk there means gas-cooler operation.
  const canCool = fields.some((f) => f.name === 'GasCooler');
  if (canCool && sent.GasCooler === undefined && hasGasCooler(ctx.refrigerant) && typeof input.Tk === 'number' && input.Tk >= saturationRange(ctx.refrigerant)[1]) {
    input.GasCooler = true;
  }
  for (const field of fields) input[field.name] ??= fieldDefault(field, position);
  const si = sizingConditions(ctx.family, input);
  if (si.GasCooler) checkGasCooler(si, ctx);
  else checkTemperatures(si, ctx);
  const setPointEntered = fields.some((f) => f.name === 'LnwdType');
  if (setPointEntered && si.LnwdType === 'temp') checkTemperatures(si, ctx, ['Lnwd']);

  // Only the fields of the operation in force describe the selection: the others are not shown back nor hashed, so
  // that a selection without a gas cooler keeps the conditions and Hashkey it always had. So too the condensing set
  // point's entry that LnwdType leaves unused.
  const unused: readonly string[] = [...(si.GasCooler ? ['Tk', 'DTSC1'] : GAS_COOLER_FIELDS), ...(setPointEntered ? [UNUSED_SET_POINT_ENTRY[si.LnwdType]] : [])];
  const shown: ResolvedConditions['shown'] = {};
  const hashed: Record<string, number | string | boolean> = { refrigerant: ctx.refrigerant };
  for (const field of fields.filter((f) => !unused.includes(f.name))) {
    const value = si[field.name];
    shown[field.name] = field.quantity && typeof value === 'number' ? ctx.units.measured(field.quantity, value) : value;
    hashed[field.name] = value;
  }
  return { si, shown, hashed };
}

/**
 * The magnitudes a condition of each quantity may take (SI), far beyond any valve's rating: a value outside is a
 * typing or unit mistake, or a probe (a denormal 5e-324 kW was calculated, issue 24), and is refused with the range.
 * Te and Tk are held to the refrigerant's saturation range besides, Pgc and Tgc to the gas cooler's.
 */
const magnitudes: Partial<Record<NonNullable<FieldDefinition['quantity']>, readonly [number, number]>> = {
  /** 1 W to 100 MW. */
  CoolCapacity: [1, 1e8],
  /** Superheat and subcooling: 0 to 100 K. */
  Temp2: [0, 100],
  /** Drops, set points and the gas-cooler pressure: 0 to 200 bar. */
  Press: [0, 200e5],
  /** −200 ℃ to 500 ℃. */
  Temp: [73.15, 773.15],
};

/**
 * LnwdType as the specification's clients send it: the option ('bar', 'temp') or the unit the condensing set point
 * is entered in, a pressure unit ('bar', 'Psi', 'MPa') for a pressure entry, a temperature unit ('℃', '℉') for a
 * temperature entry. Anything else is left to the option check, which names the choices.
 */
function setPointEntry(value: ConditionValue): ConditionValue {
  if (typeof value !== 'string') return value;
  const readings = resolveUnit(value).map((r) => r.quantity);
  if (readings.includes('Press')) return 'bar';
  if (readings.includes('Temp')) return 'temp';
  return value;
}

/** One sent value as the engine takes it (SI numbers, option values, flags). */
function fieldValue(field: FieldDefinition, value: ConditionValue, ctx: ConditionContext): number | string | boolean {
  const { t } = ctx;
  // The user reads the field's label; the API name stays in `field` for the texts that name a request key.
  const params = { field: field.name, label: engineText(t, field.labelKey) };
  if (field.quantity) {
    const si = quantityValue(field, value, ctx);
    if (field.name === 'Capicity' && !(si > 0)) throw refuse(t, 'invalidInput', 'selection:error.notPositive', params);
    if ((field.quantity === 'Temp2' || field.quantity === 'Press') && si < 0) throw refuse(t, 'invalidInput', 'selection:error.negative', params);
    const range = magnitudes[field.quantity];
    if (range && !(si >= range[0] && si <= range[1])) {
      const [min, max] = range.map((bound) => ctx.units.text(field.quantity!, bound));
      throw refuse(t, 'invalidInput', 'selection:error.fieldRange', { ...params, min, max });
    }
    return si;
  }
  if (field.labelType === 'checkbox') {
    if (typeof value !== 'boolean') throw refuse(t, 'invalidInput', 'selection:error.flag', params);
    return value;
  }
  const options = field.options ?? [];
  const hit = typeof value === 'object' ? undefined : options.find((o) => String(o.value) === String(value));
  if (!hit) throw refuse(t, 'invalidInput', 'selection:error.option', { ...params, values: options.map((o) => `${engineText(t, o.labelKey)} (${o.value})`).join(', ') });
  return hit.value;
}

function quantityValue(field: FieldDefinition, value: ConditionValue, ctx: ConditionContext): number {
  const quantity = field.quantity!;
  const { t } = ctx;
  const params = { field: field.name, label: engineText(t, field.labelKey) };
  if (typeof value === 'number') return toSI(quantity, value, ctx.units.unit(quantity));
  if (typeof value !== 'object') throw refuse(t, 'invalidInput', 'selection:error.number', params);
  try {
    return toSI(quantity, value.value, value.unit);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    if (error.code === 'incompatible_units') {
      const reason = t('errors:unit_not_of_quantity', { unit: value.unit, quantity: t(`units:quantity.${quantity}`) });
      throw refuse(t, 'unableToCalculate', 'selection:error.unit', { ...params, reason });
    }
    throw refuse(t, 'calculationFailed', 'selection:error.unit', { ...params, reason: t(`errors:${error.code}`, { ...error.detail }) });
  }
}

const ranges = new Map<string, readonly [number, number]>();

/**
 * The saturation temperatures (K) a refrigerant's equations cover: from the triple point (or the lowest
 * temperature of a blend's model) to the critical point. The property engine states them in its range error.
 */
export function saturationRange(refrigerant: string): readonly [number, number] {
  let range = ranges.get(refrigerant);
  if (range) return range;
  try {
    saturation(refrigerant, { T: 0 });
  } catch (error) {
    const d = error instanceof EngineError ? error.detail : undefined;
    if (d?.code !== 'out_of_range' || typeof d.min !== 'number' || typeof d.max !== 'number') throw error;
    range = [d.min, d.max];
  }
  if (!range) throw new Error(`saturation of ${refrigerant} at 0 K did not fail`);
  ranges.set(refrigerant, range);
  return range;
}

function labelOf(ctx: ConditionContext, name: string): string {
  const field = ctx.fields.find((f) => f.name === name);
  return field ? engineText(ctx.t, field.labelKey) : name;
}

/**
 * Te within the refrigerant's saturation range, or Tk too and below it; a condensing set point entered as a
 * temperature (Lnwd) within the saturation range, where its pressure is defined.
 */
function checkTemperatures(c: SizingConditions, ctx: ConditionContext, names: readonly ('Te' | 'Tk' | 'Lnwd')[] = ['Te', 'Tk']): void {
  const { t, units, refrigerant } = ctx;
  const label = (name: string) => labelOf(ctx, name);
  const [min, max] = saturationRange(refrigerant);
  for (const field of names) {
    if (c[field] < min || c[field] > max) {
      throw refuse(t, 'calculationFailed', 'selection:error.saturationRange', {
        field,
        label: label(field),
        value: units.text('Temp', c[field]),
        refrigerant,
        min: units.text('Temp', min),
        max: units.text('Temp', max),
      });
    }
  }
  if (names.includes('Tk') && !(c.Te < c.Tk)) {
    throw refuse(t, 'calculationFailed', 'selection:error.evaporatingNotBelowCondensing', {
      Te: units.text('Temp', c.Te),
      Tk: units.text('Temp', c.Tk),
      teLabel: label('Te'),
      tkLabel: label('Tk'),
    });
  }
}

/**
 * Gas-cooler operation: only for a refrigerant that runs transcritical (R744); Te within the saturation range, the
 * gas-cooler pressure from the critical pressure to GAS_COOLER_MAX_PRESSURE, its outlet temperature above Te and
 * at most GAS_COOLER_MAX_OUTLET_TEMPERATURE, and where the family sizes the high-pressure valve the receiver pressure
 * between the evaporating and the critical pressure (the engine's limits, said here with the field's label).
 */
function checkGasCooler(c: SizingConditions, ctx: ConditionContext): void {
  const { t, units, refrigerant } = ctx;
  if (!hasGasCooler(refrigerant)) {
    throw refuse(t, 'invalidInput', 'selection:error.gasCoolerRefrigerant', { field: 'GasCooler', label: labelOf(ctx, 'GasCooler'), refrigerant });
  }
  checkTemperatures(c, ctx, ['Te']);
  const outside = (field: 'Pgc' | 'Tgc' | 'Prec', quantity: 'Press' | 'Temp', min: number, max: number) =>
    refuse(t, 'calculationFailed', 'selection:error.gasCoolerRange', {
      field,
      label: labelOf(ctx, field),
      value: units.text(quantity, c[field]),
      min: units.text(quantity, min),
      max: units.text(quantity, max),
    });
  const pc = criticalPoint(refrigerant).p;
  if (c.Pgc < pc || c.Pgc > GAS_COOLER_MAX_PRESSURE) throw outside('Pgc', 'Press', pc, GAS_COOLER_MAX_PRESSURE);
  if (!(c.Tgc > c.Te) || c.Tgc > GAS_COOLER_MAX_OUTLET_TEMPERATURE) throw outside('Tgc', 'Temp', c.Te, GAS_COOLER_MAX_OUTLET_TEMPERATURE);
  if (ctx.fields.some((f) => f.name === 'Prec')) {
    const pe = saturation(refrigerant, { T: c.Te }).p_dew;
    if (!(c.Prec > pe && c.Prec < pc)) throw outside('Prec', 'Press', pe, pc);
  }
}
