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
});
