import { searchParam, searchSchema } from '../../lib/search-params';

/** The address of the login and reset pages: `redirect`, where to go once signed in. */
export const accountSearch = searchSchema({ redirect: searchParam.text() });

/**
 * A redirect the site may follow: an address on this site (`/selector/index?valveName=Sov`), never another
 * origin (`//evil.example`, `https://…`), so that a crafted login link cannot send a fresh session elsewhere.
 */
export function siteRedirect(redirect: string | undefined): string | undefined {
  if (redirect === undefined || !/^\/(?![/\\])/.test(redirect)) return undefined;
  // Control characters (a newline, a tab) have no place in an address and can fool a later parser.
  return [...redirect].some((character) => character.charCodeAt(0) < 0x20) ? undefined : redirect;
}
