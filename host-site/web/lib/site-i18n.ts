import type { i18n } from 'i18next';
import { errorsResources } from '../../../src/i18n/errors-resources';
import { createI18nInstance } from '../../../src/i18n/instance';
import cnSite from '../../../src/i18n/locales/cn/site.json';
import enSite from '../../../src/i18n/locales/en/site.json';

/**
 * The site's i18next: `site`, every string of the shell, and `errors`, which the error catalogue shows, in cn
 * and en. The other namespaces (`units` too) come with the features and widgets that show them (useBundles), so
 * that the first load carries only the shell's strings.
 */
export function createSiteI18n(language: string): i18n {
  const { cn, en } = errorsResources;
  return createI18nInstance(language, { cn: { ...cn, site: cnSite }, en: { ...en, site: enSite } });
}
