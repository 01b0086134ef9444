// The identity of a selection-list item, computed the same way by the server (the Hashkey of a calculated row) and
// by the widgets (adding a product): valve, series, size, part number and the sorted condition values. Pure and
// synchronous, so it runs in the browser without Web Crypto; it names duplicates, it guards nothing.

/** Condition values as the hash sees them: SI numbers (K, Pa, W), option values, flags, the refrigerant. */
export type HashedConditions = Readonly<Record<string, number | string | boolean>>;

export interface SelectionIdentity {
  /** Family Classname, e.g. Sov. */
  valveName: string;
  serialId: number;
  sizeId: number;
  partNumber: string;
  conditions: HashedConditions;
}

// SI numbers are rounded to this many significant digits, so that conditions sent in ℉ and converted to K, or
// read back from a row's SelectCondition (rounded for display), name the same selection as the original.
const SIGNIFICANT_DIGITS = 5;

function canonicalValue(value: number | string | boolean): string {
  if (typeof value !== 'number') return String(value);
  if (value === 0) return '0';
  return String(Number(value.toPrecision(SIGNIFICANT_DIGITS)));
}

/** The canonical text of the conditions: sorted by name, `name=value` joined by `&`. */
export function conditionsText(conditions: HashedConditions): string {
  return Object.keys(conditions)
    .sort()
    .map((name) => `${name}=${canonicalValue(conditions[name]!)}`)
    .join('&');
}

type Product = Omit<SelectionIdentity, 'conditions'>;

function identityText(item: Product, conditions: string): string {
  return `${item.valveName.toLowerCase()}|${item.serialId}|${item.sizeId}|${item.partNumber.toUpperCase()}|${conditions}`;
}

/** The canonical text of an identity: fixed field order, conditions sorted by name. */
export function selectionIdentityText(item: SelectionIdentity): string {
  return identityText(item, conditionsText(item.conditions));
}

/**
 * cyrb53 (bryc, public domain): a 53-bit string hash with good avalanche, two 32-bit lanes mixed with Math.imul.
 * Returned as 14 hex digits.
 */
export function cyrb53(text: string, seed = 0): string {
  return cyrb53Joined(text, '', seed);
}

/**
 * cyrb53 of `head + tail`, read from the two strings as they are: a calculation hashes hundreds of part numbers with
 * the same conditions' text, and joining each into a new string first was more work than the hash (issue 29).
 */
function cyrb53Joined(head: string, tail: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < head.length; i++) {
    const ch = head.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  for (let i = 0; i < tail.length; i++) {
    const ch = tail.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return hash.toString(16).padStart(14, '0');
}

/** The Hashkey of a selection-list item. */
export function selectionHash(item: SelectionIdentity): string {
  return cyrb53(selectionIdentityText(item));
}

/**
 * The text of an identity before its conditions: the same for a part number in every calculation, so a caller that
 * hashes many (a calculation's rows) keeps it instead of writing it again each time (issue 29).
 */
export function identityHead(item: Product): string {
  return identityText(item, '');
}

/** Hashkeys of many products at the same conditions (a calculation's rows) from their identityHead, the conditions' text built once. */
export function selectionHasher(conditions: HashedConditions): (head: string) => string {
  const text = conditionsText(conditions);
  return (head) => cyrb53Joined(head, text);
}
