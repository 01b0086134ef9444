import type { ConditionValue, SelectionConditions } from '../../../../src/contracts/selection';
import type { OperatingPoint, PointsProps } from '../../../../widgets/selector';
import { URL_KEYS, type WireConditionName } from '../../../../src/contracts/condition-names';
import { CONDITION_NAMES, CONDITIONS } from '../../../../src/engine/sizing/condition-catalogue';
import { searchParam, searchSchema } from '../../lib/search-params';

/**
 * The address's parameter of each condition of the catalogue (src/engine/sizing/condition-catalogue.ts): its
 * URL key, the name the calculate call takes (`&Te=-10℃&Pos=D`), so that a link reads as the selection it
 * reproduces and links shared before keep working. Every condition has one, gas-cooler operation's included.
 */
export const conditionNames: readonly WireConditionName[] = CONDITION_NAMES.map((name) => URL_KEYS[name]);

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

/**
 * The address's parameters of the operating points besides the design point (issue 27): `point1` … `point7`, each
 * `name;Key=value;…` with the conditions in which the point differs from the design point (`Key=` where the design
 * point has a condition the point has not), so that a link stays short and reads as what each point changes.
 */
export const pointKeys = ['point1', 'point2', 'point3', 'point4', 'point5', 'point6', 'point7'] as const;

const points = searchSchema({
  /** The design point's name, when the user named it. */
  design: searchParam.text(),
  ...(Object.fromEntries(pointKeys.map((key) => [key, searchParam.text()])) as Record<(typeof pointKeys)[number], ReturnType<typeof searchParam.text>>),
});

const conditions = searchSchema(Object.fromEntries(conditionNames.map((name) => [name, searchParam.text()])) as Record<ConditionName, ReturnType<typeof searchParam.text>>);

/** The selector's address: the family and its scope, the refrigerant and approvals, and each condition as text. */
export const selectorSearch = (raw: Record<string, unknown>) => ({ ...base(raw), ...conditions(raw), ...points(raw) });

export type SelectorSearch = ReturnType<typeof selectorSearch>;

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

/** The conditions the address holds. */
export function conditionsOfSearch(search: SelectorSearch): SelectionConditions {
  const found: SelectionConditions = {};
  for (const name of conditionNames) {
    const text = search[name];
    if (text !== undefined) found[name] = conditionValue(text);
  }
  return found;
}

/** The address parameters of `conditions`: every condition name present, undefined for those not given. */
export function searchOfConditions(conditions: SelectionConditions): Record<ConditionName, string | undefined> {
  return Object.fromEntries(conditionNames.map((name) => [name, conditions[name] === undefined ? undefined : conditionText(conditions[name])])) as Record<
    ConditionName,
    string | undefined
  >;
}

/** `UL;TUV,VDE` as a list; `undefined` when the address says nothing (the home page's choice applies). */
export function approvalsOfSearch(text: string | undefined): readonly string[] | undefined {
  return text === undefined ? undefined : text.split(';').map((name) => name.trim()).filter(Boolean);
}

export function searchOfApprovals(approvals: readonly string[]): string | undefined {
  return approvals.length === 0 ? undefined : approvals.join(';');
}

// ---------------------------------------------------------------------------------------------------------------
// Operating points

/** A point's name inside its parameter: the separators it holds escaped as in a URL, so that any name comes back. */
const escapeName = (name: string) => name.replace(/[%;=]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescapeName = (text: string) => text.replace(/%(25|3B|3D)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The address's points: the design point's name and each further point, its conditions the design's with its own. */
export function pointsOfSearch(search: SelectorSearch, design: SelectionConditions): PointsProps {
  const operatingPoints: OperatingPoint[] = [];
  for (const key of pointKeys) {
    const text = search[key];
    if (text === undefined) continue;
    const [name = '', ...pairs] = text.split(';');
    const conditions: SelectionConditions = { ...design };
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const condition = pair.slice(0, at);
      if (pair.length === at + 1) delete conditions[condition];
      else conditions[condition] = conditionValue(pair.slice(at + 1));
    }
    if (unescapeName(name).trim() !== '') operatingPoints.push({ name: unescapeName(name).trim(), conditions });
  }
  return { ...(search.design !== undefined && { designPointName: search.design }), ...(operatingPoints.length > 0 && { operatingPoints }) };
}

/** The address parameters of the points: every key present, undefined for those not used. */
export function searchOfPoints(design: SelectionConditions, given: PointsProps): Record<'design' | (typeof pointKeys)[number], string | undefined> {
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
  return { design: given.designPointName || undefined, ...(Object.fromEntries(pointKeys.map((key, index) => [key, texts[index]])) as Record<(typeof pointKeys)[number], string | undefined>) };
}
