/**
 * Set when a mobile visitor asked for the full site: the redirect in index.html (public/mobile-redirect.js) reads
 * the same key and then leaves them there.
 */
export const fullSiteKey = 'vs.mobile.v1.full-site';

/** Remembers the choice and opens a page of the full site, its home page unless told. */
export function goToFullSite(path = '/home'): void {
  try {
    localStorage.setItem(fullSiteKey, '1');
  } catch {
    // Without storage the redirect cannot know: it then sends the visitor back here next time.
  }
  location.assign(path);
}
