import type { Resource } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addMissingBundles } from '../../../src/i18n/add-bundles';
import { loadMissingNamespaces } from '../../../src/i18n/load-language';

/**
 * Adds i18n namespaces (a feature's own, a widget's) to the site's i18next the first time a component that
 * shows them renders, so that they travel with the feature's code rather than with the first page. In a
 * language loaded on demand, those namespaces' chunks are fetched then: English shows until they arrive.
 */
export function useBundles(...resources: readonly Resource[]): void {
  const { i18n } = useTranslation();
  // Idempotent, so adding during render is safe; the children rendered next already find the strings. Silent:
  // this component is rendering, and the store's event would update the others in the middle of it.
  for (const resource of resources) addMissingBundles(i18n, resource, { silent: true });
  const language = i18n.language;
  useEffect(() => {
    // A chunk that does not come leaves the English text; the next language change asks again.
    loadMissingNamespaces(i18n, language).catch(() => undefined);
  }, [i18n, language]);
}
