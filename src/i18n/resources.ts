import type { Resource } from 'i18next';
import cnErrors from './locales/cn/errors.json';
import cnUnits from './locales/cn/units.json';
import enErrors from './locales/en/errors.json';
import enUnits from './locales/en/units.json';

/** The shared `errors` namespace: server messages and the engine's error codes (`errors.out_of_range`). */
export const errorsResources = { cn: { errors: cnErrors }, en: { errors: enErrors } } satisfies Resource;

/** The shared `units` namespace: quantity and unit-system names. */
export const unitsResources = { cn: { units: cnUnits }, en: { units: enUnits } } satisfies Resource;

/**
 * Resources of several namespaces in one object, per language: `mergeResources(unitsResources, own)`. A widget
 * names the shared namespaces it shows, so that its bundle carries only those strings.
 */
export function mergeResources(...resources: readonly Resource[]): Resource {
  const merged: Resource = {};
  for (const resource of resources) {
    for (const [language, namespaces] of Object.entries(resource)) merged[language] = { ...merged[language], ...namespaces };
  }
  return merged;
}

/** Both shared namespaces: what the server and the host site start from. */
export const sharedResources = mergeResources(errorsResources, unitsResources);
