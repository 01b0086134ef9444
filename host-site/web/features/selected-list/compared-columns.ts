import type { TFunction } from 'i18next';
import type { CalculationBody, CalculationData } from '../../../../src/contracts/selection';
import { hasConditions, recalculationOf, type SelectedListItem } from '../../../../src/state';
import type { ComparedColumn } from '../../../../widgets/selector';
import { conditionPhrases } from './condition-summary';

/** What became of the calculation at an item's conditions. */
export type CalculationOutcome = { answer: CalculationData } | { refusal: string };

/**
 * The calculations the compared items need: one per distinct condition set (items saved at one duty share it), by
 * the key that names it; an item without conditions needs none.
 */
export function calculationsOf(items: readonly SelectedListItem[]): Map<string, CalculationBody> {
  const bodies = new Map<string, CalculationBody>();
  for (const item of items) {
    if (!hasConditions(item)) continue;
    const body = recalculationOf(item);
    bodies.set(JSON.stringify(body), body);
  }
  return bodies;
}

/** The key of an item's calculation in calculationsOf's map. */
export const calculationKeyOf = (item: SelectedListItem): string => JSON.stringify(recalculationOf(item));

/**
 * An item of the list as a column of the side by side: its size's row in the answer at its own conditions, with
 * those conditions in words at each point; or why there is none: added without conditions, its calculation
 * refused (the server's words), or its size no longer among the family's sizes at those conditions.
 * @param outcome the calculation at the item's conditions; undefined for an item without conditions.
 */
export function comparedColumn(item: SelectedListItem, outcome: CalculationOutcome | undefined, t: TFunction, locale: string): ComparedColumn {
  const { product } = item;
  const head = { key: item.hash, product };
  if (!outcome) return { ...head, problem: t('selected-list:compare.notCalculated') };
  if ('refusal' in outcome) return { ...head, problem: t('selected-list:compare.refused', { message: outcome.refusal }) };
  const { answer } = outcome;
  const row = [...answer.Optimal, ...answer.Available, ...answer.Prohibited].find((candidate) => candidate.Sizeid === product.Sizeid);
  if (!row) return { ...head, problem: t('selected-list:compare.notInCatalogue') };
  const saved = item.conditions;
  const refrigerant = `${t('selected-list:columns.refrigerant')} ${saved.refrigerant}`;
  const words = (conditions: SelectedListItem['conditions']['conditions']) => [refrigerant, ...conditionPhrases(conditions, t, locale)];
  return { ...head, row, conditions: [saved.conditions, ...(saved.operatingPoints ?? []).map((point) => point.conditions)].map(words) };
}
