import type { Resource } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addMissingBundles } from '../../../src/i18n/add-bundles';

/**
 * Adds i18n namespaces (a feature's own, a widget's) to the site's i18next the first time a component that
 * shows them renders, so that they travel with the feature's code rather than with the first page.
 */
export function useBundles(...resources: readonly Resource[]): void {
  const { i18n } = useTranslation();
  // Idempotent, so adding during render is safe; the children rendered next already find the strings.
  for (const resource of resources) addMissingBundles(i18n, resource);
}
