/**
 * Set when a mobile visitor asked for the full site: the redirect in index.html (public/mobile-redirect.js) reads
 * the same key and then leaves them there.
 */
export const fullSiteKey = 'vs.mobile.v1.full-site';

/** Remembers the choice and opens the full site's home page. */
export function goToFullSite(): void {
  try {
    localStorage.setItem(fullSiteKey, '1');
  } catch {
    // Without storage the redirect cannot know: it then sends the visitor back here next time.
  }
  location.assign('/home');
}
