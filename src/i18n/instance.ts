import i18next, { type i18n, type Resource } from 'i18next';
import { fallbackLanguage, normaliseLanguage } from './languages';

/**
 * A fresh i18next instance holding exactly `resources`: never the global one, because a shop page may run its
 * own i18next and hold two of our widgets in different languages. Resources are inline, so the first render is
 * already translated. Widgets call this with the namespaces they show; createI18n adds the shared ones.
 */
export function createI18nInstance(language: string | null | undefined, resources: Resource): i18n {
  const instance = i18next.createInstance();
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
