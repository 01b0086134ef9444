import { z } from 'zod';

/** Most lines one basket may carry: as many as one bill of materials names. */
export const punchoutLinesLimit = 200;

/** The key of a punch-out session as the StartPage carries it: 32 random bytes, base64url. */
export const punchoutSessionKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a session key of 43 characters (A–Z, a–z, 0–9, - and _)');

const orderLine = z.object({
  partNumber: z.string().min(1).max(64).regex(/^\S+$/, 'a part number without spaces').describe('The catalogue part number: the ItemID/SupplierPartID.'),
  quantity: z.number().int().min(1).max(9999),
  description: z.string().max(500).describe("What the part is, in the page's language: the item's Description."),
  price: z.number().min(0).max(1e9).describe('Unit price in `currency`, from the page (the distributor\'s prices); rounded to the currency\'s minor unit.'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code').describe('ISO 4217 code of the price.'),
});

/** A cXML basket has one total: every line in one currency. */
function oneCurrency(body: { lines: readonly { currency: string }[] }, context: z.RefinementCtx) {
  if (new Set(body.lines.map((line) => line.currency)).size > 1) context.addIssue({ code: 'custom', path: ['lines'], message: 'every line in one currency' });
}

const sessionOfStartPage = punchoutSessionKey.describe("The session key from the StartPage's `punchout-session` parameter.");

export const punchoutOrderBody = z
  .object({
    session: sessionOfStartPage,
    lines: z.array(orderLine).min(1).max(punchoutLinesLimit),
  })
  .superRefine(oneCurrency);

/** Most bytes of a relayed basket: 200 lines with their descriptions and selection links, form-encoded. */
export const punchoutTransferLimit = 524_288;

/** OCI's ~TARGET: a frame's name, or `_top`, `_parent`, `_self`, `_blank`. */
const frameTarget = z.string().regex(/^[\w-]{1,64}$/, 'a frame name (letters, digits, _ and -, at most 64)').describe("The frame the basket is posted into (OCI's ~TARGET).");

/** An OCI line: the price and currency only when the page has them (the maker's site has none). */
const ociLine = z.strictObject({
  partNumber: orderLine.shape.partNumber,
  quantity: orderLine.shape.quantity,
  description: orderLine.shape.description,
  link: z.string().max(2000).describe("The product's page, for the long text."),
  selection: z.string().max(8000).optional().describe("The selection's own link, for the long text."),
  price: orderLine.shape.price.optional(),
  currency: orderLine.shape.currency.optional(),
});

/** The basket the maker's site relays (`/punchout/transfer`) by OCI: the lines and the HOOK_URL they go to. */
export const punchoutTransferOci = z.strictObject({
  hookUrl: z.string().max(2000).regex(/^https?:\/\/\S+$/i, 'an http(s) address').describe('The HOOK_URL the purchasing system opened the site with.'),
  target: frameTarget.optional(),
  lines: z.array(ociLine).min(1).max(punchoutLinesLimit),
});

/**
 * The basket the maker's site relays by cXML: a session's lines, priced. It goes only where the session was set up to
 * receive it (its BrowserFormPost), never to an address the page posts.
 */
export const punchoutTransferCxml = z.strictObject({
  session: sessionOfStartPage,
  target: frameTarget.optional(),
  lines: z.array(orderLine).min(1).max(punchoutLinesLimit),
}).superRefine(oneCurrency);

export type PunchoutTransferBasket = z.infer<typeof punchoutTransferOci> | z.infer<typeof punchoutTransferCxml>;

/** The relay's form: one field, the basket as JSON (a form post is flat; the basket is not). */
export const punchoutTransferForm = z.object({
  basket: z.string().min(1).max(punchoutTransferLimit).describe('The basket as JSON: `{ hookUrl, target?, lines }` (OCI) or `{ session, target?, lines }` (cXML).'),
  lang: z.string().max(35).optional().describe("The page's language: the relay's page speaks it."),
});

export const punchoutOrderAnswer = z.object({
  formPostUrl: z.string().describe('The BrowserFormPost address of the setup request: where the browser posts the message.'),
  cxml: z.string().describe('The PunchOutOrderMessage, posted by the browser as the form field `cxml-urlencoded`.'),
});
export type PunchoutOrderAnswer = z.infer<typeof punchoutOrderAnswer>;

export const punchoutSchemas = {
  punchoutOrder: {
    body: punchoutOrderBody,
    data: punchoutOrderAnswer,
    description: `The basket of a cXML punch-out session as a PunchOutOrderMessage (cXML 1.2): the session's BuyerCookie, an
ItemIn per line (quantity, SupplierPartID, UnitPrice Money with its currency, Description, UnitOfMeasure EA) and the total
of the rounded lines. The widget posts it from the buyer's browser to \`formPostUrl\` as \`cxml-urlencoded\`. A session
that is unknown or has expired (after 8 hours) is refused (Result notFound, HTTP 404).`,
  },
};
