// One API call, described once. Its contract (method, path, summary, idempotent) is plain data that the client and
// the widgets use to build requests; the types of its query, body and answer come from its zod schemas by
// `import type`, so a widget that calls the server carries no zod. The schemas themselves (src/contracts/schemas)
// are loaded by the server, which checks requests with them and publishes them as OpenAPI.
import type { z } from 'zod';

/**
 * The server's half of a call: the schemas of its query parameters, its JSON body and the `Data` of its successful
 * answer, and what the API reference says about it beyond the contract's summary.
 */
export interface CallSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** The details of the call for the API reference (Markdown). */
  description?: string;
  /** Answers carry a strong ETag; a request with that tag in If-None-Match is answered 304 without a body. */
  etag?: boolean;
  /** The largest body in bytes the call reads (after any Content-Encoding is undone); callBodyLimit when not set. */
  bodyLimit?: number;
}

/**
 * The body limit of a call that sets none (issue 34): such bodies are a few hundred bytes to a few KB (a calculation
 * at eight operating points is about 6 KB), so that a bigger one is refused before it is read, not walked.
 */
export const callBodyLimit = 65_536;

/** The body limit of the calls that carry whole lists (500 products and their condition sets) or projects. */
export const listBodyLimit = 1_048_576;

declare const schemaTypes: unique symbol;

/** One API call as both ends know it; `path` is relative to the API base (`/api`). */
export interface CallContract<S extends CallSchemas = CallSchemas> {
  method: 'GET' | 'POST';
  path: string;
  /** One line for the API overview. */
  summary: string;
  /** Safe to repeat: the client retries idempotent calls (3 times, 2 s apart). GETs always are. */
  idempotent: boolean;
  /** The call's schemas as a type only: never present at run time. */
  readonly [schemaTypes]?: S;
}

/** A contract together with its schemas, as the server registers it. */
export type CheckedContract<S extends CallSchemas = CallSchemas> = CallContract<S> & S;

/** The contract of a call whose schemas are `S` (written `defineCall<typeof schemas.name>({ ... })`). */
export function defineCall<S extends CallSchemas>(call: { method: 'GET' | 'POST'; path: string; summary: string; idempotent?: boolean }): CallContract<S> {
  return { ...call, idempotent: call.idempotent ?? call.method === 'GET' };
}

type SchemasOf<C> = C extends CallContract<infer S> ? S : never;
type QuerySchema<C> = SchemasOf<C> extends { query: infer Q extends z.ZodType } ? Q : undefined;
type BodySchema<C> = SchemasOf<C> extends { body: infer B extends z.ZodType } ? B : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the query and/or body the contract declares; a query of optional parameters may be left out. */
export type CallInput<C extends CallContract> = (QuerySchema<C> extends z.ZodType
  ? object extends Input<QuerySchema<C>>
    ? { query?: Input<QuerySchema<C>> }
    : { query: Input<QuerySchema<C>> }
  : object) &
  (BodySchema<C> extends z.ZodType ? { body: Input<BodySchema<C>> } : object);

/** What a caller gets back in `Data`. */
export type CallData<C extends CallContract> = z.output<SchemasOf<C>['data']>;

/** The query a handler gets: checked, defaults filled in. */
export type CallQuery<C extends CallContract> = Output<QuerySchema<C>>;

/** The body a handler gets: checked, defaults filled in. */
export type CallBody<C extends CallContract> = Output<BodySchema<C>>;

/**
 * What a handler answers in `Data`: the schema's output side, every default filled in, so that the answer written
 * through the schema on the server is the answer as the handler gave it.
 */
export type CallAnswer<C extends CallContract> = z.output<SchemasOf<C>['data']>;

/**
 * The server's half of a call that answers a file (a report's PDF or spreadsheet) instead of the envelope: the
 * schema of its query and the file's media type. A refusal still comes as the envelope, as JSON.
 */
export interface FileCallSchemas {
  query?: z.ZodType;
  mediaType: string;
  /** The details of the call for the API reference (Markdown). */
  description?: string;
}

/** A GET whose successful answer is a file (an attachment), never the envelope. */
export interface FileCallContract<S extends FileCallSchemas = FileCallSchemas> {
  method: 'GET';
  path: string;
  summary: string;
  idempotent: true;
  readonly [schemaTypes]?: S;
}

/** A file call with its schemas, as the server registers it. */
export type CheckedFileContract<S extends FileCallSchemas = FileCallSchemas> = FileCallContract<S> & S;

/** The contract of a file call whose schemas are `S`. */
export function defineFileCall<S extends FileCallSchemas>(call: { path: string; summary: string }): FileCallContract<S> {
  return { ...call, method: 'GET', idempotent: true };
}

/** The query a file call's handler gets: checked, defaults filled in. */
export type FileCallQuery<C extends FileCallContract> = C extends FileCallContract<infer S> ? Output<S['query']> : never;
