import type { SelectionConditions } from '../../../../src/contracts/selection';
import type { OperatingPoint, PointsProps } from '../../../../widgets/selector';
import { URL_KEYS, type WireConditionName } from '../../../../src/contracts/condition-names';
import { CONDITION_NAMES, CONDITIONS } from '../../../../src/engine/sizing/condition-catalogue';
import { conditionKeys, conditionValue, pointKeys, pointOfParam } from '../../../../src/selection/address';
import { searchParam, searchSchema } from '../../lib/search-params';

// The address is written by src/selection/address.ts (the widgets write the selection's link of a cart line with
// it too); this file reads it as the route's search.
export {
  approvalsOfSearch,
  conditionKeys as conditionNames,
  conditionValue,
  pointKeys,
  searchOfApprovals,
  searchOfCalculation,
  searchOfConditions,
  searchOfPoints,
} from '../../../../src/selection/address';

export type ConditionName = WireConditionName;

/**
 * What a family switch carries to the next family: the plant's operating point, which is the same whatever valve is
 * sized in it (the catalogue's `plant` conditions). Line position, allowed drops, compressor, load and the other
 * options are each family's own (a drier's allowed drop is 0.14 bar where a solenoid valve's is 0.2), so the next
 * family starts from its defaults (issue 26).
 */
export const operatingConditionNames: readonly ConditionName[] = CONDITION_NAMES.filter((name) => CONDITIONS[name].plant).map((name) => URL_KEYS[name]);

const base = searchSchema({
  /** The family being sized. */
  valveName: searchParam.text(),
  /** The application it was chosen from. */
  systemId: searchParam.integer(),
  /** A series to size only. */
  serialId: searchParam.integer(),
  /** The refrigerant chosen on this page; without it the one chosen on the home page. */
  refrigerant: searchParam.text(),
  /** Approval groups, semicolon-separated (`UL;TUV,VDE`): LVD(TUV/VDE) is stored as `TUV,VDE`, a comma inside one group. */
  approvals: searchParam.text(),
  /** 1: the results were shown; a reload or a shared link calculates again. */
  results: searchParam.integer(),
});

const points = searchSchema({
  /** The design point's name, when the user named it. */
  design: searchParam.text(),
  ...(Object.fromEntries(pointKeys.map((key) => [key, searchParam.text()])) as Record<(typeof pointKeys)[number], ReturnType<typeof searchParam.text>>),
});

const conditions = searchSchema(Object.fromEntries(conditionKeys.map((name) => [name, searchParam.text()])) as Record<ConditionName, ReturnType<typeof searchParam.text>>);

/** The selector's address: the family and its scope, the refrigerant and approvals, and each condition as text. */
export const selectorSearch = (raw: Record<string, unknown>) => ({ ...base(raw), ...conditions(raw), ...points(raw) });

export type SelectorSearch = ReturnType<typeof selectorSearch>;

/** The conditions the address holds. */
export function conditionsOfSearch(search: SelectorSearch): SelectionConditions {
  const found: SelectionConditions = {};
  for (const name of conditionKeys) {
    const text = search[name];
    if (text !== undefined) found[name] = conditionValue(text);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// Operating points

/** The address's points: the design point's name and each further point, its conditions the design's with its own. */
export function pointsOfSearch(search: SelectorSearch, design: SelectionConditions): PointsProps {
  const operatingPoints: OperatingPoint[] = pointKeys.flatMap((key) => {
    const text = search[key];
    const point = text === undefined ? undefined : pointOfParam(text, design);
    return point ? [point] : [];
  });
  return { ...(search.design !== undefined && { designPointName: search.design }), ...(operatingPoints.length > 0 && { operatingPoints }) };
}
