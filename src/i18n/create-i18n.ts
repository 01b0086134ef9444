import type { i18n, Resource } from 'i18next';
import { createI18nInstance } from './instance';
import { mergeResources, sharedResources } from './resources';

/**
 * A fresh i18next instance with the shared namespaces (errors, units) and `extra`: for the server, which words
 * every message. Widgets and the host site use createI18nInstance with only the namespaces they show.
 */
export function createI18n(language: string | null | undefined, extra: Resource = {}): i18n {
  return createI18nInstance(language, mergeResources(sharedResources, extra));
}
