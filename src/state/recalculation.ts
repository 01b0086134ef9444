import type { CalculationBody, SelectCondition, SelectionConditions } from '../contracts/selection';
import type { SelectedListItem } from './selected-list-item';

/**
 * Whether a selection-list item was calculated: a product added from the product list carries no conditions,
 * and calculating it would invent them (the server's defaults).
 */
export function hasConditions(item: SelectedListItem): boolean {
  return Object.keys(item.conditions.conditions).length > 0;
}

/** Resolved conditions as a request's: numbers without a value are left out, the rest posted as they were answered. */
function requestConditions(resolved: SelectCondition['conditions']): SelectionConditions {
  const conditions: SelectionConditions = {};
  for (const [name, value] of Object.entries(resolved)) {
    if (typeof value !== 'object') conditions[name] = value;
    else if (value.value !== null) conditions[name] = { value: value.value, unit: value.unit };
  }
  return conditions;
}

/**
 * A selection-list item's resolved conditions as a calculation request, its operating points included (issue 27),
 * so that it is graded again as it was when it was added: at every point, its grade the worst.
 */
export function recalculationOf(item: SelectedListItem): CalculationBody {
  const { conditions: resolved } = item;
  const points = resolved.operatingPoints ?? [];
  return {
    valveName: resolved.valveName,
    ...(resolved.serialId === undefined ? {} : { serialId: resolved.serialId }),
    ...(resolved.systemId === undefined ? {} : { systemId: resolved.systemId }),
    refrigerant: resolved.refrigerant,
    ...(resolved.approvals.length > 0 ? { approvals: [...resolved.approvals] } : {}),
    conditions: requestConditions(resolved.conditions),
    ...(points.length > 0 && {
      ...(resolved.designPointName === undefined ? {} : { designPointName: resolved.designPointName }),
      operatingPoints: points.map((point) => ({ name: point.name, conditions: requestConditions(point.conditions) })),
    }),
  };
}
