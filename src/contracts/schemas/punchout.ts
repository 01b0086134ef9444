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

export const punchoutOrderBody = z
  .object({
    session: punchoutSessionKey.describe("The session key from the StartPage's `punchout-session` parameter."),
    lines: z.array(orderLine).min(1).max(punchoutLinesLimit),
  })
  .superRefine((body, context) => {
    if (new Set(body.lines.map((line) => line.currency)).size > 1) context.addIssue({ code: 'custom', path: ['lines'], message: 'every line in one currency' });
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
