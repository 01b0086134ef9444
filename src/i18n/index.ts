export { createI18n } from './create-i18n';
export { createI18nInstance } from './instance';
export { bundledLanguages, fallbackLanguage, isBundled, isLanguage, languages, localeOf, nativeNameOf, normaliseLanguage, numberLocaleOf, type BundledLanguage, type Language, type LoadableLanguage } from './languages';
export { errorsResources, mergeResources, sharedResources, unitsResources } from './resources';
