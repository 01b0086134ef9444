// The form's inputs as amounts and problems, apart from the model's state: each number field's SI value (its unit
// applied here, at the edge where the user typed it), the sign rule of the catalogue (condition-rules.ts) on that
// value, and the inputs rewritten for another unit, unit system or locale. Pure: the model (selector.model.ts) holds
// the state and calls these.
import type { SelectionField } from '../../src/contracts/selection';
import { signProblem, type SignProblem } from '../../src/engine/sizing/condition-rules';
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { convert, formatEditable, parseNumber, roundAmount, toSI } from '../../src/engine/units';
import type { UnitsInEffect } from '../internal/units/units';
import { isNumberInput, type FieldInput, type FormField, type FormInputs, type NumberInput } from './selector.seed';
import { asQuantity, inSystem } from './selector.units';

/** A number field's problem of its own: a required number missing, text that is no number, the catalogue's sign rule. */
export type NumberProblem = 'required' | 'notANumber' | SignProblem;

/** A number input's SI value; undefined when its text is no number or its unit is not one of its quantity. */
export function amountOf(field: SelectionField, input: NumberInput, locale: string): number | undefined {
  const value = parseNumber(input.text, locale);
  const quantity = asQuantity(field.quantity);
  if (value === undefined || !quantity) return undefined;
  try {
    return toSI(quantity, value, input.unit);
  } catch {
    return undefined;
  }
}

/** The SI value of each number the fields hold, by condition. */
export function amountsOf(fields: readonly FormField[], inputs: FormInputs, locale: string): Partial<Record<ConditionName, number>> {
  const amounts: Partial<Record<ConditionName, number>> = {};
  for (const { condition, field } of fields) {
    const input = inputs[condition];
    const amount = isNumberInput(input) ? amountOf(field, input, locale) : undefined;
    if (amount !== undefined) amounts[condition] = amount;
  }
  return amounts;
}

/** The problem of a number field as typed, with the catalogue's sign rule on its SI value (as the calculate call applies it). */
export function numberProblem({ condition, field }: FormField, input: NumberInput, locale: string): NumberProblem | undefined {
  if (input.text.trim() === '') return 'required';
  if (parseNumber(input.text, locale) === undefined) return 'notANumber';
  const amount = amountOf(field, input, locale);
  return amount === undefined ? undefined : signProblem(condition, amount);
}

/** A field's input at its default (or the default given), a number in the unit the units in effect show its quantity in. */
export function startInput(field: SelectionField, units: UnitsInEffect, locale: string): FieldInput {
  if (field.labelType !== 'value' || typeof field.value !== 'number') return field.option?.value ?? field.value;
  const quantity = asQuantity(field.quantity);
  const shown = quantity ? inSystem(field.value, field.unit, quantity, units) : { value: field.value, unit: field.unit };
  const unit = field.unitOptions.includes(shown.unit) || field.unitOptions.length === 0 ? shown.unit : field.unit;
  const value = unit === field.unit ? field.value : roundAmount(shown.value, unit, quantity);
  return { text: formatEditable(value, locale), unit };
}

/** A number input converted into `unit`, the same quantity; the text kept when it is not a number. */
export function convertedInput(field: SelectionField, input: NumberInput, unit: string, locale: string): NumberInput {
  const number = parseNumber(input.text, locale);
  const quantity = asQuantity(field.quantity);
  if (number === undefined || !quantity) return { text: input.text, unit };
  try {
    return { text: formatEditable(roundAmount(convert(number, input.unit, unit, quantity), unit, quantity), locale), unit };
  } catch {
    return { text: input.text, unit };
  }
}

/** The inputs written for another locale: the numbers kept, not the characters (12,5 typed in German is 12.5 in English). */
export function inputsInLocale(inputs: FormInputs, before: string, after: string): FormInputs {
  const rewritten: Partial<Record<ConditionName, FieldInput>> = {};
  for (const [name, input] of Object.entries(inputs) as [ConditionName, FieldInput][]) {
    const number = isNumberInput(input) ? parseNumber(input.text, before) : undefined;
    rewritten[name] = isNumberInput(input) && number !== undefined ? { ...input, text: formatEditable(number, after) } : input;
  }
  return rewritten;
}

/** The inputs in the units `target` shows each quantity in, where the field offers that unit. */
export function inputsInUnits(fields: readonly FormField[], inputs: FormInputs, target: UnitsInEffect, locale: string): FormInputs {
  const rewritten: Partial<Record<ConditionName, FieldInput>> = { ...inputs };
  for (const { condition, field } of fields) {
    const input = rewritten[condition];
    const quantity = asQuantity(field.quantity);
    if (!isNumberInput(input) || !quantity) continue;
    const unit = inSystem(0, input.unit, quantity, target).unit;
    if (field.unitOptions.includes(unit)) rewritten[condition] = convertedInput(field, input, unit, locale);
  }
  return rewritten;
}
