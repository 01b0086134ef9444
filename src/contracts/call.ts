import type { z } from 'zod';

/**
 * One API call, described once and used by both ends: the server validates requests and registers the route
 * from it, the client builds requests and types answers from it. `path` is relative to the API base (`/api`).
 */
export interface CallContract<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  /** One line for the API overview. */
  summary: string;
  query: Query;
  body: Body;
  data: Data;
  /** Safe to repeat: the client retries idempotent calls (3 times, 2 s apart). GETs always are. */
  idempotent: boolean;
}

export function defineCall<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(call: {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  query?: Query;
  body?: Body;
  data: Data;
  idempotent?: boolean;
}): CallContract<Query, Body, Data> {
  return {
    ...call,
    query: call.query as Query,
    body: call.body as Body,
    idempotent: call.idempotent ?? call.method === 'GET',
  };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes: the query and/or body the contract declares. */
export type CallInput<C extends CallContract> = (C['query'] extends z.ZodType ? { query: Input<C['query']> } : object) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : object);

/** What a caller gets back in `Data`. */
export type CallData<C extends CallContract> = z.output<C['data']>;

/** The query a handler gets: checked, defaults filled in. */
export type CallQuery<C extends CallContract> = Output<C['query']>;

/** The body a handler gets: checked, defaults filled in. */
export type CallBody<C extends CallContract> = Output<C['body']>;

/** What a handler answers in `Data`. */
export type CallAnswer<C extends CallContract> = z.input<C['data']>;
