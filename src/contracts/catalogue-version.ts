/**
 * The response header naming the catalogue version an API answer was made from (the version of families.json,
 * URI-encoded). The site's service worker files the answers it keeps for offline use under it, so a new catalogue
 * replaces them.
 */
export const catalogueVersionHeader = 'catalogue-version';
