import { useCallback, useSyncExternalStore } from 'react';

/**
 * The `lang` in effect at an element: its own, else the nearest ancestor's, crossing shadow boundaries so a
 * widget inside another component still follows the page; '' when no ancestor has one.
 */
export function inheritedLang(element: Element): string {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang') ?? '';
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return '';
}

/**
 * Follows the host's `lang` as it changes: on the host itself, or on any ancestor (the host site switches
 * `<html lang>` when the user picks a language). The wrapper does not report a removed attribute, so the DOM,
 * not the prop, is the source.
 */
export function useInheritedLang(host: Element): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      const options = { attributes: true, attributeFilter: ['lang'], subtree: true };
      observer.observe(host, { attributes: true, attributeFilter: ['lang'] });
      observer.observe(host.ownerDocument.documentElement, options);
      return () => observer.disconnect();
    },
    [host],
  );
  return useSyncExternalStore(subscribe, () => inheritedLang(host), () => '');
}
