// A price as the widgets show it, apart from asking for prices (prices.ts, fetched once a page gives a price source):
// the selector's first view carries only this (issue 35).
import { formatNumber, formatUpTo, numberFormat } from '../../../src/engine/units/number-format';

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
