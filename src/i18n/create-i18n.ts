import i18next, { type i18n, type Resource } from 'i18next';
import { fallbackLanguage, normaliseLanguage } from './languages';
import { sharedResources } from './resources';

/**
 * A fresh i18next instance: never the global one, because a shop page may run its own i18next and hold two of
 * our widgets in different languages. Resources are inline, so the first render is already translated.
 */
export function createI18n(language: string | null | undefined, extra: Resource = {}): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = {};
  for (const lang of new Set([...Object.keys(sharedResources), ...Object.keys(extra)])) {
    resources[lang] = { ...sharedResources[lang as keyof typeof sharedResources], ...extra[lang] };
  }
  void instance.init({
    lng: normaliseLanguage(language),
    fallbackLng: fallbackLanguage,
    resources,
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false }, // React and the JSON envelope escape; i18next must not double it
    returnNull: false,
  });
  return instance;
}
