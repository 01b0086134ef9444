// A condition set as the user saw it in the selector's form: every field of the family, in the form's order, with
// its label, its value in the report's unit set and the title of a chosen option.
import type { SelectCondition, SelectionField } from '../../../../src/contracts/selection';
import type { ReportLine } from '../../../../src/contracts/report';
import type { ReportWords } from './words';

function line(field: SelectionField, value: SelectCondition['conditions'][string], words: ReportWords): ReportLine {
  const base = { name: field.name, label: field.title };
  if (typeof value === 'object') return { ...base, value: value.value, unit: value.unit, text: words.measured(value.value, value.unit) };
  if (typeof value === 'boolean') return { ...base, text: words.flag(value) };
  const option = field.options.find((o) => String(o.value) === String(value));
  if (option) return { ...base, text: option.title };
  return typeof value === 'number' ? { ...base, value, unit: field.unit, text: words.measured(value, field.unit) } : { ...base, text: value };
}

/** The set's conditions in the order of the family's fields; a field the set lacks is left out. */
export function conditionLines(fields: readonly SelectionField[], conditions: SelectCondition['conditions'], words: ReportWords): ReportLine[] {
  return fields.flatMap((field) => {
    const value = conditions[field.name];
    return value === undefined ? [] : [line(field, value, words)];
  });
}
