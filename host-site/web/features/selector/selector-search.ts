import type { ConditionValue, SelectionConditions } from '../../../../src/contracts/selection';
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

const conditions = searchSchema(Object.fromEntries(conditionNames.map((name) => [name, searchParam.text()])) as Record<ConditionName, ReturnType<typeof searchParam.text>>);

/** The selector's address: the family and its scope, the refrigerant and approvals, and each condition as text. */
export const selectorSearch = (raw: Record<string, unknown>) => ({ ...base(raw), ...conditions(raw) });

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
