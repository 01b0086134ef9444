// The distributor's prices and stock (issue #28): asked of the page's own `price-provider` function or
// `price-url` template, never of the Valve Selector server. A provider that fails or takes too long leaves the
// widget working: prices are simply absent, with a quiet note.

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
