// The selector's props for selling: the shop's prices, cart and punch-out, where product pages live, and Add. Apart
// from the rest of its props so that the results, a chunk of their own (selector.results-body.tsx), read them
// without importing the form's module.
import type { SelectedListItem } from '../../src/state';
import type { AddToCartDetail } from '../internal/commerce/cart';
import type { PriceProvider } from '../internal/commerce/prices';

export interface SelectorShopProps {
  /** The user pressed Add on a result row: the product, its conditions and its hash for the selection list. */
  onAdd?: (detail: SelectedListItem) => void;
  /** The shop's add-to-cart address template (widgets/internal/commerce/cart.ts). */
  cartUrl?: string;
  /** The shop's price address template, `{partNumber}` or `{partNumbers}`. */
  priceUrl?: string;
  /** The shop's prices: part numbers in, `{ price, currency, stock }` by part number out; asked in the browser only. */
  priceProvider?: PriceProvider;
  /** OCI punch-out: the purchasing system's HOOK_URL; the bill's Transfer to purchasing posts there. */
  punchoutHookUrl?: string;
  /** The frame a punch-out form is posted to (OCI's ~TARGET). */
  punchoutTarget?: string;
  /** cXML punch-out: the session key of the StartPage. */
  punchoutSession?: string;
  /** The page's own relay of a punch-out basket (the maker's site, whose forms may go to itself only). */
  punchoutRelay?: string;
  /** Where a product's page lives: a template with {partNumber}, or a page that takes ?PartNumber=…; default the maker's /details. */
  detailsHref?: string;
  /** Add to cart was pressed in a row's bill of materials: its order lines. */
  onAddToCart?: (detail: AddToCartDetail) => void;
}
