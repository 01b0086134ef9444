// Punch-out on the maker's own site (issue 35): a buyer's purchasing system opens the site with OCI's HOOK_URL (and
// ~TARGET), or at the StartPage of a cXML session (`punchout-session`, the server's default StartPage is the site's
// home). The site reads them from the address it was opened at, before its router writes addresses of its own, and
// keeps them for the tab: the buyer moves between the selector and the Selected List before transferring the bill,
// whose Transfer to purchasing then stands in place of Add to cart, in a row's bill and on the Selected List. The
// site's policy lets its page post forms to itself only: the basket goes through the server's relay.
import { punchoutSessionParameter, punchoutTransferPath } from '../../../src/contracts/punchout';

/** How the purchasing system opened the site; the fields the bill of materials takes as its `punchout`. */
export interface SitePunchout {
  hookUrl?: string;
  target?: string;
  session?: string;
  /** The server's relay the bill posts the basket to (the site's own origin). */
  relay?: string;
}

const storageKey = 'vs.punchout';

/** An http(s) address, whole: a HOOK_URL is where a form is posted, so a `javascript:` one is never taken. */
const httpAddress = (text: string | null) => (text && /^https?:\/\/[^\s]+$/i.test(text) ? text : undefined);

/** A ~TARGET as a form's target takes it: a frame's name or `_top`; anything else leaves the form in its window. */
const frameName = (text: string | null) => (text && /^[\w-]{1,64}$/.test(text) ? text : undefined);

/** The punch-out in an address's query, or undefined when it opens none. */
export function punchoutOfSearch(search: string): SitePunchout | undefined {
  const query = new URLSearchParams(search);
  const hookUrl = httpAddress(query.get('HOOK_URL'));
  const session = query.get(punchoutSessionParameter);
  const target = frameName(query.get('~TARGET'));
  if (hookUrl) return { hookUrl, ...(target && { target }) };
  if (session && /^[\w-]{16,128}$/.test(session)) return { session };
  return undefined;
}

/** The punch-out's own parameters of a query, as a query: what the tab keeps. */
function punchoutQuery(punchout: SitePunchout): string {
  const query = new URLSearchParams();
  if (punchout.hookUrl) query.set('HOOK_URL', punchout.hookUrl);
  if (punchout.target) query.set('~TARGET', punchout.target);
  if (punchout.session) query.set(punchoutSessionParameter, punchout.session);
  return query.toString();
}

/** When storage is refused: the punch-out lasts as long as the page. */
let remembered: SitePunchout | undefined;

/** Keeps the punch-out the site was opened with for the tab (a new one replaces the last). */
export function rememberPunchout(search: string, storage: () => Storage): void {
  const punchout = punchoutOfSearch(search);
  if (!punchout) return;
  remembered = punchout;
  try {
    storage().setItem(storageKey, punchoutQuery(punchout));
  } catch {
    // Storage blocked (a sandboxed frame, a browser's setting): `remembered` serves this page.
  }
}

/** The tab's punch-out, if a purchasing system opened the site (read again as from an address), with the relay. */
export function sitePunchout(storage: () => Storage): SitePunchout | undefined {
  let punchout: SitePunchout | undefined;
  try {
    const kept = storage().getItem(storageKey);
    punchout = kept === null ? remembered : punchoutOfSearch(kept);
  } catch {
    punchout = remembered;
  }
  return punchout && { ...punchout, relay: `/api${punchoutTransferPath}` };
}
