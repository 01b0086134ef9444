/**
 * Search parameters arrive as text typed or edited by hand, so a value that does not fit its field is dropped
 * (undefined) instead of failing the page: `?systemId=abc` opens the page as if there were no systemId.
 * Plain readers rather than a schema library: this runs on the first load, where every kilobyte counts
 * (zod/mini alone weighed 16 KB gzip there).
 */

/** Reads one parameter's text; undefined when absent or not of the field's kind. */
export type SearchField<T> = (raw: string | undefined) => T | undefined;

export const searchParam = {
  text: (): SearchField<string> => (raw) => (raw ? raw : undefined),
  integer: (): SearchField<number> => (raw) => {
    if (raw === undefined || !/^\s*[-+]?\d+\s*$/.test(raw)) return undefined;
    const value = Number(raw);
    return Number.isSafeInteger(value) ? value : undefined;
  },
};

/** A route's search parameters: each field one of `searchParam`'s readers. */
export type SearchSchema = Readonly<Record<string, SearchField<unknown>>>;

export type SearchOf<S extends SearchSchema> = { [K in keyof S]?: S[K] extends SearchField<infer T> ? T : never };

export function searchSchema<S extends SearchSchema>(shape: S): S {
  return shape;
}

/** Reads a query string with a route's schema; the first value of a repeated key counts, unknown keys are ignored. */
export function parseSearch<S extends SearchSchema>(schema: S, search: string): SearchOf<S> {
  const params = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(schema)) {
    const value = read(params.get(key) ?? undefined);
    if (value !== undefined) values[key] = value;
  }
  return values as SearchOf<S>;
}

/** `?a=1&b=x` for the defined values, '' when there are none. */
export function formatSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
