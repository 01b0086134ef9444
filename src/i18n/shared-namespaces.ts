// The shared namespaces, one file each, so that a bundle holding one of them does not carry the other: a bundler
// splits code by file.
import type { Resource } from 'i18next';
import enUnits from './locales/en/units.json';
import { defineLoadable } from './load-language';

/** The namespaces every message of the server may use: the error catalogue and the quantity names. */
export const sharedNamespaces = ['errors', 'units'] as const;

/** The shared `units` namespace in English: quantity and unit-system names (other languages on demand). */
export const unitsResources = { en: { units: enUnits } } satisfies Resource;

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

defineLoadable('units', (language) => import(`./locales/${language}/units.json`));
