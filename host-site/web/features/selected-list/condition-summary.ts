import type { SelectCondition } from '../../../../src/contracts/selection';

/** A row's conditions as one line ("Capicity 10 kW, Tc 40 ℃"): what the product was chosen for. */
export function conditionSummary(conditions: SelectCondition['conditions']): string {
  return Object.entries(conditions)
    .flatMap(([name, value]) => {
      if (typeof value === 'object') return value.value === null ? [] : [`${name} ${value.value} ${value.unit}`];
      return value === '' ? [] : [`${name} ${String(value)}`];
    })
    .join(', ');
}
