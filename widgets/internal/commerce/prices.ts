// The distributor's prices and stock (issue #28): asked of the page's own `price-provider` function or
// `price-url` template, never of the Valve Selector server. A provider that fails or takes too long leaves the
// widget working: prices are simply absent, with a quiet note.
import { formatNumber, formatUpTo, numberFormat } from '../../../src/engine/units/number-format';

/** A part's price and stock as the distributor tells them; any field may be missing. */
export interface PartPrice {
  /** Unit price in `currency`. */
  price?: number;
  /** ISO 4217 code, e.g. EUR; without it the price is shown as a plain number. */
  currency?: string;
  /** Units in stock; 0 is out of stock. */
  stock?: number;
}

/**
 * The page's price source: part numbers in, their prices out, as a record by part number (a Map or an array in
 * the part numbers' order are taken too). Parts it does not know are left out.
 */
export type PriceProvider = (partNumbers: string[]) => Promise<Record<string, PartPrice> | Map<string, PartPrice> | PartPrice[]>;

/** How long prices may take before the widget shows the parts without them. */
export const priceTimeout = 8000;

const number = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** A value of a price source's answer as a console message names it. */
const shown = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : typeof v === 'object' && v !== null ? `an ${Array.isArray(v) ? 'array' : 'object'}` : String(v));

/** A price source's answer for one part: its price and stock, or why its price is refused (issue 35). */
type PartAnswer = { price?: PartPrice; refused?: string };

/**
 * A provider's answer for one part, kept only where it makes sense (a shop's JSON may be loose). A price that is
 * negative or no number is refused, never shown: the part goes without a price, and the reason is told.
 */
export function readPartPrice(value: unknown): PartAnswer {
  if (typeof value !== 'object' || value === null) return {};
  const v = value as Record<string, unknown>;
  const price = number(v.price);
  if (v.price !== undefined && v.price !== null && price === undefined) return { refused: `a price that is no number (${shown(v.price)})` };
  if (price !== undefined && price < 0) return { refused: `a negative price (${price})` };
  const stock = number(v.stock);
  const currency = typeof v.currency === 'string' && /^[A-Za-z]{3}$/.test(v.currency) ? v.currency.toUpperCase() : undefined;
  if (price === undefined && stock === undefined) return {};
  return { price: { ...(price !== undefined ? { price } : {}), ...(currency ? { currency } : {}), ...(stock !== undefined ? { stock: Math.max(0, Math.floor(stock)) } : {}) } };
}

/** The prices a source gave, and the parts whose price was refused, each with its reason (`SOV-1: a negative price (-3)`). */
export interface PriceAnswer {
  prices: Map<string, PartPrice>;
  refused: string[];
}

function byPartNumber(partNumbers: readonly string[], answer: unknown): PriceAnswer {
  if (typeof answer !== 'object' || answer === null) throw new Error(`the price source answered ${shown(answer)}, not prices by part number`);
  const prices = new Map<string, PartPrice>();
  const refused: string[] = [];
  const entries: [string, unknown][] = answer instanceof Map
    ? [...answer.entries()] as [string, unknown][]
    : Array.isArray(answer)
      ? answer.map((value, i) => [partNumbers[i] ?? '', value])
      : Object.entries(answer);
  for (const [partNumber, value] of entries) {
    if (!partNumbers.includes(partNumber)) continue;
    const read = readPartPrice(value);
    if (read.price) prices.set(partNumber, read.price);
    if (read.refused) refused.push(`${partNumber}: ${read.refused}`);
  }
  return { prices, refused };
}

/** How many requests a `{partNumber}` template has in flight at once: a selector's results name fifty parts. */
const perPartRequests = 4;

/**
 * Asks a `price-url` template: with `{partNumbers}` one request for all (comma-separated), answering a record
 * by part number; with `{partNumber}` one request per part, each answering `{ price, currency, stock }`. A part's
 * answer is kept for the page's life and asked a few parts at a time (issue 35: every calculation asked every part
 * of the results again, all at once).
 */
export function urlProvider(template: string, base: string): PriceProvider {
  const key = `${base} ${template}`;
  let provider = urlProviders.get(key);
  if (!provider) urlProviders.set(key, (provider = newUrlProvider(template, base)));
  return provider;
}

/** Each template's provider, one for the page: the selector, its bills and the strip share its answers. */
const urlProviders = new Map<string, PriceProvider>();

function newUrlProvider(template: string, base: string): PriceProvider {
  const get = async (url: string) => {
    const response = await fetch(new URL(url, base), { credentials: 'include' });
    if (!response.ok) throw new Error(`price-url answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  if (template.includes('{partNumbers}')) {
    return async (partNumbers) => (await get(template.replace('{partNumbers}', encodeURIComponent(partNumbers.join(','))))) as Record<string, PartPrice>;
  }
  const answers = new Map<string, Promise<unknown>>();
  const queue = requestQueue(perPartRequests);
  const answerOf = (partNumber: string) => {
    let answer = answers.get(partNumber);
    if (!answer) {
      // A part the service does not sell (404) has no price; a failed request is asked again next time.
      answer = queue(() => get(template.replace('{partNumber}', encodeURIComponent(partNumber)))).catch((error: unknown) => {
        if (!(error instanceof Error && error.message.startsWith('price-url answered 4'))) answers.delete(partNumber);
        return undefined;
      });
      answers.set(partNumber, answer);
    }
    return answer;
  };
  return async (partNumbers) => (await Promise.all(partNumbers.map(answerOf))) as PartPrice[];
}

/** Runs the tasks given to it, at most `limit` at a time, in the order given. */
function requestQueue(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finished task hands its place to the first waiting one.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Prices of the part numbers, or a rejection when the source fails, answers no record or exceeds `timeout` ms. */
export async function fetchPrices(provider: PriceProvider, partNumbers: readonly string[], timeout = priceTimeout): Promise<PriceAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`prices took longer than ${timeout} ms`)), timeout);
  });
  try {
    // Called inside the promise chain, so that a provider throwing at once counts as failing, not as a crash.
    const answer = await Promise.race([Promise.resolve().then(() => provider([...partNumbers])), late]);
    return byPartNumber(partNumbers, answer);
  } finally {
    clearTimeout(timer);
  }
}

/** The digits after the decimal point a price in `currency` is shown with: 0 for JPY, 2 for EUR and for no currency. */
export function minorDigits(currency: string | undefined): number {
  try {
    return currency ? numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2 : 2;
  } catch {
    return 2; // a currency code Intl does not know: shown with two digits at most (formatPrice)
  }
}

/** `value` in whole minor units of `currency`, rounded as Intl rounds it when it shows it (half away from zero). */
export function minorUnits(value: number, currency: string | undefined): number {
  const digits = minorDigits(currency);
  const shown = numberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
  return Number(shown.replace('.', ''));
}

/** A price in the page's locale and currency (Intl currency format); a plain number without a currency. */
export function formatPrice(value: number, currency: string | undefined, locale: string): string {
  try {
    return currency
      ? numberFormat(locale, { style: 'currency', currency }).format(value)
      : formatNumber(value, locale, 2);
  } catch {
    // A currency code Intl does not know (RangeError): the amount alone, as a price is written.
    return formatUpTo(value, locale, 2);
  }
}
