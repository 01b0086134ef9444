// Punch-out (issue 35): a buyer's purchasing system opens the selector, and the buyer's basket goes back to it.
// OCI needs no call (the widget posts the form itself); cXML needs the server, which keeps the session the buyer's
// system set up (its PunchOutSetupRequest, an XML call: host-site/server/routes/api/punchout) and writes the order
// message with the session's BuyerCookie.
import { defineCall } from './call';
import type { punchoutSchemas } from './schemas/punchout';

export type { PunchoutOrderAnswer } from './schemas/punchout';

export const punchoutOrder = defineCall<(typeof punchoutSchemas)['punchoutOrder']>({
  method: 'POST',
  path: '/punchout/cxml/order',
  summary: "Ours: a cXML punch-out session's basket as the PunchOutOrderMessage the browser posts back to the buyer's system.",
  // Each call makes a message with a new payload id: asked twice, the buyer's system would hear of it only once anyway.
  idempotent: true,
});

/**
 * The maker's site's relay of a basket (under /api; an HTML page, not a call): its page may post forms to itself only,
 * so Transfer to purchasing posts the basket here and the answer posts it on (host-site/server/routes/api/punchout).
 */
export const punchoutTransferPath = '/punchout/transfer';

/** The StartPage's query parameter that carries the cXML session's key to the page. */
export const punchoutSessionParameter = 'punchout-session';
