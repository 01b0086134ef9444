// JSON we write (request bodies, what we keep in storage), immune to a shop's patched prototypes. Old Prototype.js
// (1.6, still on shop pages) sets `Array.prototype.toJSON` to return the array already stringified, and
// `String.prototype.toJSON` likewise: JSON.stringify then writes `{"approvals":"[\"CE\"]"}`, which the server
// refuses (400) and which reads back as a string, not a list (issue 28).

/**
 * JSON.stringify's replacer receives the value after its toJSON ran, and the holder as `this`: for a list or a
 * primitive, whose own toJSON can only be a page's patch, take the value as it was. An object's toJSON (a Date's)
 * is honoured, as JSON.stringify does.
 */
function withoutPatchedToJson(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  return typeof original === 'object' && original !== null && !Array.isArray(original) ? value : original;
}

/** `value` as JSON text, as JSON.stringify writes it on a page whose prototypes nobody patched. */
export function toJson(value: unknown, space?: number): string {
  return JSON.stringify(value, withoutPatchedToJson, space);
}
