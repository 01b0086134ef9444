export { createI18n } from './create-i18n';
export { createI18nInstance } from './instance';
export { bundledLanguages, fallbackLanguage, normaliseLanguage, localeOf, type BundledLanguage } from './languages';
export { errorsResources, mergeResources, sharedResources, unitsResources } from './resources';
