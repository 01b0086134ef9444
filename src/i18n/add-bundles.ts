import type { i18n, Resource } from 'i18next';

/**
 * Adds the bundles of `resources` that `instance` does not have yet, for strings arriving with a lazily loaded
 * chunk: what the instance holds already (its own strings, or the host site's) wins. `silent` adds without the
 * store's 'added' event, for a caller that is rendering: the event would update other components mid-render.
 */
export function addMissingBundles(instance: i18n, resources: Resource, { silent = false } = {}): void {
  for (const [language, namespaces] of Object.entries(resources)) {
    for (const [namespace, strings] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(language, namespace)) {
        instance.addResourceBundle(language, namespace, strings, false, false, { silent });
      }
    }
  }
}
