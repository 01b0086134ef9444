import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Adds i18n namespaces (a feature's own, a widget's) to the site's i18next the first time a component that
 * shows them renders, so that they travel with the feature's code rather than with the first page.
 */
export function useBundles(...resources: readonly Resource[]): void {
  const { i18n } = useTranslation();
  for (const resource of resources) {
    for (const [language, namespaces] of Object.entries(resource)) {
      for (const [namespace, strings] of Object.entries(namespaces)) {
        // Idempotent, so adding during render is safe; the children rendered next already find the strings.
        if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, strings);
      }
    }
  }
}
