// JSON we write (request bodies, what we keep in storage), immune to a shop's patched prototypes. Old Prototype.js
// (1.6, still on shop pages) sets `Array.prototype.toJSON` to return the array already stringified, and
// `String.prototype.toJSON` likewise: JSON.stringify then writes `{"approvals":"[\"CE\"]"}`, which the server
// refuses (400) and which reads back as a string, not a list (issue 28). Nor may the patch run at all: JSON.stringify
// calls it on every list before any replacer sees the list, and a page's patch that walks the items with its own
// Object.toJSON can recurse without end (a string's characters are strings again) or take long, so that no request
// was ever sent (issue 35). Lists are therefore written here, item by item; JSON.stringify writes only primitives,
// whose toJSON it never reads.

/** `value` as JSON text, as JSON.stringify writes it on a page whose prototypes nobody patched. */
export function toJson(value: unknown): string {
  const text = written(value);
  if (text === undefined) throw new TypeError(`${typeof value} is not JSON`);
  return text;
}

/** The JSON of `value`, or undefined where JSON.stringify leaves a value out (undefined, a function, a symbol). */
function written(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => written(item) ?? 'null').join(',')}]`;
  // An object's own toJSON (a Date's) is honoured, as JSON.stringify does; a list's can only be a page's patch.
  const { toJSON } = value as { toJSON?: unknown };
  if (typeof toJSON === 'function') return written((toJSON as () => unknown).call(value));
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const text = written(member);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
