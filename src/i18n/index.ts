export { createI18n } from './create-i18n';
export { bundledLanguages, fallbackLanguage, normaliseLanguage, localeOf, type BundledLanguage } from './languages';
export { sharedResources } from './resources';
