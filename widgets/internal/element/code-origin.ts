/**
 * The URL the widget code was served from: the maker's site, whose pages (a product's details) the widgets link
 * to from a shop's page. The classic bundle is named by `document.currentScript` while its code first runs,
 * which is when this module runs; the module loader names itself (`servedFrom(import.meta.url)`), since a module
 * has no current script and `import.meta` does not exist in a classic script. Undefined in a shop's own bundle.
 */
let codeUrl: string | undefined = (() => {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  return script && 'src' in script && script.src ? script.src : undefined;
})();

/** Called by the module loader with its own URL. */
export function servedFrom(url: string): void {
  codeUrl = url;
}

/**
 * `path` (a path on the maker's site, or already a whole URL) as the page must write it: resolved against where
 * the widget code came from; left as it is on the maker's own pages, and where that is not known.
 */
export function makerUrl(path: string): string {
  if (!codeUrl || !/^https?:\/\//i.test(codeUrl)) return path;
  const url = new URL(path, codeUrl);
  return url.origin === location.origin ? path : url.href;
}
