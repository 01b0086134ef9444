import * as z from 'zod/mini';

/**
 * Search parameters arrive as text typed or edited by hand, so a value that does not fit its field is dropped
 * (undefined) instead of failing the page: `?systemId=abc` opens the page as if there were no systemId.
 * zod/mini keeps these schemas out of the first load's weight (the classic API weighs several times more).
 */
export const searchParam = {
  text: () => z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  integer: () => z.catch(z.optional(z.coerce.number().check(z.int())), undefined),
};

type Field = ReturnType<(typeof searchParam)[keyof typeof searchParam]>;

/** The search-param schema of a route: each field one of `searchParam`'s. */
export function searchSchema<Shape extends Record<string, Field>>(shape: Shape) {
  return z.object(shape);
}

export type SearchSchema = z.ZodMiniObject<Record<string, Field>>;

export type SearchOf<S extends SearchSchema> = z.output<S>;

/** Reads a query string with a route's schema; the first value of a repeated key counts. */
export function parseSearch<S extends SearchSchema>(schema: S, search: string): SearchOf<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in raw)) raw[key] = value;
  return z.parse(schema, raw);
}

/** `?a=1&b=x` for the defined values, '' when there are none. */
export function formatSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
