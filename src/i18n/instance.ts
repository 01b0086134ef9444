import i18next, { type i18n, type Resource } from 'i18next';
import { fallbackLanguage, localeOf, normaliseLanguage } from './languages';

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
    // A language loaded on demand arrives after the first render: react-i18next re-renders when bundles are added.
    react: { bindI18nStore: 'added' },
  });
  applyPluralRulesOfLocale(instance);
  return instance;
}

/**
 * i18next asks Intl.PluralRules for the rules of the language code; `ua` is not Ukrainian to Intl (it would
 * get English rules, and `_few`/`_many` would never be chosen), so the code is mapped to its locale first.
 */
function applyPluralRulesOfLocale(instance: i18n): void {
  const resolver = instance.services.pluralResolver as { getRule(code: string, options?: object): unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(localeOf(code), options);
}
