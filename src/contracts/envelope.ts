/**
 * The envelope every /api answer wears: `{ Result, Data, ErrorMsg }`, Result 0 meaning success. Field names are
 * the specification's so that the maker's existing integrations keep working.
 */
export interface Envelope<T> {
  Result: number;
  Data: T | null;
  ErrorMsg: string;
  /** A refusal as data, beside the words: clients that read only Result and ErrorMsg lose nothing. */
  Detail?: ErrorDetail;
}

/**
 * What a refusal is about, for a client to act on without reading the words: `code` the rule (the reason's key, e.g.
 * `saturationRange`, or the engine's code, e.g. `out_of_range`), `field` the condition's wire name (`Te`, `Pgc`)
 * when one field is at fault, `values` the numbers involved, SI (K, Pa, W).
 */
export interface ErrorDetail {
  code: string;
  field?: string;
  values?: Record<string, number | string>;
  /** With operating points (issue 27): the point at fault, 0 the design point, n the request's operatingPoints[n − 1]. */
  point?: number;
}

/**
 * True for a value shaped like the envelope. The client checks this much of every answer and trusts `Data` to the
 * contract: the server's tests prove each call's answers against its schema, so the widgets need not carry them.
 */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('Data' in value)) return false;
  const { Result, ErrorMsg } = value as { Result?: unknown; ErrorMsg?: unknown };
  return Number.isInteger(Result) && typeof ErrorMsg === 'string';
}

/** Result codes. 100, 50012 and 50014 are the specification's "signed out" codes; the others are ours. */
export const ResultCode = {
  ok: 0,
  failed: 1,
  invalidInput: 2,
  calculationFailed: 3,
  unableToCalculate: 4,
  notFound: 5,
  tooManyRequests: 6,
  forbiddenOrigin: 7,
  signedOut: 100,
  serverError: 500,
  tokenExpired: 50012,
  tokenInvalid: 50014,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

const signedOutCodes: readonly number[] = [ResultCode.signedOut, ResultCode.tokenExpired, ResultCode.tokenInvalid];

/** True for the Result codes that mean the session is gone (the client then offers Re-Login). */
export function isSignedOutResult(result: number): boolean {
  return signedOutCodes.includes(result);
}

/** A success, typed exactly (Result 0, ErrorMsg ''), as the success envelope's schema has it. */
export function success<T>(data: T): Envelope<T> & { Result: typeof ResultCode.ok; Data: T; ErrorMsg: '' } {
  return { Result: ResultCode.ok, Data: data, ErrorMsg: '' };
}

export function failure(result: number, message: string, detail?: ErrorDetail): Envelope<null> {
  return { Result: result, Data: null, ErrorMsg: message, ...(detail && { Detail: detail }) };
}
