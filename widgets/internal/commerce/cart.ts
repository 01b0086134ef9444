// The hand-off to a shop's cart (issue #28). Shops with code listen for `vs-add-to-cart`; shops without code give
// a `cart-url` template and the widget goes there itself. Small and free of React: the strip and the selector
// import it on their first view.

/** One line a shop's cart takes. */
export interface CartLine {
  /** The catalogue's part number (the shop maps it to its own SKU when they differ). */
  partNumber: string;
  quantity: number;
  /** What the part is, in the widget's language: model name and description. */
  description: string;
  /** The chosen product's page (`details-href`, else the maker's details page), a whole address, for the order's notes. */
  link: string;
  /**
   * The selection the line comes from, a whole address of the maker's selector with its conditions and operating
   * points, that calculates it again when opened: for a distributor's order desk to reopen it (issue 35). Absent for a
   * product chosen without conditions (from the product list).
   */
  selection?: string;
}

/** The detail of `vs-add-to-cart`: the bill of materials' order lines, each part once. */
export interface AddToCartDetail {
  lines: CartLine[];
}

/** The placeholders a `cart-url` template may hold; values are URL-encoded. */
const PLACEHOLDER = /\{(partNumber|quantity|description|link|selection|lines)\}/g;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The addresses a `cart-url` template makes of the lines, in the order they are visited. A template with
 * `{lines}` takes every line in one address (`PartNumber:quantity` comma-separated, encoded): one navigation.
 * Otherwise each line fills the template once; the widget requests all but the last one after another and then
 * navigates to the last (see `sendToCart`). Only http(s) templates are followed.
 */
export function cartUrls(template: string, lines: readonly CartLine[], base: string): string[] {
  let url: URL;
  try {
    url = new URL(template.replace(PLACEHOLDER, 'x'), base);
  } catch {
    return [];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:' || lines.length === 0) return [];
  const absolute = (filled: string) => new URL(filled, base).href;
  if (template.includes('{lines}')) {
    const all = lines.map((line) => `${line.partNumber}:${line.quantity}`).join(',');
    return [absolute(fill(template, { lines: all, link: lines[0]!.link, selection: lines[0]!.selection ?? '' }))];
  }
  return lines.map((line) => absolute(fill(template, { partNumber: line.partNumber, quantity: String(line.quantity), description: line.description, link: line.link, selection: line.selection ?? '' })));
}

/** How a hand-off ended: the page went to the cart, or the line (its index) the cart did not confirm, and none after it sent. */
export type CartHandOff = { sent: true } | { failedAt: number };

/**
 * Puts the lines into the shop's cart through its `cart-url`, from line `from` on: every address but the last is
 * requested one after another (GET with the shop's cookies, so its session), each only once the cart has confirmed
 * the one before (a 2xx answer), then the page goes to the last, which shows the cart. A cart that takes one add at
 * a time per session lost lines asked all at once, and nobody knew (issue 35): a line not confirmed now stops the
 * hand-off, for the buyer to be told which and to try again from it.
 */
export async function sendToCart(template: string, lines: readonly CartLine[], view: Window, from = 0): Promise<CartHandOff> {
  const urls = cartUrls(template, lines, view.location.href);
  if (urls.length === 0) return { sent: true };
  for (let line = from; line < urls.length - 1; line += 1) {
    const confirmed = await view.fetch(urls[line]!, { credentials: 'include' }).then((answer) => answer.ok, () => false);
    if (!confirmed) return { failedAt: line };
  }
  view.location.assign(urls.at(-1)!);
  return { sent: true };
}
