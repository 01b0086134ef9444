import { maxJsonDepth, maxJsonMembers } from '../../../src/contracts/json-bounds';

/**
 * A JSON body nested deeper than maxJsonDepth, or with an object of more than maxJsonMembers members (issue 34):
 * answered 400 in the envelope, found by one pass over its text before it is parsed. Its byte size is bounded before
 * that by the route's bodyLimit, counted as the bytes arrive, after any Content-Encoding is undone.
 */
export class BodyTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'VS_BODY_TOO_DEEP';
  constructor() {
    super(`the request body nests deeper than ${maxJsonDepth} levels`);
    this.name = 'BodyTooDeep';
  }
}

export class BodyTooWide extends Error {
  readonly statusCode = 400;
  readonly code = 'VS_BODY_TOO_WIDE';
  constructor() {
    super(`an object of the request body has more than ${maxJsonMembers} members`);
    this.name = 'BodyTooWide';
  }
}

/**
 * Bodies parsed from JSON text with no `\u0000` in it. JSON can hold a NUL character only so escaped, so such a body
 * holds none, and the NUL check of every call (nulCharacterIssues) need not walk it: a 1 MiB body of 80,000 keys
 * cost that walk 50 ms of the event loop, for nothing.
 */
const nulFreeBodies = new WeakSet<object>();

export function rememberIfNulFree(text: string, body: unknown): void {
  if (body !== null && typeof body === 'object' && !text.includes('\\u0000')) nulFreeBodies.add(body);
}

export function isKnownNulFree(body: unknown): boolean {
  return body !== null && typeof body === 'object' && nulFreeBodies.has(body);
}
