// The form's inputs to and from conditions as the calculate call takes them: what the widget reports in
// `vs-selection-change` and takes back in its `conditions` attribute, so that a page can keep the selection in its
// address. The inputs are keyed by the catalogue's condition names; the wire's names are the fields' own (the fields
// answer), read through src/contracts/condition-names.ts, and used only here, where the request is made.
import { conditionOfWire } from '../../src/contracts/condition-names';
import type { ConditionValue, SelectionConditions, SelectionField } from '../../src/contracts/selection';
import type { ConditionName } from '../../src/engine/sizing/condition-types';
import { formatEditable, parseNumber } from '../../src/engine/units';

/** A number field as typed: the text in the widget's locale and the unit chosen beside it. */
export interface NumberInput {
  text: string;
  unit: string;
}

export type FieldInput = NumberInput | string | number | boolean;

/** What the user typed and chose, by condition. */
export type FormInputs = Readonly<Partial<Record<ConditionName, FieldInput>>>;

/** A field of the form: its definition (the fields answer) and the condition it asks for. */
export interface FormField {
  condition: ConditionName;
  field: SelectionField;
}

export const isNumberInput = (input: FieldInput | undefined): input is NumberInput =>
  typeof input === 'object' && input !== null && 'text' in input;

/** The fields of a fields answer with their conditions; a field the catalogue does not know is not the form's. */
export function formFieldsOf(fields: readonly SelectionField[]): readonly FormField[] {
  return fields.flatMap((field) => {
    const condition = conditionOfWire(field.name);
    return condition ? [{ condition, field }] : [];
  });
}

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

/** A given condition (from the wire: an address, an operating point) for a field of the form. */
export function givenFor({ field }: FormField, given: SelectionConditions): ConditionValue | undefined {
  return given[field.name];
}

/** The inputs as conditions; a number field whose text is not a number is left out (the call would refuse it). */
export function conditionsOf(fields: readonly FormField[], inputs: FormInputs, locale: string): SelectionConditions {
  const conditions: SelectionConditions = {};
  for (const { condition, field } of fields) {
    const input = inputs[condition];
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
