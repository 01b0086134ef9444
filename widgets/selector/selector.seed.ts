// The form's inputs to and from conditions as the calculate call takes them: what the widget reports in
// `vs-selection-change` and takes back in its `conditions` attribute, so that a page can keep the selection in its address.
import type { ConditionValue, SelectionConditions, SelectionField } from '../../src/contracts/selection';
import { parseNumber } from '../../src/engine/units';
import { formatEditable } from '../internal/units/numbers';

/** A number field as typed: the text in the widget's locale and the unit chosen beside it. */
export interface NumberInput {
  text: string;
  unit: string;
}

export type FieldInput = NumberInput | string | number | boolean;

export const isNumberInput = (input: FieldInput | undefined): input is NumberInput =>
  typeof input === 'object' && input !== null && 'text' in input;

/**
 * The input a given condition makes for `field`, or undefined when it does not fit the field (an option the
 * family does not offer, a unit of another quantity, a flag for a number): the field then keeps its default.
 * This is what keeps "the conditions that still apply" when the user switches family.
 */
export function seededInput(field: SelectionField, given: ConditionValue | undefined, locale: string): FieldInput | undefined {
  if (given === undefined) return undefined;
  if (field.labelType === 'value') {
    if (typeof given === 'number') return { text: formatEditable(given, locale), unit: field.unit };
    if (typeof given !== 'object' || !Number.isFinite(given.value)) return undefined;
    const unit = field.unitOptions.find((u) => u === given.unit) ?? (given.unit === field.unit ? field.unit : undefined);
    return unit === undefined ? undefined : { text: formatEditable(given.value, locale), unit };
  }
  if (field.labelType === 'checkbox') return typeof given === 'boolean' ? given : undefined;
  if (typeof given === 'object' || typeof given === 'boolean') return undefined;
  return field.options.find((option) => String(option.value) === String(given))?.value;
}

/** The inputs as conditions; a number field whose text is not a number is left out (the call would refuse it). */
export function conditionsOf(fields: readonly SelectionField[], inputs: Readonly<Record<string, FieldInput>>, locale: string): SelectionConditions {
  const conditions: SelectionConditions = {};
  for (const field of fields) {
    const input = inputs[field.name];
    if (input === undefined) continue;
    if (!isNumberInput(input)) {
      conditions[field.name] = input;
      continue;
    }
    const value = parseNumber(input.text, locale);
    if (value !== undefined) conditions[field.name] = { value, unit: input.unit };
  }
  return conditions;
}
