/**
 * The one home of number text: every figure a widget, the host site, the server's reasons or a report writes is
 * formatted here (issue 25), and every number a person types is read by number-parse.ts. Intl is part of
 * ECMAScript, so this stays inside the pure engine and serves the browser and the server alike.
 */

// Making an Intl.NumberFormat costs far more than formatting with one (issue 17 measured a calculation's reasons
// spending more on making formats than on wording its rows), so each locale and options pair is made once.
const formats = new Map<string, Intl.NumberFormat>();

/** The format of `locale` (BCP 47) with `options`, made once and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** `value` with exactly `decimals` fraction digits for `locale` (a fixed-decimals column: the P-T table, 2 by default). */
export function formatNumber(value: number, locale: string, decimals = 2): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** `value` with at most `decimals` fraction digits, trailing zeros dropped (a chart's axis, a count such as a GWP). */
export function formatUpTo(value: number, locale: string, decimals: number): string {
  return numberFormat(locale, { maximumFractionDigits: decimals }).format(value);
}

/**
 * The significant-digits formats by locale, then digits: kept apart because a calculation's reasons format dozens of
 * numbers, and building numberFormat's key (JSON of the options) for each cost more than the format (issue 29).
 */
const significantFormats = new Map<string, Intl.NumberFormat[]>();

/** `value` to `digits` significant digits, for a sentence or a data sheet written without a unit's resolution. */
export function formatSignificant(value: number, locale: string, digits: number): string {
  let byDigits = significantFormats.get(locale);
  if (!byDigits) significantFormats.set(locale, (byDigits = []));
  let format = byDigits[digits];
  if (!format) byDigits[digits] = format = numberFormat(locale, { maximumSignificantDigits: digits });
  return format.format(value);
}

/**
 * A number as a person would type it in `locale`: the locale's digits and decimal separator, no grouping, every
 * significant digit, so that the text parses back (parseNumber) to the same number. On a `he`, `ar` or `fa` page
 * Intl puts a direction mark before the minus (and `fa` writes Persian digits): the parser reads those too.
 */
export function formatEditable(value: number, locale: string): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** The decimal and group separators `locale` writes (`,` and `.` in German, `٫` and `٬` in Persian). */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale).formatToParts(-12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}
