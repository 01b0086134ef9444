import { maxJsonDepth } from '../../../src/contracts/json-bounds';

/**
 * A JSON body nested deeper than maxJsonDepth (issue 34): answered 400 in the envelope, found by one pass over its text
 * before it is parsed. Its byte size is bounded before that by the route's bodyLimit, counted as the bytes arrive,
 * after any Content-Encoding is undone.
 */
export class BodyTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'VS_BODY_TOO_DEEP';
  constructor() {
    super(`the request body nests deeper than ${maxJsonDepth} levels`);
    this.name = 'BodyTooDeep';
  }
}
