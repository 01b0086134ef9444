// Amounts as order documents write them (issue 35): the bill's total, OCI's NEW_ITEM-PRICE and cXML's Money all
// count in the currency's own minor unit, in the browser and on the server alike.
import { numberFormat } from '../engine/units/number-format';

/** The digits after the decimal point of an amount in `currency`: 0 for JPY, 2 for EUR and for no currency. */
export function minorDigits(currency: string | undefined): number {
  try {
    return currency ? numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2 : 2;
  } catch {
    return 2; // a currency code Intl does not know: shown with two digits at most
  }
}

/** An amount as OCI and cXML write it: a decimal point whatever the page's locale, the currency's digits, no grouping. */
export function decimalAmount(value: number, currency: string | undefined): string {
  const digits = minorDigits(currency);
  return numberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}
