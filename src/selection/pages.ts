// The maker's pages that links from elsewhere open (issue 35), and a product's details address, written once: the
// widgets' links and cart lines (made whole addresses by widgets/internal/element/code-origin.ts) and the site's
// Selected List. Apart from the selector's query (address.ts), which needs the condition catalogue: a widget's first
// view and the site's route table carry this file and not that one.

/** The maker's selector page. */
export const SELECTOR_PAGE = '/selector/index';

/** The maker's details page. */
export const DETAILS_PAGE = '/details';

/**
 * A product's page: `href` a template with {partNumber} (a shop's own product pages), or a page to which
 * ?PartNumber=…&Hashkey=… (and `extra`) is added; the maker's /details without it. As given: relative or whole.
 */
export function detailsAddress(href: string | undefined, product: { PartNumber: string; Hashkey: string }, extra: Record<string, string> = {}): string {
  if (href?.includes('{partNumber}')) return href.replaceAll('{partNumber}', encodeURIComponent(product.PartNumber));
  const params = new URLSearchParams({ PartNumber: product.PartNumber, Hashkey: product.Hashkey, ...extra });
  const base = href ?? DETAILS_PAGE;
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}
