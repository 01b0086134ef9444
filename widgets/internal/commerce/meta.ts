// What the widgets that sell (the strip, the selector) declare for the distributor (issue #28): the same
// attributes, event and parts in each one's meta, written once here.
import type { AttributeSpec, EventSpec } from '../element/meta';

export const commerceAttributes = {
  detailsHref: {
    type: 'string',
    default: '/details',
    doc: 'Where a product\'s page lives, the link of items and cart lines: a template with {partNumber} (https://shop.example/p/{partNumber}), or a page to which ?PartNumber=…&Hashkey=… is added (https://maker.example/details). Default /details on the maker\'s site (where the widget script came from, else api-base\'s site); always a whole address.',
  },
  cartUrl: {
    type: 'string',
    doc: 'The shop\'s add-to-cart address, e.g. https://shop.example/cart/add?sku={partNumber}&qty={quantity} ({description}, {link}, {selection} too; values URL-encoded). With {lines} (PartNumber:quantity, comma-separated) Add to cart makes one navigation; otherwise the lines but the last are requested one after another, each once the cart confirmed the one before (GET, the shop\'s cookies; a cart on another origin answers CORS with credentials), and the page goes to the last line\'s address. A line the cart did not confirm stops it: the bill says which, with Try again.',
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
  // Punch-out (issue 35); the README's distributor's guide says the fields. Kept short: meta is in the first view.
  punchoutHookUrl: { type: 'string', doc: 'OCI punch-out: the HOOK_URL.' },
  punchoutTarget: { type: 'string', doc: 'OCI punch-out: the ~TARGET.' },
  punchoutSession: { type: 'string', doc: 'cXML punch-out: the punchout-session key.' },
} as const satisfies Record<string, AttributeSpec>;

export const commerceEvents = {
  'vs-add-to-cart': {
    doc: 'Add to cart was pressed: the bill of materials\' order lines for the shop\'s cart (each part once, quantities added up). Fires before a cart-url navigation.',
    detail: '{ lines: { partNumber: string; quantity: number; description: string; link: string; selection?: string }[] }',
  },
} as const satisfies Record<`vs-${string}`, EventSpec>;

export const commerceParts = {
  bom: 'The bill of materials: heading, parts table, Add to cart and downloads.',
  'bom-table': 'The table of parts to order (part number, description, quantity, and price and stock when the page gives them).',
  'bom-for': 'What a line of the bill is for, e.g. "Coil for SOV-12001".',
  'bom-choice': 'A choice the bill needs from the buyer (a body\'s coil voltage, an EEV body\'s stator): its label, select and note.',
  'bom-choice-select': 'The select of a choice; the option preselected for the page\'s country until the buyer picks one.',
  'bom-choice-note': 'The note that the choice was preselected, as the most common for the page\'s country.',
  price: 'A part\'s price cell.',
  stock: 'A part\'s stock cell.',
  'total-price': 'The order\'s total, when every part has a price in one currency.',
  'price-note': 'The quiet note that prices are not available (the price source failed or was slow).',
  'add-to-cart': 'The Add to cart button.',
  'punchout-transfer': 'Transfer to purchasing (punch-out).',
  'punchout-error': 'A punch-out failure.',
  'cart-error': 'The alert that the cart did not take a line (which, of how many) and those after it.',
  'cart-retry': 'Try again after a line the cart did not take: sends it and the rest.',
  'bom-download': 'A download link of the bill (CSV, XLSX, JSON).',
} as const;
