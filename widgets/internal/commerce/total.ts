// An order's total (issue 35), in the bill's chunk: the selector's and the strip's first views do not carry it.
import { decimalAmount, minorDigits } from '../../../src/contracts/money';
import type { PartPrice } from './prices';

/** `value` in whole minor units of `currency`, rounded as Intl rounds it when it shows it (half away from zero). */
export function minorUnits(value: number, currency: string | undefined): number {
  return Number(decimalAmount(value, currency).replace('.', ''));
}

/**
 * The order's total when every line has a price in one currency; undefined otherwise (no misleading sum). It adds
 * the prices as they are shown, rounded to the currency's minor unit (a yen has none, a euro cent two), in whole
 * minor units, so that the total is the sum a buyer makes of the lines (issue 35).
 */
export function totalOf(lines: readonly { PartNumber: string; Quantity: number }[], prices: ReadonlyMap<string, PartPrice>): { value: number; currency: string | undefined } | undefined {
  let minor = 0;
  const currencies = new Set<string | undefined>();
  for (const line of lines) {
    const price = prices.get(line.PartNumber);
    if (price?.price === undefined) return undefined;
    minor += minorUnits(price.price, price.currency) * line.Quantity;
    currencies.add(price.currency);
  }
  if (currencies.size !== 1) return undefined;
  const [currency] = currencies;
  return { value: minor / 10 ** minorDigits(currency), currency };
}
