// Where a catalogue image is fetched from, on the maker's page and on a shop's.
/**
 * An image path of the catalogue (`/images/...`) from the maker's server: on a shop's page a root-relative path
 * would point at the shop, so it is resolved against an absolute `api-base`.
 */
export function assetUrl(path: string, apiBase: string | undefined): string {
  if (!apiBase || !/^https?:\/\//i.test(apiBase) || /^[a-z]+:/i.test(path)) return path;
  return new URL(path, apiBase).href;
}
