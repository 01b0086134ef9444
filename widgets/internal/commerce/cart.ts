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
  /** The selection the line comes from (the maker's details page of the chosen product), for the shop's order notes. */
  link: string;
}

/** The detail of `vs-add-to-cart`: the bill of materials' order lines, each part once. */
export interface AddToCartDetail {
  lines: CartLine[];
}

/** The placeholders a `cart-url` template may hold; values are URL-encoded. */
const PLACEHOLDER = /\{(partNumber|quantity|description|link|lines)\}/g;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The addresses a `cart-url` template makes of the lines, in the order they are visited. A template with
 * `{lines}` takes every line in one address (`PartNumber:quantity` comma-separated, encoded): one navigation.
 * Otherwise each line fills the template once; the widget requests all but the last in the background and then
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
    return [absolute(fill(template, { lines: all, link: lines[0]!.link }))];
  }
  return lines.map((line) => absolute(fill(template, { partNumber: line.partNumber, quantity: String(line.quantity), description: line.description, link: line.link })));
}

/**
 * Puts the lines into the shop's cart through its `cart-url`: every address but the last is requested in the
 * background (GET with the shop's cookies: the shop's own origin, so its session), then the page goes to the
 * last, which shows the cart. A failed background request still lets the page go on: the cart shows what it got.
 */
export async function sendToCart(template: string, lines: readonly CartLine[], view: Window): Promise<void> {
  const urls = cartUrls(template, lines, view.location.href);
  if (urls.length === 0) return;
  await Promise.allSettled(urls.slice(0, -1).map((url) => view.fetch(url, { credentials: 'include', mode: 'no-cors' })));
  view.location.assign(urls.at(-1)!);
}
