import type { TFunction } from 'i18next';
import type { SelectCondition } from '../../../../src/contracts/selection';
import { formatAmount } from '../../../../src/engine/units';

/**
 * A row's conditions as one line in the page's language, the form's own words (the `selection` namespace's field
 * titles and options): "Cooling capacity 10 kW, Superheat 5 K, Compressor: Any", never the wire's codes
 * ("Capicity", "FrequencyType -1"). A ticked box reads as its title, an unticked one not at all; amounts are
 * rounded by the one number policy (formatAmount).
 */
export function conditionSummary(conditions: SelectCondition['conditions'], t: TFunction, locale: string): string {
  return conditionPhrases(conditions, t, locale).join(', ');
}

/** The summary's phrases, one a condition ("Cooling capacity 10 kW"): the side by side shows those that differ. */
export function conditionPhrases(conditions: SelectCondition['conditions'], t: TFunction, locale: string): string[] {
  return Object.entries(conditions)
    .flatMap(([name, value]) => {
      const label = t(`selection:field.${name}`, { defaultValue: name });
      if (typeof value === 'object') return value.value === null ? [] : [`${label} ${formatAmount(value.value, value.unit, locale)} ${value.unit}`];
      if (typeof value === 'boolean') return value ? [label] : [];
      if (value === '') return [];
      return [`${label}: ${t(`selection:option.${name}.${value}`, { defaultValue: String(value) })}`];
    });
}
