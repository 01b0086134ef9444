// Punch-out (issue 35): a buyer whose purchasing system opened the shop sends the bill back to it instead of to a
// cart. OCI 5.0: the widget posts the lines itself as `NEW_ITEM-*` form fields to the HOOK_URL the system gave.
// cXML: the server keeps the session the system set up, writes the PunchOutOrderMessage with its BuyerCookie, and the
// widget posts it as the form field `cxml-urlencoded` to the session's BrowserFormPost address. Either way the
// buyer's browser carries the basket, as both standards have it, and the page goes to the purchasing system.
import type { CartLine } from './cart';
import type { PartPrice } from './prices';
import { minorDigits } from './total';
import { numberFormat } from '../../../src/engine/units/number-format';

/** How the page was opened by a purchasing system: OCI's HOOK_URL (and ~TARGET), or a cXML session's key. */
export interface PunchoutStart {
  /** OCI: where the lines are posted (the HOOK_URL parameter the purchasing system opened the page with). */
  hookUrl?: string | undefined;
  /** The frame the posted form opens in (OCI's ~TARGET, e.g. _top); the widget's own window when not given. */
  target?: string | undefined;
  /** cXML: the session key of the StartPage's `punchout-session` parameter. */
  session?: string | undefined;
}

/** Whether the page is in a punch-out session at all. */
export function punchingOut(start: PunchoutStart | undefined): start is PunchoutStart {
  return Boolean(start && (start.hookUrl || start.session));
}

/** UN/CEFACT "each": the unit every part of a bill is counted in, in OCI and cXML alike. */
export const unitOfMeasure = 'EA';

/** An amount as OCI and cXML write it: a decimal point whatever the page's locale, the currency's digits, no grouping. */
export function decimalAmount(value: number, currency: string | undefined): string {
  const digits = minorDigits(currency);
  return numberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/** OCI 5.0 keeps a short text of 40 characters; the whole of it goes into the long text. */
const ociDescriptionLength = 40;

/**
 * The OCI 5.0 fields of the lines, indices from 1: description, quantity, unit, price (per 1 unit) and currency when
 * the page priced the part, the vendor's material number (the part number) and the long text (the description, the
 * product's page and the selection's link, for the buyer's approver).
 */
export function ociFields(lines: readonly CartLine[], prices: ReadonlyMap<string, PartPrice>): [string, string][] {
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

/**
 * Posts `fields` as a form (application/x-www-form-urlencoded, UTF-8) from `root` (the widget's shadow root: the
 * page's DOM is left alone) to `action`, in `target`; the page then belongs to the purchasing system.
 */
export function postForm(root: Node & ParentNode, action: string, fields: readonly [string, string][], target: string | undefined): void {
  const document = root.ownerDocument ?? (root as Document);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  if (target) form.target = target;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  root.append(form);
  form.submit();
}
