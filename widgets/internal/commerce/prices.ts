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

/** A provider's answer for one part, kept only where it makes sense (a shop's JSON may be loose). */
export function readPartPrice(value: unknown): PartPrice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const price = number(v.price);
  const stock = number(v.stock);
  const currency = typeof v.currency === 'string' && /^[A-Za-z]{3}$/.test(v.currency) ? v.currency.toUpperCase() : undefined;
  if (price === undefined && stock === undefined) return undefined;
  return { ...(price !== undefined ? { price } : {}), ...(currency ? { currency } : {}), ...(stock !== undefined ? { stock: Math.max(0, Math.floor(stock)) } : {}) };
}

function byPartNumber(partNumbers: readonly string[], answer: unknown): Map<string, PartPrice> {
  const prices = new Map<string, PartPrice>();
  const entries: [string, unknown][] = answer instanceof Map
    ? [...answer.entries()] as [string, unknown][]
    : Array.isArray(answer)
      ? answer.map((value, i) => [partNumbers[i] ?? '', value])
      : typeof answer === 'object' && answer !== null
        ? Object.entries(answer)
        : [];
  for (const [partNumber, value] of entries) {
    const price = readPartPrice(value);
    if (price && partNumbers.includes(partNumber)) prices.set(partNumber, price);
  }
  return prices;
}

/**
 * Asks a `price-url` template: with `{partNumbers}` one request for all (comma-separated), answering a record
 * by part number; with `{partNumber}` one request per part, each answering `{ price, currency, stock }`.
 */
export function urlProvider(template: string, base: string): PriceProvider {
  const get = async (url: string, signal?: AbortSignal) => {
    const response = await fetch(new URL(url, base), { credentials: 'include', signal: signal ?? null });
    if (!response.ok) throw new Error(`price-url answered ${response.status}`);
    return (await response.json()) as unknown;
  };
  return async (partNumbers) => {
    if (template.includes('{partNumbers}')) return (await get(template.replace('{partNumbers}', encodeURIComponent(partNumbers.join(','))))) as Record<string, PartPrice>;
    const answers = await Promise.all(partNumbers.map((p) => get(template.replace('{partNumber}', encodeURIComponent(p))).catch(() => undefined)));
    return answers as PartPrice[];
  };
}

/** Prices of the part numbers, or a rejection when the source fails or exceeds `timeout` ms. */
export async function fetchPrices(provider: PriceProvider, partNumbers: readonly string[], timeout = priceTimeout): Promise<Map<string, PartPrice>> {
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
