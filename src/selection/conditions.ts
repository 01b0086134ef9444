// The request's conditions to SI: each field of the family from `{ value, unit }`, a bare number in the request's
// unit set, an option value or a flag; missing fields take the family's defaults. Every refusal names the field
// and the rule, in words (ErrorMsg) and as data (Detail: the field's wire name, the numbers in SI). The rules come
// from the condition catalogue (src/engine/sizing/condition-catalogue.ts): magnitudes, sign and range sources. The
// resolved conditions come back three ways: SI for the engine, in the request's units for the rows'
// SelectCondition, and as the hash's condition values (both by the wire's names).
import { conditionOfWire, WIRE_NAMES, wireName } from '../contracts/condition-names';
import type { ConditionValue, HashedConditions, Measured, SelectionConditions } from '../contracts/selection';
import type { ConditionInput, ConditionName, ConditionRange, FieldDefinition, SizingConditions, SizingFamily } from '../engine';
import { EngineError } from '../engine/errors';
import { limits } from '../engine/refrigerants/core';
import { sizingConditions } from '../engine/sizing/calculate';
import { CONDITIONS } from '../engine/sizing/condition-catalogue';
import { conditionRange } from '../engine/sizing/condition-range';
import { conditionMagnitudes, gasCoolerFollows, hasGasCooler, inRange, saturationProblems, signProblem, type SaturatedCondition } from '../engine/sizing/condition-rules';
import { CONDENSING_FIELDS, fieldDefault, GAS_COOLER_FIELDS, UNUSED_SET_POINT_ENTRY } from '../engine/sizing/fields';
import { toSI } from '../engine/units';
import { resolveUnit } from '../engine/units';
import type { Translate } from '../i18n/translate';
import { engineText } from './language';
import { refuse } from './refuse';
import type { UnitPresenter } from './unit-presenter';

export interface ResolvedConditions {
  /** Every condition of the family, SI. */
  si: SizingConditions;
  /** The family's conditions in the request's units by their wire names, as a client posts them back. */
  shown: Record<string, Measured | string | number | boolean>;
  /** The family's conditions (wire names) and the refrigerant, SI, for the Hashkey. */
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
  const has = (name: ConditionName) => fields.some((f) => f.name === name);
  for (const wire of Object.keys(sent)) {
    const name = conditionOfWire(wire);
    if (!name || !has(name)) {
      throw refuse(ctx.t, 'invalidInput', { code: 'unknownCondition', field: wire }, { field: wire, family: ctx.family, fields: fields.map((f) => wireName(f.name)).join(', ') });
    }
  }
  const input: ConditionInput = {};
  for (const field of fields) {
    const value = sent[wireName(field.name)];
    if (value !== undefined) input[field.name] = fieldValue(field, field.name === 'condensingSetPointEntry' ? setPointEntry(value) : value, ctx);
  }
  // A field not sent takes its default here rather than the engine's: the family's position default may differ,
  // and some defaults follow the line position.
  const positionField = fields.find((f) => f.name === 'position');
  const position = (input.position ?? positionField?.default ?? 'A') as SizingConditions['position'];
  // Issue 15: R744 at or above its critical temperature cannot condense; a Tk there means gas-cooler operation.
  const condensing = input.condensingTemperature;
  if (has('gasCooler') && sent[WIRE_NAMES.gasCooler] === undefined && hasGasCooler(ctx.refrigerant) && typeof condensing === 'number') {
    if (gasCoolerFollows(ctx.refrigerant, condensing, limits(ctx.refrigerant).saturationTemperature.max)) input.gasCooler = true;
  }
  for (const field of fields) input[field.name] ??= fieldDefault(field, position);
  const si = sizingConditions(ctx.family, input);
  if (si.gasCooler) checkGasCooler(si, ctx);
  else checkTemperatures(si, ctx);
  if (has('dischargeTemperature') && si.dischargeTemperatureGiven) checkDischargeTemperature(si, ctx);
  const setPointEntered = has('condensingSetPointEntry');
  if (setPointEntered && si.condensingSetPointEntry === 'temp') checkTemperatures(si, ctx, ['condensingSetPointTemperature']);

  // Only the fields of the operation in force describe the selection: the others are not shown back nor hashed, so
  // that a selection without a gas cooler keeps the conditions and Hashkey it always had. So too the condensing set
  // point's entry that LnwdType leaves unused.
  const unused: readonly ConditionName[] = [
    ...(si.gasCooler ? CONDENSING_FIELDS : GAS_COOLER_FIELDS),
    ...(setPointEntered ? [UNUSED_SET_POINT_ENTRY[si.condensingSetPointEntry]] : []),
  ];
  const shown: ResolvedConditions['shown'] = {};
  const hashed: Record<string, number | string | boolean> = { refrigerant: ctx.refrigerant };
  for (const field of fields.filter((f) => !unused.includes(f.name))) {
    const value = si[field.name];
    const wire = wireName(field.name);
    shown[wire] = field.quantity && typeof value === 'number' ? ctx.units.measured(field.quantity, value) : value;
    hashed[wire] = value;
  }
  return { si, shown, hashed };
}

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
  const wire = wireName(field.name);
  // The user reads the field's label; the API name stays in `field` for the texts that name a request key. Worded only
  // for a refusal: a label's lookup for every field of every calculation was a twentieth of its CPU (issue 29).
  const params = () => ({ field: wire, label: engineText(t, field.labelKey) });
  if (field.quantity) {
    const si = quantityValue(field, value, ctx);
    const magnitudes = conditionMagnitudes(field.name)!;
    const sign = signProblem(field.name, si);
    if (sign) throw refuse(t, 'invalidInput', { code: sign, field: wire, values: { value: si } }, params());
    if (!inRange(si, magnitudes)) {
      const [min, max] = [magnitudes.min, magnitudes.max].map((bound) => ctx.units.text(field.quantity!, bound));
      throw refuse(t, 'invalidInput', { code: 'fieldRange', field: wire, values: { value: si, min: magnitudes.min, max: magnitudes.max } }, { ...params(), min, max });
    }
    return si;
  }
  if (field.labelType === 'checkbox') {
    if (typeof value !== 'boolean') throw refuse(t, 'invalidInput', { code: 'flag', field: wire }, params());
    return value;
  }
  const options = field.options ?? [];
  const hit = typeof value === 'object' ? undefined : options.find((o) => String(o.value) === String(value));
  if (!hit) throw refuse(t, 'invalidInput', { code: 'option', field: wire }, { ...params(), values: options.map((o) => `${engineText(t, o.labelKey)} (${o.value})`).join(', ') });
  return hit.value;
}

function quantityValue(field: FieldDefinition, value: ConditionValue, ctx: ConditionContext): number {
  const quantity = field.quantity!;
  const { t } = ctx;
  const wire = wireName(field.name);
  const params = () => ({ field: wire, label: engineText(t, field.labelKey) });
  if (typeof value === 'number') return toSI(quantity, value, ctx.units.unit(quantity));
  if (typeof value !== 'object') throw refuse(t, 'invalidInput', { code: 'number', field: wire }, params());
  try {
    return toSI(quantity, value.value, value.unit);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    // A unit that is not one, or not of the field's quantity, is the request's fault: a refusal naming the field (issue 36).
    if (error.code === 'incompatible_units') {
      const reason = t('errors:unit_not_of_quantity', { unit: value.unit, quantity: t(`units:quantity.${quantity}`) });
      throw refuse(t, 'invalidInput', { code: 'unit', field: wire }, { ...params(), reason });
    }
    throw refuse(t, 'invalidInput', { code: 'unit', field: wire }, { ...params(), reason: t(`errors:${error.code}`, { ...error.detail }) });
  }
}

/**
 * The saturation temperatures (K) a refrigerant's equations cover: from the triple point (or the lowest
 * temperature of a blend's model) to the critical point, as the engine states its limits.
 */
export function saturationRange(refrigerant: string): readonly [number, number] {
  const { min, max } = limits(refrigerant).saturationTemperature;
  return [min, max];
}

function labelOf(ctx: ConditionContext, name: ConditionName): string {
  const field = ctx.fields.find((f) => f.name === name);
  return field ? engineText(ctx.t, field.labelKey) : wireName(name);
}

/**
 * Te within the refrigerant's saturation range, or Tk too and below it; a condensing set point entered as a
 * temperature (Lnwd) within the saturation range, where its pressure is defined.
 */
function checkTemperatures(
  c: SizingConditions,
  ctx: ConditionContext,
  names: readonly ('evaporatingTemperature' | 'condensingTemperature' | 'condensingSetPointTemperature')[] = ['evaporatingTemperature', 'condensingTemperature'],
): void {
  const { t, units, refrigerant } = ctx;
  const label = (name: ConditionName) => labelOf(ctx, name);
  const saturated = names.filter((name): name is SaturatedCondition => name !== 'condensingSetPointTemperature');
  // Te and Tk by the rule the form checks too (condition-rules.ts); the refusal names the first broken.
  const range = conditionRange('evaporatingTemperature', refrigerant, c)!;
  const problems = saturationProblems(Object.fromEntries(saturated.map((name) => [name, c[name]])), range);
  for (const name of names) {
    const within = name === 'condensingSetPointTemperature' ? inRange(c[name], conditionRange(name, refrigerant, c)!) : problems[name] !== 'outOfRange';
    if (!within) {
      const { min, max } = conditionRange(name, refrigerant, c)!;
      throw refuse(
        t,
        'invalidInput',
        { code: 'saturationRange', field: wireName(name), values: { value: c[name], min, max } },
        { field: wireName(name), label: label(name), value: units.text('Temp', c[name]), refrigerant, min: units.text('Temp', min), max: units.text('Temp', max) },
      );
    }
  }
  const { evaporatingTemperature: te, condensingTemperature: tk } = c;
  if (problems.evaporatingTemperature === 'notBelowCondensing') {
    throw refuse(
      t,
      'invalidInput',
      // Two fields at fault; the rule is Te's ("must be below Tk"), so Te is the field named (issue 36: every refusal
      // names a field), both values beside it.
      { code: 'evaporatingNotBelowCondensing', field: wireName('evaporatingTemperature'), values: { Te: te, Tk: tk } },
      { Te: units.text('Temp', te), Tk: units.text('Temp', tk), teLabel: label('evaporatingTemperature'), tkLabel: label('condensingTemperature') },
    );
  }
}

/**
 * A given discharge temperature within the refrigerant's equations, where the hot gas has a state (issue 36: a
 * refusal naming Texhaustgas, not a calculation that failed). One at or below Tk is not used (the gas is estimated).
 */
function checkDischargeTemperature(c: SizingConditions, ctx: ConditionContext): void {
  const range = conditionRange('dischargeTemperature', ctx.refrigerant, c)!;
  if (inRange(c.dischargeTemperature, range)) return;
  const field = wireName('dischargeTemperature');
  const [min, max] = [range.min, range.max].map((bound) => ctx.units.text('Temp', bound));
  throw refuse(ctx.t, 'invalidInput', { code: 'fieldRange', field, values: { value: c.dischargeTemperature, min: range.min, max: range.max } }, { field, label: labelOf(ctx, 'dischargeTemperature'), min, max });
}

/**
 * Gas-cooler operation: only for a refrigerant that runs transcritical (R744); Te within the saturation range, and
 * the gas-cooler pressure, its outlet temperature and, where the family sizes the high-pressure valve, the receiver
 * pressure within the ranges the catalogue's sources give (the engine's limits, said here with the field's label).
 */
function checkGasCooler(c: SizingConditions, ctx: ConditionContext): void {
  const { t, units, refrigerant } = ctx;
  if (!hasGasCooler(refrigerant)) {
    const field = wireName('gasCooler');
    throw refuse(t, 'invalidInput', { code: 'gasCoolerRefrigerant', field }, { field, label: labelOf(ctx, 'gasCooler'), refrigerant });
  }
  checkTemperatures(c, ctx, ['evaporatingTemperature']);
  const names = (['gasCoolerPressure', 'gasCoolerOutletTemperature', 'receiverPressure'] as const).filter((name) => ctx.fields.some((f) => f.name === name));
  for (const name of names) {
    const range: ConditionRange = conditionRange(name, refrigerant, c)!;
    if (inRange(c[name], range)) continue;
    const quantity = CONDITIONS[name].quantity === 'pressure' ? 'Press' : 'Temp';
    const field = wireName(name);
    throw refuse(
      t,
      'invalidInput',
      { code: 'gasCoolerRange', field, values: { value: c[name], min: range.min, max: range.max } },
      { field, label: labelOf(ctx, name), value: units.text(quantity, c[name]), min: units.text(quantity, range.min), max: units.text(quantity, range.max) },
    );
  }
}
