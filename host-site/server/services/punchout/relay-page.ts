// The punch-out relay's pages (issue 35). The maker's site may post forms to itself only (`form-action 'self'`), so
// its Transfer to purchasing posts the basket to the server, which answers this page: a form that the browser posts on
// to the purchasing system, at once by a script and by a visible button where scripts do not run. Its own policy
// lets it post to that one origin and run that one script (by its hash), and nothing else.
import { createHash } from 'node:crypto';
import type { Language } from '../../../../src/i18n';
import type { Translate } from '../../../../src/i18n/translate';

/** Where the basket goes: the purchasing system's address, the form's fields and the frame it opens in. */
export interface RelayedPost {
  action: string;
  fields: readonly (readonly [string, string])[];
  /** OCI's ~TARGET. */
  target?: string | undefined;
}

/** A page and the Content-Security-Policy it is answered with. */
export interface RelayPage {
  html: string;
  policy: string;
}

/** Text as HTML takes it in an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const formId = 'transfer';
/** The auto-submit: the only script the page may run, allowed by its hash. */
const submitScript = `document.getElementById('${formId}').submit();`;
const submitScriptHash = `'sha256-${createHash('sha256').update(submitScript).digest('base64')}'`;

/** The policy of a page that runs no script and may post to no address (framed by the site only, as every page). */
const closedPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

/** The page that posts the basket on; its policy allows a form to the target's origin only. */
export function relayPage(post: RelayedPost, language: Language, t: Translate): RelayPage {
  const inputs = post.fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const target = post.target ? ` target="${escapeHtml(post.target)}"` : '';
  const html = page(language, t('punchout:sendingTitle'),
    `<form id="${formId}" method="post" action="${escapeHtml(post.action)}" accept-charset="UTF-8"${target}>` +
    `<h1>${escapeHtml(t('punchout:sendingTitle'))}</h1><p>${escapeHtml(t('punchout:sendingNote'))}</p>${inputs}` +
    `<button type="submit">${escapeHtml(t('punchout:send'))}</button></form><script>${submitScript}</script>`);
  const origin = new URL(post.action).origin;
  return { html, policy: `default-src 'none'; script-src ${submitScriptHash}; form-action ${origin}; base-uri 'none'; frame-ancestors 'self'` };
}

/** The page that says why the basket was not sent, with the way back to the selector. */
export function refusalPage(message: string, language: Language, t: Translate): RelayPage {
  const html = page(language, t('punchout:refusedTitle'),
    `<h1>${escapeHtml(t('punchout:refusedTitle'))}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="/">${escapeHtml(t('punchout:back'))}</a></p>`);
  return { html, policy: closedPolicy };
}
