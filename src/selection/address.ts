// The selector's address (issue 35): how a selection is written as the maker's selector page's query, so that a link
// reads as the selection it reproduces. Written once here, pure: the site's selector page writes its own address with
// it, and the widgets write the selection's link that travels with a cart line, for a distributor's order desk to
// reopen the selection (conditions, points, results shown).
import { URL_KEYS, type WireConditionName } from '../contracts/condition-names';
import type { CalculationBody, ConditionValue, SelectCondition, SelectionConditions } from '../contracts/selection';
import { CONDITION_NAMES } from '../engine/sizing/condition-catalogue';
import { SELECTOR_PAGE } from './pages';

/**
 * The address's parameter of each condition of the catalogue: its URL key, the name the calculate call takes
 * (`&Te=-10℃&Pos=D`), so that links shared before keep working. Every condition has one.
 */
export const conditionKeys: readonly WireConditionName[] = /* @__PURE__ */ CONDITION_NAMES.map((name) => URL_KEYS[name]);

/**
 * The address's parameters of the operating points besides the design point (issue 27): `point1` … `point7`, each
 * `name;Key=value;…` with the conditions in which the point differs from the design point (`Key=` where the design
 * point has a condition the point has not), so that a link stays short and reads as what each point changes.
 */
export const pointKeys = ['point1', 'point2', 'point3', 'point4', 'point5', 'point6', 'point7'] as const;

type PointKey = (typeof pointKeys)[number];

/** A point besides the design point: its name and all its conditions. */
interface NamedPoint {
  name: string;
  conditions: SelectionConditions;
}

const measuredText = /^([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(.*)$/i;

/** A condition as the address writes it: `-10℃`, `12kW`, `D`, `1`, `true`. */
export function conditionText(value: ConditionValue): string {
  return typeof value === 'object' ? `${value.value}${value.unit}` : String(value);
}

/** A condition of the address as the selector takes it; the selector drops what does not fit the field. */
export function conditionValue(text: string): ConditionValue {
  if (text === 'true' || text === 'false') return text === 'true';
  const measured = measuredText.exec(text.trim());
  if (!measured) return text;
  const [, number, unit] = measured as unknown as [string, string, string];
  return unit === '' ? Number(number) : { value: Number(number), unit };
}

/** The address parameters of `conditions`: every condition name present, undefined for those not given. */
export function searchOfConditions(conditions: SelectionConditions): Record<WireConditionName, string | undefined> {
  return Object.fromEntries(conditionKeys.map((name) => [name, conditions[name] === undefined ? undefined : conditionText(conditions[name])])) as Record<
    WireConditionName,
    string | undefined
  >;
}

/** `UL;TUV,VDE` as a list; `undefined` when the address says nothing (the home page's choice applies). */
export function approvalsOfSearch(text: string | undefined): readonly string[] | undefined {
  return text === undefined ? undefined : text.split(';').map((name) => name.trim()).filter(Boolean);
}

/** Approval groups, semicolon-separated: LVD(TUV/VDE) is stored as `TUV,VDE`, a comma inside one group. */
export function searchOfApprovals(approvals: readonly string[]): string | undefined {
  return approvals.length === 0 ? undefined : approvals.join(';');
}

/** A point's name inside its parameter: the separators it holds escaped as in a URL, so that any name comes back. */
const escapeName = (name: string) => name.replace(/[%;=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescapeName = (text: string) => text.replace(/%(25|3B|3D)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A point's parameter read back: its name and conditions (the design's with its own); undefined without a name. */
export function pointOfParam(text: string, design: SelectionConditions): NamedPoint | undefined {
  const [name = '', ...pairs] = text.split(';');
  const conditions: SelectionConditions = { ...design };
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const condition = pair.slice(0, at);
    if (pair.length === at + 1) delete conditions[condition];
    else conditions[condition] = conditionValue(pair.slice(at + 1));
  }
  const named = unescapeName(name).trim();
  return named === '' ? undefined : { name: named, conditions };
}

/** The address parameters of the points: every key present, undefined for those not used. */
export function searchOfPoints(
  design: SelectionConditions,
  given: { designPointName?: string | undefined; operatingPoints?: readonly NamedPoint[] | undefined },
): Record<'design' | PointKey, string | undefined> {
  const list = given.operatingPoints ?? [];
  const texts = pointKeys.map((_, index) => {
    const point = list[index];
    if (!point) return undefined;
    const names = [...new Set([...Object.keys(design), ...Object.keys(point.conditions)])];
    const changes = names.flatMap((name) => {
      const own = point.conditions[name];
      if (own === undefined) return design[name] === undefined ? [] : [`${name}=`];
      return design[name] !== undefined && conditionText(design[name]) === conditionText(own) ? [] : [`${name}=${conditionText(own)}`];
    });
    return [escapeName(point.name), ...changes].join(';');
  });
  return { design: given.designPointName || undefined, ...(Object.fromEntries(pointKeys.map((key, index) => [key, texts[index]])) as Record<PointKey, string | undefined>) };
}

/** Resolved conditions (a row's `SelectCondition`) as the address holds them: a number without a value is left out. */
function givenConditions(resolved: SelectCondition['conditions']): SelectionConditions {
  return Object.fromEntries(Object.entries(resolved).filter(([, value]) => typeof value !== 'object' || value.value !== null)) as SelectionConditions;
}

/**
 * The address parameters of a calculation (its request, or the conditions a row was calculated at): its family and
 * scope, refrigerant, approvals, conditions and points, and `results=1` (the page calculates it again when opened).
 * What the selector page writes when it has calculated.
 */
export function searchOfCalculation(request: CalculationBody | SelectCondition) {
  const design = givenConditions(request.conditions);
  const points = request.operatingPoints?.map((point) => ({ name: point.name, conditions: givenConditions(point.conditions) }));
  return {
    valveName: request.valveName,
    serialId: request.serialId,
    systemId: request.systemId,
    refrigerant: request.refrigerant,
    approvals: searchOfApprovals(request.approvals ?? []),
    ...searchOfConditions(design),
    ...searchOfPoints(design, { designPointName: request.designPointName, operatingPoints: points }),
    results: 1 as const,
  };
}

/** The selector page's path and query that reopen a calculation: `/selector/index?valveName=Sov&…&results=1`. */
export function selectionAddress(request: CalculationBody | SelectCondition): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchOfCalculation(request))) if (value !== undefined) params.set(key, String(value));
  return `${SELECTOR_PAGE}?${params.toString()}`;
}
