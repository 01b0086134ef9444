import type { z } from 'zod';
import type { ErrorDetail } from '../../../src/contracts/envelope';
import { isAccountRule } from '../../../src/contracts/schemas/account';
import type { Translate } from '../../../src/i18n/translate';

/** Where in the request a value failed its contract schema. */
export type RequestPart = 'query' | 'body';

/** A request part that failed its contract schema; answered as Result invalidInput, HTTP 400. */
export class InvalidInput extends Error {
  constructor(
    readonly part: RequestPart,
    readonly issues: readonly z.core.$ZodIssue[],
    /** The value that was checked, to tell a missing field from a wrong one. */
    readonly input: unknown,
  ) {
    super(`invalid ${part}: ${issues.map((issue) => `${issue.path.join('.')} ${issue.code}`).join(', ')}`);
    this.name = 'InvalidInput';
  }
}

/** At most this many problems are spelled out; one is usually enough to fix a request. */
const maxIssues = 5;

/** The params of the issue nulCharacterIssues reports, by which describeIssues knows it. */
const nulCharacter = { nulCharacter: true } as const;

/** An object or array met in the walk, with the way back to the root (a path is spelled out only for a value at fault). */
interface Visit {
  value: object;
  key: PropertyKey;
  parent: Visit | undefined;
}

function pathOf(visit: Visit | undefined, last?: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every string (a value or a key) of a parsed query or body that holds the NUL character, as issues at its path (the
 * first maxIssues of them). Walked without recursion, each value once, a path built only for a value at fault, and
 * only objects and arrays remembered on the way (a list of half a million numbers costs no allocation per item): the
 * walk is linear in the body's size however it nests (issue 34: copying the path at every level made it quadratic in
 * the depth, and one 200 KB body held the event loop for minutes).
 */
export function nulCharacterIssues(input: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const nul = (path: PropertyKey[], value: string) => issues.push({ code: 'custom', path, message: 'NUL character', params: nulCharacter, input: value });
  // `key` is undefined for the root only.
  const look = (value: unknown, parent: Visit | undefined, key?: PropertyKey) => {
    if (typeof value === 'string') {
      if (value.includes('\0')) nul(pathOf(parent, key), value);
    } else if (value !== null && typeof value === 'object') {
      pending.push({ value, key: key ?? '', parent });
    }
  };
  const pending: Visit[] = [];
  look(input, undefined);
  for (let next = pending.pop(); next && issues.length < maxIssues; next = pending.pop()) {
    const { value } = next;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) look(value[index], next, index);
    } else {
      for (const key of Object.keys(value)) {
        if (key.includes('\0')) nul(pathOf(next, key), key);
        else look((value as Record<string, unknown>)[key], next, key);
      }
    }
  }
  return issues.slice(0, maxIssues);
}

/** The problems in words, naming the field and the broken rule: "oldunit is required; newunit must be text". */
export function describeIssues(t: Translate, failure: InvalidInput): string {
  const described = failure.issues.slice(0, maxIssues).map((issue) => describeIssue(t, failure, issue));
  return [...new Set(described)].join(t('errors:listSeparator'));
}

function describeIssue(t: Translate, failure: InvalidInput, issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : t(`errors:validation.part.${failure.part}`);
  const value = valueAt(failure.input, issue.path);
  if (issue.code === 'custom' && issue.params?.['nulCharacter'] === true) return t('serverState:nulCharacter', { field });
  if (statesRule(issue, value)) return t(`accountMessages:validation.${issue.message}`);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return t('errors:validation.required', { field });
      return t('errors:validation.type', { field, expected: typeName(t, issue.expected) });
    case 'invalid_union': {
      if (value === undefined) return t('errors:validation.required', { field });
      const expected = [...new Set(issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' ? [inner.expected] : [])))];
      if (expected.length === 0) return t('errors:validation.other', { field });
      return t('errors:validation.type', { field, expected: expected.map((name) => typeName(t, name)).join(t('errors:validation.or')) });
    }
    case 'too_small': {
      const rule = lengthRule(issue.origin);
      if (rule && Number(issue.minimum) === 1) return t('errors:validation.empty', { field });
      return t(`errors:validation.${rule ?? 'too_small'}`, { field, minimum: issue.minimum });
    }
    case 'too_big':
      return t(`errors:validation.${lengthRule(issue.origin, 'big') ?? 'too_big'}`, { field, maximum: issue.maximum });
    case 'invalid_value':
      return t('errors:validation.invalid_value', { field, values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'invalid_format':
      return t('errors:validation.invalid_format', { field });
    case 'unrecognized_keys':
      return t('errors:validation.unrecognized_keys', { keys: issue.keys.join(', ') });
    default:
      return t('errors:validation.other', { field });
  }
}

/**
 * An account check a contract states itself (its message is the check's code, src/contracts/schemas/account.ts),
 * met by a value that was sent (a missing one is "required"), or by a rule over several fields (custom).
 */
function statesRule(issue: z.core.$ZodIssue, value: unknown): boolean {
  return isAccountRule(issue.message) && (value !== undefined || issue.code === 'custom');
}

/**
 * The refusal as data, when its first problem is an account check: Detail { code, field }, so that a form shows
 * its own words for the code, never matching ErrorMsg's text.
 */
export function invalidInputDetail(failure: InvalidInput): ErrorDetail | undefined {
  const [issue] = failure.issues;
  if (!issue || !statesRule(issue, valueAt(failure.input, issue.path))) return undefined;
  return { code: issue.message, ...(issue.path.length > 0 && { field: issue.path.map(String).join('.') }) };
}

/** Strings and lists are measured in length, so "at least 1" becomes "at least 1 character". */
function lengthRule(origin: string, side: 'small' | 'big' = 'small'): string | undefined {
  if (origin === 'string') return side === 'small' ? 'too_short' : 'too_long';
  if (origin === 'array' || origin === 'set') return side === 'small' ? 'too_few' : 'too_many';
  return undefined;
}

function typeName(t: Translate, expected: string): string {
  return t(`errors:validation.types.${expected}`, { defaultValue: expected });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
