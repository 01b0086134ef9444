// OCI 5.0 (issue 35): the NEW_ITEM-* form fields a purchasing system's HOOK_URL receives. Written in the browser when
// a distributor's shop posts them itself, and on the server when the maker's site relays them (its page may post
// forms to itself only): one writer, so the two never differ.
import { decimalAmount } from './money';

/** UN/CEFACT "each": the unit every part of a bill is counted in, in OCI and cXML alike. */
export const unitOfMeasure = 'EA';

/** OCI 5.0 keeps a short text of 40 characters; the whole of it goes into the long text. */
const ociDescriptionLength = 40;

/** One line of a basket as OCI takes it. */
export interface OciLine {
  partNumber: string;
  quantity: number;
  /** What the part is, in the page's language. */
  description: string;
  /** The product's page. */
  link: string;
  /** The selection's own link, when the product was chosen at conditions. */
  selection?: string | undefined;
}

/** A line's price, when the page has one. */
export interface OciPrice {
  price?: number | undefined;
  currency?: string | undefined;
}

/**
 * The OCI 5.0 fields of the lines, indices from 1: description, quantity, unit, price (per 1 unit) and currency when
 * the page priced the part, the vendor's material number (the part number) and the long text (the description, the
 * product's page and the selection's link, for the buyer's approver).
 */
export function ociFields(lines: readonly OciLine[], prices: ReadonlyMap<string, OciPrice>): [string, string][] {
  const fields: [string, string][] = [['~OkCode', 'ADDI'], ['~CALLER', 'CTLG']];
  lines.forEach((line, i) => {
    const n = i + 1;
    const price = prices.get(line.partNumber);
    fields.push(
      [`NEW_ITEM-DESCRIPTION[${n}]`, [...line.description].slice(0, ociDescriptionLength).join('')],
      [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, unitOfMeasure],
      [`NEW_ITEM-PRICE[${n}]`, price?.price === undefined ? '' : decimalAmount(price.price, price.currency)],
      [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
      [`NEW_ITEM-CURRENCY[${n}]`, price?.price === undefined ? '' : price.currency ?? ''],
      [`NEW_ITEM-VENDORMAT[${n}]`, line.partNumber],
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, [line.description, line.link, line.selection].filter(Boolean).join('\n')],
    );
  });
  return fields;
}
