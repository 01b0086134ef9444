// Issue 28: an old Prototype.js shop patches Array.prototype.toJSON; what we send and keep must stay JSON lists.
import { afterEach, describe, expect, it } from 'vitest';
import { toJson } from '../../../src/contracts/json';

type Patchable = { toJSON?: (this: unknown[]) => string };
const arrays = Array.prototype as unknown as Patchable;

describe('toJson', () => {
  afterEach(() => {
    delete arrays.toJSON;
  });

  const body = { Safetycer: ['CE', 'TUV,VDE'], rows: [[1, 2], { names: ['R32'] }], at: new Date(0), gone: undefined };
  const clean = '{"Safetycer":["CE","TUV,VDE"],"rows":[[1,2],{"names":["R32"]}],"at":"1970-01-01T00:00:00.000Z"}';

  it('writes what JSON.stringify writes on an unpatched page', () => {
    expect(toJson(body)).toBe(JSON.stringify(body));
    expect(toJson(body)).toBe(clean);
  });

  it('writes lists as lists when Array.prototype.toJSON is patched, at the top and nested', () => {
    // Prototype.js 1.6's patch: the list already written as text.
    arrays.toJSON = function () {
      return `[${this.map((item) => `"${String(item)}"`).join(', ')}]`;
    };
    expect(JSON.stringify(body), 'the patch is in effect').not.toBe(clean);
    expect(toJson(body)).toBe(clean);
    expect(toJson(['R32'])).toBe('["R32"]');
  });

  // Issue 35: Prototype.js's own Object.toJSON walks a string's characters when String.prototype.toJSON is not
  // there, without end; JSON.stringify calls a list's toJSON before any replacer, so the patch must not run at all.
  it('never calls a patched Array.prototype.toJSON, which may not return', () => {
    let calls = 0;
    arrays.toJSON = function () {
      calls += 1;
      throw new RangeError('Maximum call stack size exceeded');
    };
    expect(toJson(body)).toBe(clean);
    expect(toJson({ approvals: ['CE'], points: [{ name: 'a', conditions: { Te: [1, 2] } }] })).toBe(
      '{"approvals":["CE"],"points":[{"name":"a","conditions":{"Te":[1,2]}}]}',
    );
    expect(calls).toBe(0);
  });

  it('writes as JSON.stringify does what JSON leaves out or cannot write', () => {
    const odd = { a: [undefined, () => 1, Symbol('s'), NaN, -0, Infinity], b: undefined, c: () => 1, d: 'é"\\\n', e: null, f: true };
    expect(toJson(odd)).toBe(JSON.stringify(odd));
    expect(toJson([{ toJSON: () => ['x'] }])).toBe('[["x"]]');
  });
});
