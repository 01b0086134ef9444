// Bounds on JSON that comes from outside (issue 34): a request body on the server, a widget's JSON attribute or
// property on a shop's page. No JSON of ours nests deeper than a handful of levels (a saved project, the deepest, uses
// 7), so anything deeper is refused before it is walked: every later walk of it (a check, a copy, JSON.stringify,
// which recurses) then works on a tree at most this deep, in time linear in its size.

/** The deepest nesting of arrays and objects accepted. */
export const maxJsonDepth = 64;

/**
 * The most members one object of a request body may have. No object of ours has more than a few dozen fields (lists
 * are arrays, which this does not bound); checking an object of 75,000 unknown keys held the event loop 60–100 ms per
 * 1 MiB body, which a few clients sending at once turn into seconds for everyone.
 */
export const maxJsonMembers = 1024;

const quote = 0x22;
const backslash = 0x5c;
const colon = 0x3a;
const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;

/** Why a value is refused as too deep, too large or too wide, or undefined when it is within its bounds. */
export type JsonExcess = { exceeds: 'depth' | 'size' | 'members'; limit: number };

/**
 * Whether JSON text opens more than `maxDepth` arrays or objects inside each other, or holds an object of more than
 * `maxMembers` members (counted by their colons). One pass over the characters, brackets and colons inside strings
 * skipped; the text need not be valid JSON (JSON.parse judges that after).
 */
export function jsonTextExcess(text: string, maxDepth: number, maxMembers = Number.POSITIVE_INFINITY): JsonExcess | undefined {
  // The members counted so far in the object open at each depth.
  const members: number[] = [0];
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === backslash) i++;
      else if (code === quote) inString = false;
    } else if (code === quote) inString = true;
    else if (code === colon) {
      if (++members[depth]! > maxMembers) return { exceeds: 'members', limit: maxMembers };
    } else if (code === openBrace || code === openBracket) {
      if (++depth > maxDepth) return { exceeds: 'depth', limit: maxDepth };
      members[depth] = 0;
    } else if (code === closeBrace || code === closeBracket) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

/**
 * Whether a value (a parsed body, an object a script set) nests deeper than `maxDepth` or holds more than `maxValues`
 * values in all. Walked without recursion, each value at most once, and stopped at the first bound passed: its cost is
 * bounded by `maxValues` whatever the value is (a cyclic object included, which is too deep).
 */
export function jsonExcess(value: unknown, maxDepth: number, maxValues: number): JsonExcess | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let counted = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (++counted > maxValues) return { exceeds: 'size', limit: maxValues };
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return { exceeds: 'depth', limit: maxDepth };
    for (const key in next.value) {
      if (Object.hasOwn(next.value, key)) pending.push({ value: (next.value as Record<string, unknown>)[key], depth });
      // The pending list is bounded too: a flat object of a million keys stops here, not after a million pushes.
      if (pending.length + counted > maxValues) return { exceeds: 'size', limit: maxValues };
    }
  }
  return undefined;
}
