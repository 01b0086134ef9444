import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '../../../../src/i18n';
import { describeIssues, InvalidInput, nulCharacterIssues, type RequestPart } from '../../../../host-site/server/http/invalid-input';
import type { Translate } from '../../../../src/i18n/translate';

function translator(language: string): Translate {
  const i18n = createI18n(language);
  return (key, params) => i18n.t(key, params ?? {});
}

const en = translator('en');
const cn = translator('cn');

function describeFailure(t: Translate, schema: z.ZodType, input: unknown, part: RequestPart = 'body'): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return describeIssues(t, new InvalidInput(part, parsed.error.issues, input));
}

const body = z.object({
  name: z.string().min(1).max(8),
  code: z.string().min(3),
  count: z.number().int().min(1).max(10),
  kind: z.enum(['a', 'b']),
  email: z.email(),
  tags: z.array(z.string()).min(1),
  nested: z.object({ value: z.number() }),
});
const good = { name: 'x', code: 'abc', count: 1, kind: 'a', email: 'a@b.co', tags: ['t'], nested: { value: 1 } };

describe('describeIssues names the field and the rule', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing', { name: undefined }, 'name is required', 'name 为必填项'],
    ['wrong type', { count: 'many' }, 'count must be a number', 'count 必须是 数字'],
    ['empty text', { name: '' }, 'name must not be empty', 'name 不能为空'],
    ['short text', { code: 'ab' }, 'code must have at least 3 characters', 'code 至少需要 3 个字符'],
    ['long text', { name: 'x'.repeat(9) }, 'name must have at most 8 characters', 'name 最多 8 个字符'],
    ['small number', { count: 0 }, 'count must be at least 1', 'count 不能小于 1'],
    ['big number', { count: 11 }, 'count must be at most 10', 'count 不能大于 10'],
    ['not whole', { count: 1.5 }, 'count must be a whole number', 'count 必须是 整数'],
    ['not listed', { kind: 'c' }, 'kind must be one of "a", "b"', 'kind 必须是 "a", "b" 之一'],
    ['bad format', { email: 'nope' }, 'email has an invalid format', 'email 格式无效'],
    ['empty list', { tags: [] }, 'tags must not be empty', 'tags 不能为空'],
    ['nested', { nested: { value: 'x' } }, 'nested.value must be a number', 'nested.value 必须是 数字'],
  ];
  for (const [name, change, english, chinese] of cases) {
    it(name, () => {
      const input = { ...good, ...change };
      expect(describeFailure(en, body, input)).toBe(english);
      expect(describeFailure(cn, body, input)).toBe(chinese);
    });
  }

  it('names the part when the whole of it is missing', () => {
    expect(describeFailure(en, body, undefined)).toBe('the request body is required');
    expect(describeFailure(cn, z.object({ q: z.string() }), 'x', 'query')).toBe('查询参数 必须是 对象');
  });

  it('names unexpected fields of a strict object', () => {
    expect(describeFailure(en, z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe('unexpected field b');
  });

  it('lists several problems with the language’s separator, at most five', () => {
    const input = { count: 'x', kind: 'z' };
    expect(describeFailure(en, body, input)).toBe('name is required; code is required; count must be a number; kind must be one of "a", "b"; email is required');
    expect(describeFailure(cn, z.object({ a: z.string(), b: z.string() }), {})).toBe('a 为必填项；b 为必填项');
  });
});

// Issue 34: the NUL check copied the path at every level, quadratic in the depth (a 20,000-deep body held the server
// for 72 s). It now spells out a path only for a value at fault.
describe('nulCharacterIssues', () => {
  it('names the path of a NUL in a value and in a key, at most five of them', () => {
    const issues = nulCharacterIssues({ a: [{ b: 'x\u0000' }], 'k\u0000': 1, many: Array.from({ length: 20 }, () => '\u0000') });
    expect(issues).toHaveLength(5);
    const paths = issues.map((issue) => issue.path.join('.'));
    expect(new Set(nulCharacterIssues({ a: [{ b: 'x\u0000' }], 'k\u0000': 1 }).map((issue) => issue.path.join('.')))).toEqual(new Set(['a.0.b', 'k\u0000']));
    expect(paths.every((path) => /^many\.\d+$/.test(path) || path === 'a.0.b' || path === 'k\u0000')).toBe(true);
  });

  it('walks a body nested 100,000 deep without recursion, and finds the NUL at its bottom', () => {
    let body: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) body = { a: body };
    const issues = nulCharacterIssues(body);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toHaveLength(100_000);
  });
});
