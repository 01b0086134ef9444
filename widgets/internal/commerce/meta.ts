// What the widgets that sell (the strip, the selector) declare for the distributor (issue #28): the same
// attributes, event and parts in each one's meta, written once here.
import type { AttributeSpec, EventSpec } from '../element/meta';

export const commerceAttributes = {
  cartUrl: {
    type: 'string',
    doc: 'The shop\'s add-to-cart address, e.g. https://shop.example/cart/add?sku={partNumber}&qty={quantity} ({description}, {link} too; values URL-encoded). With {lines} (PartNumber:quantity, comma-separated) Add to cart makes one navigation; otherwise every line but the last is requested in the background (GET, the shop\'s cookies) and the page goes to the last line\'s address.',
  },
  priceUrl: {
    type: 'string',
    doc: 'The shop\'s price address: {partNumber} (one request a part, answering { price, currency, stock }) or {partNumbers} (one request, answering such an object by part number). Asked by the browser only; used when no priceProvider is set.',
  },
  priceProvider: {
    type: 'json',
    shape: 'function',
    doc: 'Property only: an async function from part numbers to { [partNumber]: { price, currency, stock } }, asked in the browser (never by our server). Prices show in the page\'s locale and currency; a failing or slow (8 s) provider leaves them out with a quiet note.',
  },
} as const satisfies Record<string, AttributeSpec>;

export const commerceEvents = {
  'vs-add-to-cart': {
    doc: 'Add to cart was pressed: the bill of materials\' order lines for the shop\'s cart (each part once, quantities added up). Fires before a cart-url navigation.',
    detail: '{ lines: { partNumber: string; quantity: number; description: string; link: string }[] }',
  },
} as const satisfies Record<`vs-${string}`, EventSpec>;

export const commerceParts = {
  bom: 'The bill of materials: heading, parts table, Add to cart and downloads.',
  'bom-table': 'The table of parts to order (part number, description, quantity, and price and stock when the page gives them).',
  price: 'A part\'s price cell.',
  stock: 'A part\'s stock cell.',
  'total-price': 'The order\'s total, when every part has a price in one currency.',
  'price-note': 'The quiet note that prices are not available (the price source failed or was slow).',
  'add-to-cart': 'The Add to cart button.',
  'bom-download': 'A download link of the bill (CSV, XLSX, JSON).',
} as const;
