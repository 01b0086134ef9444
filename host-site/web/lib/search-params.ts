/**
 * Search parameters arrive as text typed or edited by hand, so a value that does not fit its field is dropped
 * (undefined) instead of failing the page: `?systemId=abc` opens the page as if there were no systemId.
 * Plain readers rather than a schema library: the route table runs them on the first load, where every
 * kilobyte counts (zod/mini alone weighed 16 KB gzip there). A schema is a function of the raw parameters, which
 * is what TanStack Router's `validateSearch` takes.
 */

/** Reads one parameter; undefined when absent or not of the field's kind. */
type SearchField<T> = (raw: unknown) => T | undefined;

export const searchParam = {
  text: (): SearchField<string> => (raw) => (typeof raw === 'string' && raw !== '' ? raw : undefined),
  /** A whole number: text from the address, or a number given to a link. */
  integer: (): SearchField<number> => (raw) => {
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[-+]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(value) ? value : undefined;
  },
};

type Fields = Readonly<Record<string, SearchField<unknown>>>;

type SearchOf<F extends Fields> = { [K in keyof F]?: F[K] extends SearchField<infer T> ? T : never };

/**
 * A route's search parameters, read from the raw ones: each field by its reader, unknown keys left out. Every
 * field is present, undefined when dropped, because the router lays the result over the raw parameters: a
 * missing key would let `systemId: 'abc'` through.
 */
export type SearchSchema<F extends Fields> = (raw: Record<string, unknown>) => SearchOf<F>;

export function searchSchema<F extends Fields>(fields: F): SearchSchema<F> {
  return (raw) => {
    const values: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) values[key] = read(raw[key]);
    return values as SearchOf<F>;
  };
}

/**
 * A query string as plain text values; the first of a repeated key counts. TanStack Router's default reads
 * values as JSON, which would turn the part number `?keyword=123` into a number and write strings back quoted
 * (`?valveName=%22Sov%22`): the specification's addresses are plain text.
 */
export function parseQuery(search: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in values)) values[key] = value;
  return values;
}

/** `?a=1&b=x` for the defined values, '' when there are none. */
export function stringifyQuery(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
