// The worst bodies of each kind (issue 34), as an attacker would send them to any POST call: bodies that cost the most
// per byte to parse, check or describe. Used by the hostile-bodies test (every POST route, health probed meanwhile)
// and by the schema fuzz (tests/api/production/schema-fuzz.ts).
import zlib from 'node:zlib';

export interface HostileBody {
  name: string;
  body: Buffer;
  headers: Record<string, string>;
  /** The statuses a bounded server answers it with, whatever the route. */
  expected: readonly number[];
}

const json = { 'content-type': 'application/json' };

/** `{"k0":0,"k1":0,…}` of about `bytes` bytes: the most keys per byte. */
function manyKeys(bytes: number): string {
  const keys: string[] = [];
  for (let i = 0, size = 2; size < bytes - 16; i++) {
    const entry = `"k${i}":0`;
    keys.push(entry);
    size += entry.length + 1;
  }
  return `{${keys.join(',')}}`;
}

/** `{"<field>":[1,1,…]}` of about `bytes` bytes: the most list items per byte, each of the wrong type for any list. */
function longList(field: string, bytes: number): string {
  const count = Math.floor((bytes - field.length - 8) / 2);
  return `{"${field}":[${'1,'.repeat(count - 1)}1]}`;
}

/** A string of `\u0000` escapes and astral characters: the most decoding work and NULs per byte. */
function escapedString(bytes: number): string {
  return JSON.stringify({ account: '\u0000😀'.repeat(Math.floor(bytes / 20)) });
}

/** One key repeated: JSON.parse keeps the last, every one is read. */
function duplicateKeys(bytes: number): string {
  return `{${'"account":"x",'.repeat(Math.floor(bytes / 14) - 1)}"account":"x"}`;
}

/**
 * The worst bodies for a route whose body limit is `limit` bytes: the two (an array 100,000 deep, 200 KB; an
 * object 20,000 deep, 120 KB), the deepest one that fits the limit, and bodies just under the limit that cost most to
 * parse and check (many keys, a long list, escapes and NULs, one key repeated), one just over it, and compressed
 * bodies that expand past it.
 */
export function hostileBodies(limit: number): HostileBody[] {
  const under = limit - 64;
  const fittingDepth = Math.floor((under - 8) / 6);
  const big = Buffer.from(JSON.stringify({ pad: 'x'.repeat(100 * limit) }));
  return [
    { name: 'array 100,000 deep', body: Buffer.from('['.repeat(100_000) + ']'.repeat(100_000)), headers: json, expected: [400, 413] },
    { name: 'object 20,000 deep', body: Buffer.from('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)), headers: json, expected: [400, 413] },
    { name: `object ${fittingDepth} deep`, body: Buffer.from('{"a":'.repeat(fittingDepth) + '1' + '}'.repeat(fittingDepth)), headers: json, expected: [400] },
    { name: 'many keys', body: Buffer.from(manyKeys(under)), headers: json, expected: [200, 400, 404, 409, 429] },
    { name: 'long lists', body: Buffer.from(longList('productList', under)), headers: json, expected: [200, 400, 404, 409, 429] },
    { name: 'escapes and NULs', body: Buffer.from(escapedString(under)), headers: json, expected: [200, 400, 404, 409, 429] },
    { name: 'one key repeated', body: Buffer.from(duplicateKeys(under)), headers: json, expected: [200, 400, 404, 409, 429] },
    { name: 'one byte over the limit', body: Buffer.from(JSON.stringify({ pad: 'x'.repeat(limit) })), headers: json, expected: [413] },
    { name: 'gzip expanding 100-fold past the limit', body: zlib.gzipSync(big), headers: { ...json, 'content-encoding': 'gzip' }, expected: [413] },
    { name: 'brotli expanding 100-fold past the limit', body: zlib.brotliCompressSync(big), headers: { ...json, 'content-encoding': 'br' }, expected: [413] },
    { name: 'deflate of a 100,000-deep array', body: zlib.deflateSync(Buffer.from('['.repeat(100_000) + ']'.repeat(100_000))), headers: { ...json, 'content-encoding': 'deflate' }, expected: [400, 413] },
  ];
}
