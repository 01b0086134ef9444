// Issue 34: the bounds on JSON from outside, measured before anything walks it.
import { describe, expect, it } from 'vitest';
import { jsonExcess, jsonTextExcess, maxJsonDepth, maxJsonMembers } from '../../../src/contracts/json-bounds';

const textNestsDeeperThan = (text: string, depth: number) => jsonTextExcess(text, depth)?.exceeds === 'depth';

describe('jsonTextExcess', () => {
  it('counts arrays and objects inside each other, not one after another', () => {
    expect(textNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(textNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(textNestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(textNestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(textNestsDeeperThan('[[],[],[],[],[]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(textNestsDeeperThan(JSON.stringify({ a: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(textNestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\"', b: ['"[[["'] }), 2)).toBe(false);
    expect(textNestsDeeperThan(`["\\\\",[[[]]]]`, 3)).toBe(true);
  });

  it('finds the depth of a 100,000-deep body, the attack of the issue, and of an unclosed one', () => {
    expect(textNestsDeeperThan('['.repeat(100_000) + ']'.repeat(100_000), maxJsonDepth)).toBe(true);
    expect(textNestsDeeperThan('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), maxJsonDepth)).toBe(true);
    expect(textNestsDeeperThan('['.repeat(maxJsonDepth + 1), maxJsonDepth)).toBe(true);
    expect(textNestsDeeperThan('['.repeat(maxJsonDepth), maxJsonDepth)).toBe(false);
  });

  it('counts the members of each object on its own, colons inside strings and nested objects not counted', () => {
    const object = (members: number) => `{${Array.from({ length: members }, (_, i) => `"k${i}":{"a:b":1,"c":"x:y"}`).join(',')}}`;
    expect(jsonTextExcess(object(maxJsonMembers), maxJsonDepth, maxJsonMembers)).toBeUndefined();
    expect(jsonTextExcess(object(maxJsonMembers + 1), maxJsonDepth, maxJsonMembers)).toEqual({ exceeds: 'members', limit: maxJsonMembers });
    expect(jsonTextExcess(`[${Array.from({ length: 3 * maxJsonMembers }, () => '{"a":1}').join(',')}]`, maxJsonDepth, maxJsonMembers)).toBeUndefined();
    expect(jsonTextExcess(`{"list":[${'1,'.repeat(100_000)}1],"b":{"c":1}}`, maxJsonDepth, 2)).toBeUndefined();
    expect(jsonTextExcess('{"a":1,"b":{"c":1},"d":2}', maxJsonDepth, 2)).toEqual({ exceeds: 'members', limit: 2 });
  });
});

describe('jsonExcess', () => {
  const nested = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('accepts a value within both bounds', () => {
    expect(jsonExcess({ a: [1, 2, { b: 'c' }] }, 3, 10)).toBeUndefined();
    expect(jsonExcess('text', 0, 1)).toBeUndefined();
    expect(jsonExcess(nested(64), 64, 1000)).toBeUndefined();
  });

  it('refuses a value nested deeper than the bound, however deep', () => {
    expect(jsonExcess(nested(65), 64, 1000)).toEqual({ exceeds: 'depth', limit: 64 });
    expect(jsonExcess(nested(200_000), 64, 250_000)).toEqual({ exceeds: 'depth', limit: 64 });
  });

  it('refuses a value holding more values than the bound, flat or not, and stops there', () => {
    expect(jsonExcess(Array.from({ length: 10 }, (_, i) => i), 64, 10)).toEqual({ exceeds: 'size', limit: 10 });
    expect(jsonExcess(Array.from({ length: 9 }, (_, i) => i), 64, 10)).toBeUndefined();
    expect(jsonExcess(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, { v: i }])), 64, 1000)).toEqual({ exceeds: 'size', limit: 1000 });
  });

  it('ends on a cyclic object (too deep)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(jsonExcess(cyclic, 64, 1000)).toEqual({ exceeds: 'depth', limit: 64 });
  });
});
