export { createI18n } from './create-i18n';
export { createI18nInstance } from './instance';
export { fallbackLanguage, isBundled, languages, localeOf, normaliseLanguage, type BundledLanguage, type Language } from './languages';
export { mergeResources } from './shared-namespaces';
