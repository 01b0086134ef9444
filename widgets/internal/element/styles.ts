import createCache, { type EmotionCache } from '@emotion/cache';
import { hostRules } from '../ui/base-styles';

/**
 * One emotion cache per shadow root, kept when the element is removed and added again: its rules are still in
 * the shadow root, so a new cache would add a second copy of each on every cycle.
 */
const caches = new WeakMap<ShadowRoot, EmotionCache>();

/**
 * Constructable stylesheets arrived in Chrome 73, Firefox 101 and Safari 16.4. A shop's CSP does not govern them:
 * `style-src` without 'unsafe-inline' refuses `<style>` elements, not rules inserted through the CSSOM.
 */
const adoptable = typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;

/**
 * The nonce an older browser's `<style>` elements need under a strict CSP: the shop gives it in
 * `<meta name="csp-nonce" content="...">`, the name Angular and others read it from.
 */
function pageNonce(document: Document): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * Where emotion writes a widget's rules: a stylesheet adopted by the widget's shadow root, so a shop whose CSP
 * allows no inline style still gets styled widgets and no `<style>` element is ever added. Browsers without
 * adoptedStyleSheets get emotion's `<style>` elements in the shadow root, with the page's CSP nonce.
 */
export function shadowRootCache(shadowRoot: ShadowRoot): EmotionCache {
  let cache = caches.get(shadowRoot);
  if (cache) return cache;
  if (adoptable) {
    cache = createCache({ key: 'vs', container: shadowRoot });
    const sheet = new CSSStyleSheet();
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
    cache.sheet.insert = (rule) => {
      try {
        sheet.insertRule(rule, sheet.cssRules.length);
      } catch {
        // stylis also writes other engines' prefixed selectors (`::-moz-placeholder`), which this engine
        // refuses; emotion's own sheet skips them the same way.
      }
    };
    cache.sheet.flush = () => sheet.replaceSync('');
  } else {
    cache = createCache({ key: 'vs', container: shadowRoot, prepend: true, nonce: pageNonce(shadowRoot.ownerDocument) });
  }
  // The host element's own rules, once per shadow root: plain CSS beside the emotion rules.
  for (const rule of hostRules) cache.sheet.insert(rule);
  caches.set(shadowRoot, cache);
  return cache;
}
