// Punch-out (issue 35): a buyer whose purchasing system opened the shop sends the bill back to it instead of to a
// cart. OCI 5.0: the widget posts the lines itself as `NEW_ITEM-*` form fields to the HOOK_URL the system gave.
// cXML: the server keeps the session the system set up, writes the PunchOutOrderMessage with its BuyerCookie, and the
// widget posts it as the form field `cxml-urlencoded` to the session's BrowserFormPost address. Either way the
// buyer's browser carries the basket, as both standards have it, and the page goes to the purchasing system. On the
// maker's own site, whose policy lets a page post forms to itself only, the basket goes through the server's relay.

/** How the page was opened by a purchasing system: OCI's HOOK_URL (and ~TARGET), or a cXML session's key. */
export interface PunchoutStart {
  /** OCI: where the lines are posted (the HOOK_URL parameter the purchasing system opened the page with). */
  hookUrl?: string | undefined;
  /** The frame the posted form opens in (OCI's ~TARGET, e.g. _top); the widget's own window when not given. */
  target?: string | undefined;
  /** cXML: the session key of the StartPage's `punchout-session` parameter. */
  session?: string | undefined;
  /**
   * The page's own relay (the maker's site: `/api/punchout/transfer`): the basket is posted there as the form field
   * `basket`, and the server's answer posts it on to the purchasing system; without it the widget posts there itself.
   */
  relay?: string | undefined;
}

/** Whether the page is in a punch-out session at all. */
export function punchingOut(start: PunchoutStart | undefined): start is PunchoutStart {
  return Boolean(start && (start.hookUrl || start.session));
}

/**
 * Posts `fields` as a form (application/x-www-form-urlencoded, UTF-8) from `root` (the widget's shadow root: the
 * page's DOM is left alone) to `action`, in `target`; the page then belongs to the purchasing system.
 */
export function postForm(root: Node & ParentNode, action: string, fields: readonly [string, string][], target: string | undefined): void {
  const document = root.ownerDocument ?? (root as Document);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  if (target) form.target = target;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  root.append(form);
  form.submit();
}
